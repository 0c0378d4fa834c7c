"""scripts/index.py end to end on a store of its own: every passage of a passage file becomes a chunk, and listing
what is indexed loads no model."""

import json
import os
import subprocess
import sys

import pytest

from rulebook.settings import PROJECT_ROOT, Settings
from rulebook.store import document_store

SCRIPT = str(PROJECT_ROOT / "scripts" / "index.py")
# More passages than any depth of the query graph (30 after fusion): the indexing graph must keep them all.
ROWS = [
    {"ID": f"p{i}", "DocumentID": 9, "PassageID": f"{i}.1",
     "Passage": f"Rule {i}: an authorised person must keep record number {i} of each client transaction for six "
                f"years and show it to the regulator on request within {i + 2} business days."}
    for i in range(1, 46)
]


@pytest.fixture(scope="module")
def indexed(tmp_path_factory):
    """A data dir holding one JSON passage file of 45 passages, indexed by scripts/index.py in its own process."""
    folder = tmp_path_factory.mktemp("passages")
    source = folder / "9.json"
    source.write_text(json.dumps(ROWS))
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(folder / "data"), "HF_HUB_OFFLINE": "1"}
    run = subprocess.run([sys.executable, SCRIPT, str(source)], env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    return folder / "data", env


def test_every_passage_of_a_long_passage_file_is_a_chunk(indexed):
    data_dir, _env = indexed
    store = document_store(Settings.from_env(data_dir=data_dir))
    try:
        chunks = store.filter_documents({"field": "meta.live", "operator": "==", "value": True})
        assert sorted(d.meta["passage_id"] for d in chunks) == sorted(r["PassageID"] for r in ROWS)
    finally:
        store.close()


def test_listing_documents_loads_no_model(indexed):
    _data_dir, env = indexed
    probe = (
        "import sys\n"
        "from rulebook.engine import Rulebook\n"
        "book = Rulebook()\n"
        "print(book.list_documents()[0]['chunks'])\n"
        "loaded = [m for m in ('sentence_transformers', 'onnxruntime', 'transformers') if m in sys.modules]\n"
        "print(loaded, sorted(book._pipelines))\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["45", "[] []"]
    listed = subprocess.run([sys.executable, SCRIPT, "--list"], env=env, capture_output=True, text=True, timeout=600)
    assert listed.returncode == 0 and "9.json" in listed.stdout
