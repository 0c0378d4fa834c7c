"""
The layout zoo: seeded regulation-like PDFs with ground truth, to grade the ingestion (`eval.structure`).

- `eval.layouts.conventions`: heading conventions and the normal form of article ids (`normalise_id`);
- `eval.layouts.hazards`: layout hazards (running lines per chapter, page labels, two columns, tables, ...);
- `eval.layouts.generator`: the PDF drawing and the ground truth JSON (`generate_zoo`, `render_document`);
- `eval.layouts.words`: the plausible text and the unique sentences;
- `eval.layouts.apart`: a second zoo, written apart from the modules above and sharing no code with them, in
  conventions and hazards they do not draw (seed 101 to tune on, 202 held out).

Usage example:

```bash
python -m eval.layouts --seed 1 --out /tmp/zoo1
python -m eval.structure /tmp/zoo1 --json
python -m eval.layouts.apart --seed 202 --out /tmp/apart202
```
"""

from eval.layouts.conventions import CONVENTIONS, normalise_id
from eval.layouts.generator import DocumentSpec, generate_zoo, render_document, zoo_specs
from eval.layouts.hazards import HAZARDS, ZOO_HAZARDS

__all__ = [
    "CONVENTIONS",
    "HAZARDS",
    "ZOO_HAZARDS",
    "DocumentSpec",
    "generate_zoo",
    "normalise_id",
    "render_document",
    "zoo_specs",
]
