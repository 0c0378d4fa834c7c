"""The cross-encoder ranker stage, on when its weights are on this machine and passing candidates through otherwise."""

import logging
from typing import Any

from haystack import Document, component

from rulebook.components.serialization import InitParametersSerialization
from rulebook.models import local_model_path

logger = logging.getLogger(__name__)

#: `on`: the model must load; `off`: never loaded; `auto`: loaded when its weights are on this machine.
MODES = ("auto", "on", "off")


@component
class SimilarityRanker(InitParametersSerialization):
    """
    Re-scores candidate passages with a cross-encoder (Sentence Transformers' `CrossEncoder`, through Haystack's
    `SentenceTransformersSimilarityRanker`), when its weights are on this machine.

    A query graph names this stage whether or not a cross-encoder is installed: offline machines get none from PyPI,
    and downloading one is the deployment's choice. With `enabled="auto"` the model is loaded in `warm_up` from
    local files only (a folder, or the Hugging Face cache's copy of a hub id), and when it is not there the stage
    passes its candidates through unchanged, so the graph stays the same and what runs is logged.

    Usage example:
    ```python
    from rulebook.components.rankers import SimilarityRanker

    ranker = SimilarityRanker(model="cross-encoder/ms-marco-MiniLM-L-6-v2", top_k=10)
    ranker.warm_up()
    print(ranker.active, len(ranker.run(query="Who may inspect records?", documents=docs)["documents"]))
    ```

    In: `query`, `documents` (candidates). Out: `documents`: when active, at most `top_k` new Document objects by
    the cross-encoder's score (scaled to [0, 1] by a sigmoid), best first; when not, the candidates as given.
    """

    def __init__(
        self,
        model: str = "cross-encoder/ms-marco-MiniLM-L-6-v2",
        top_k: int = 10,
        meta_fields_to_embed: list[str] | None = None,
        enabled: str | bool = "auto",
    ) -> None:
        """
        :param model: A cross-encoder: a local folder or a Hugging Face hub id.
        :param top_k: Passages kept when active, >= 1.
        :param meta_fields_to_embed: Meta fields read before each passage's text (article id and title).
        :param enabled: `auto`, `on` or `off` (or true/false); see `MODES`.
        :raises ValueError: When top_k < 1 or `enabled` is not a mode.
        """
        mode = {True: "on", False: "off"}.get(enabled, enabled) if isinstance(enabled, bool) else str(enabled).lower()
        if mode not in MODES:
            raise ValueError(f"enabled must be one of {', '.join(MODES)} (or true/false), got {enabled!r}.")
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        self.model = model
        self.top_k = top_k
        self.meta_fields_to_embed = list(meta_fields_to_embed or [])
        self.enabled = mode
        self._ranker: Any = None
        self._warmed = False

    @property
    def active(self) -> bool:
        """Whether passages are re-scored (known after `warm_up`)."""
        return self._ranker is not None

    def warm_up(self) -> None:
        """
        Load the cross-encoder when the mode asks for it.

        :raises OSError: With `enabled="on"`, when the model is not on this machine.
        """
        if self._warmed:
            return
        self._warmed = True
        if self.enabled == "off":
            return
        folder = local_model_path(self.model)
        if folder is None:
            if self.enabled == "on":
                raise OSError(
                    f"RULEBOOK_RANKER=on but the cross-encoder {self.model!r} is not on this machine: give a local "
                    "folder in RULEBOOK_RANKER_MODEL, download it into the Hugging Face cache, "
                    "or set RULEBOOK_RANKER=auto."
                )
            logger.info("Ranker off: the cross-encoder %s is not on this machine.", self.model)
            return
        from haystack_integrations.components.rankers.sentence_transformers import SentenceTransformersSimilarityRanker

        ranker = SentenceTransformersSimilarityRanker(
            model=folder, top_k=self.top_k, meta_fields_to_embed=self.meta_fields_to_embed
        )
        try:
            ranker.warm_up()
        except Exception as error:
            if self.enabled == "on":
                raise
            logger.warning("Ranker off: the cross-encoder in %s did not load (%s).", folder, error)
            return
        self._ranker = ranker
        logger.info("Ranker on: %s", folder)

    @component.output_types(documents=list[Document])
    def run(self, query: str, documents: list[Document], top_k: int | None = None) -> dict[str, list[Document]]:
        """
        :param query: The question.
        :param documents: The candidates, best first.
        :param top_k: Overrides the init top_k when active.
        :returns: `documents`: re-ranked when active, else the candidates unchanged.
        """
        self.warm_up()
        if self._ranker is None or not documents:
            return {"documents": documents}
        return {"documents": self._ranker.run(query=query, documents=documents, top_k=top_k or self.top_k)["documents"]}
