"""Weighted fusion of the dense and the lexical (BM25) candidate lists: by their scores (min-max) or by rank (RRF)."""

from haystack import Document, component

from rulebook.components.serialization import InitParametersSerialization
from rulebook.text.lexical import analyze_question
from rulebook.text.references import CITED_ARTICLE, cited_articles, cites

#: Fusion methods: a convex combination of min-max normalised scores, or weighted reciprocal rank fusion.
METHODS = ("min_max", "rrf")


@component
class WeightedRankFusion(InitParametersSerialization):
    """
    Fuses the dense and the BM25 candidates into one list, each list weighted by its retriever.

    Two methods (`method`):
    - `min_max`: a convex combination of the retrievers' scores, each list's scores first scaled to [0, 1] by
      its own minimum and maximum: `lexical_weight * mm(bm25) + (1 - lexical_weight) * mm(cosine)`, where a list
      the chunk is absent from adds 0 (its lowest value). This is the "convex combination" with min-max
      normalisation of Bruch, Gai and Ingber, "An Analysis of Fusion Functions for Hybrid Retrieval" (ACM TOIS 42,
      2023), who find it better than RRF and robust to the choice of weight. Unlike ranks, scores keep how far
      ahead the best BM25 match is: a question whose rare terms meet one passage lifts that passage clearly.
      A list whose scores are all equal gives its chunks 1.
    - `rrf`: weighted reciprocal rank fusion (Cormack et al., 2009): `lexical_weight / (k + r_lex) +
      (1 - lexical_weight) / (k + r_dense)`, r being the 1-based rank in each list. With `lexical_weight` 0.5 the
      order is plain RRF's (Haystack's `DocumentJoiner`), ties aside.

    Unlike a joiner with one variadic input, the two lists arrive on named inputs, so each weight is tied to its
    retriever. A chunk listed twice in one list counts once, at its first (best) place.

    With `short_lexical_weight` and the `query`, the BM25 weight follows the question's length in distinct BM25
    terms: `short_lexical_weight` up to `short_terms`, `lexical_weight` from `long_terms`, linear in between. A short
    question gives BM25 few terms to be right with: one of them in a definitions section can carry a passage about
    something else ("check the warning time on a crossing's lights and gates" ranks § 234.5 Definitions above
    § 234.259 Warning time), while the embedding reads what is asked. A long question that describes a situation in
    the regulation's words gives BM25 many matching terms, and an embedding of 80 words blurs them.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.joiners.weighted_rank_fusion import WeightedRankFusion

    fusion = WeightedRankFusion(lexical_weight=0.7, method="min_max")
    a, b = Document(id="a", content="A", score=12.0), Document(id="b", content="B", score=3.0)
    dense_a, dense_b = Document(id="a", content="A", score=0.41), Document(id="b", content="B", score=0.52)
    out = fusion.run(dense_documents=[dense_b, dense_a], lexical_documents=[a, b])
    print([(d.id, round(d.score, 2)) for d in out["documents"]])  # [('a', 0.7), ('b', 0.3)]
    ```

    In: `dense_documents` and `lexical_documents`, each best first (either may be empty or absent); for
    `min_max`, with their retrievers' scores (cosine similarity, BM25; a missing score counts as the list's lowest);
    optional `exact_documents`, `cover_documents` and `cited_documents`, exact lookups' chunks, put first.
    Out: `documents`, new Document objects, best first, at most `top_k`, with `score` the fused score (in [0, 1]
    for `min_max`).
    """

    def __init__(
        self,
        lexical_weight: float = 0.5,
        k: int = 60,
        top_k: int | None = None,
        method: str = "rrf",
        short_lexical_weight: float | None = None,
        short_terms: int = 8,
        long_terms: int = 16,
        cited_within: int = 10,
        exact_top_k: int | None = None,
    ) -> None:
        """
        :param lexical_weight: Weight of the BM25 list, in [0, 1]; the dense list gets the rest. With
            `short_lexical_weight`, the weight for questions of `long_terms` BM25 terms or more.
        :param k: The RRF rank constant, >= 1 (60 in Cormack et al.); `rrf` only.
        :param top_k: Keep at most this many chunks (None: all).
        :param method: `min_max` (scores) or `rrf` (ranks); see the class docstring.
        :param short_lexical_weight: Weight of the BM25 list for questions of `short_terms` distinct BM25 terms or
            fewer, in [0, 1]; None: `lexical_weight` whatever the length.
        :param short_terms: Up to this many terms a question is short, >= 0.
        :param long_terms: From this many terms a question is long, > short_terms.
        :param cited_within: A cited article's chunks go first when their document is among those of this many
            first fused chunks, >= 1; of several such documents, only those of the one ranked highest.
        :param exact_top_k: Keep at most this many of `exact_documents`, those of the documents the ranked lists
            rank highest first, >= 1; None: all, in their order.
        :raises ValueError: When a parameter is out of range.
        """
        for name, weight in (("lexical_weight", lexical_weight), ("short_lexical_weight", short_lexical_weight)):
            if weight is not None and not 0 <= weight <= 1:
                raise ValueError(f"{name} must be in [0, 1], got {weight}.")
        if not 0 <= short_terms < long_terms:
            raise ValueError(f"Need 0 <= short_terms < long_terms, got {short_terms} and {long_terms}.")
        if k < 1:
            raise ValueError(f"k must be >= 1, got {k}.")
        if cited_within < 1:
            raise ValueError(f"cited_within must be >= 1, got {cited_within}.")
        for name, value in (("top_k", top_k), ("exact_top_k", exact_top_k)):
            if value is not None and value < 1:
                raise ValueError(f"{name} must be >= 1 or None, got {value}.")
        if method not in METHODS:
            raise ValueError(f"method must be one of {', '.join(METHODS)}, got {method!r}.")
        self.lexical_weight = lexical_weight
        self.k = k
        self.top_k = top_k
        self.method = method
        self.short_lexical_weight = short_lexical_weight
        self.short_terms = short_terms
        self.long_terms = long_terms
        self.cited_within = cited_within
        self.exact_top_k = exact_top_k

    def weight_for(self, query: str | None) -> float:
        """
        :param query: The question, or None.
        :returns: The BM25 weight for it: `lexical_weight`, or, with `short_lexical_weight` and a question, the
            weight for its number of distinct BM25 terms (see the class docstring).
        """
        if self.short_lexical_weight is None or query is None:
            return self.lexical_weight
        terms = len(set(analyze_question(query)))
        share = min(1.0, max(0.0, (terms - self.short_terms) / (self.long_terms - self.short_terms)))
        return self.short_lexical_weight + share * (self.lexical_weight - self.short_lexical_weight)

    @component.output_types(documents=list[Document])
    def run(
        self,
        dense_documents: list[Document] | None = None,
        lexical_documents: list[Document] | None = None,
        top_k: int | None = None,
        query: str | None = None,
        exact_documents: list[Document] | None = None,
        cover_documents: list[Document] | None = None,
        cited_documents: list[Document] | None = None,
    ) -> dict[str, list[Document]]:
        """
        :param dense_documents: The dense retriever's chunks, best first.
        :param lexical_documents: The BM25 retriever's chunks, best first.
        :param exact_documents: Chunks an exact lookup found (`GlossaryRetriever`: the entry of the term a definition
            question asks about): they go first, scored as the best fused chunk, and count once; with `exact_top_k`,
            only that many, those of the documents the ranked lists rank highest first (several issues of a rulebook
            each define the term; the one asked about is the one retrieved), else all, in their order.
        :param cover_documents: Another exact lookup's chunks (`CoverRetriever`: the passage that prints the date of
            the document a question asks about), put first in the same way, before `exact_documents`.
        :param cited_documents: A third exact lookup's chunks (`ArticleRetriever`: those filed under the article a
            question cites), put first in the same way, after `exact_documents`, when their document is among those
            of the first `cited_within` fused chunks; of several such documents, the one ranked highest.
        :param top_k: Overrides the init top_k.
        :param query: The question, whose length sets the BM25 weight when `short_lexical_weight` is given.
        :returns: `documents`: the fused list.
        """
        scores: dict[str, float] = {}
        first: dict[str, Document] = {}
        lexical = self.weight_for(query)
        for documents, weight in ((lexical_documents, lexical), (dense_documents, 1 - lexical)):
            unique: dict[str, Document] = {}
            for doc in documents or []:
                unique.setdefault(doc.id, doc)  # its first, best place
            for doc_id, value in self._list_scores(list(unique.values()), weight).items():
                first.setdefault(doc_id, unique[doc_id])
                scores[doc_id] = scores.get(doc_id, 0.0) + value
        order = sorted(scores, key=lambda i: scores[i], reverse=True)
        # A cited article's chunks count where the ranked lists found their document among their first candidates:
        # "Article 22(3)" of a question on automated decisions is the GDPR's, not a technical rulebook's 22.2.
        # Of several documents that hold the cited article, the one the ranked lists rank highest: "Article 22 of the
        # 2025 sporting regulations" is the sporting rules' article, not the technical rules'.
        cited_files = {d.meta.get("file_name") for d in cited_documents or []}
        ranked_files = [first[i].meta.get("file_name") for i in order[: self.cited_within]]
        chosen_file = next((name for name in ranked_files if name in cited_files), None)
        cited_documents = [d for d in cited_documents or [] if d.meta.get("file_name") == chosen_file]
        if exact_documents and self.exact_top_k is not None:
            exact_documents = self._ranked_exact(exact_documents, [first[i] for i in order])[: self.exact_top_k]
        if exact_documents or cover_documents or cited_documents:
            # An exact match is what was asked for, whatever the ranked lists thought of it.
            top = max(scores.values(), default=1.0)
            looked_up = [*(cover_documents or []), *(exact_documents or []), *(cited_documents or [])]
            exact = {doc.id: doc for doc in looked_up}
            for doc_id, doc in exact.items():
                # The lookup's own copy, whichever list also found the chunk: it carries what the lookup says of it
                # (a cover passage's `cover_date`).
                first[doc_id] = doc
                scores[doc_id] = top
            order = list(exact) + [i for i in order if i not in exact]
            self._mark_cited(order, first, cited_documents)
        limit = top_k or self.top_k
        if limit is not None:
            order = order[:limit]
        return {"documents": [_with_score(first[i], scores[i]) for i in order]}

    @staticmethod
    def _ranked_exact(exact_documents: list[Document], fused: list[Document]) -> list[Document]:
        """
        :returns: The exact lookup's chunks, those whose document the fused list ranks higher first, a chunk the fused
            list holds itself before its document's others; the lookup's order breaks ties.
        """
        file_rank: dict[str, int] = {}
        own_rank: dict[str, int] = {}
        for rank, doc in enumerate(fused):
            file_rank.setdefault(doc.meta.get("file_name"), rank)
            own_rank.setdefault(doc.id, rank)
        unranked = len(fused)
        positions = {doc.id: i for i, doc in enumerate(exact_documents)}
        return sorted(
            exact_documents,
            key=lambda d: (
                file_rank.get(d.meta.get("file_name"), unranked),
                own_rank.get(d.id, unranked),
                positions[d.id],
            ),
        )

    @staticmethod
    def _mark_cited(order: list[str], first: dict[str, Document], cited_documents: list[Document]) -> None:
        """
        Marks the ranked lists' other chunks of a cited article (`meta["cited_article"]`, on a copy of their meta):
        the lookup returns a long article's first chunks, and the retrievers may find the one that answers ("Under
        Article 12, how long does the controller have to reply?": its paragraph 3, in the article's fifth chunk).
        """
        citations = {d.meta.get("file_name"): d.meta.get(CITED_ARTICLE) for d in cited_documents}
        if not cited_documents:
            return
        references = {name: cited_articles(str(citation)) for name, citation in citations.items() if citation}
        for doc_id in order:
            doc = first[doc_id]
            name = doc.meta.get("file_name")
            if (
                name in references
                and not doc.meta.get(CITED_ARTICLE)
                and cites(references[name], doc.meta.get("article"))
            ):
                clone = _with_score(doc, doc.score)
                clone.__dict__["meta"] = {**doc.meta, CITED_ARTICLE: citations[name]}  # not the retriever's meta
                first[doc_id] = clone

    def _list_scores(self, documents: list[Document], weight: float) -> dict[str, float]:
        """:returns: What each chunk of one retriever's list (best first, no repeats) adds to its fused score."""
        if self.method == "rrf":
            return reciprocal_rank_scores(documents, weight, self.k)
        known = [doc.score for doc in documents if doc.score is not None]
        if not known:
            return {doc.id: 0.0 for doc in documents}
        low, high = min(known), max(known)
        span = high - low
        return {
            doc.id: weight * (1.0 if span == 0 else ((doc.score if doc.score is not None else low) - low) / span)
            for doc in documents
        }


def reciprocal_rank_scores(documents: list[Document], weight: float = 1.0, k: int = 60) -> dict[str, float]:
    """
    One list's share of reciprocal rank fusion (Cormack et al., 2009): `weight / (k + rank)`, rank 1-based.

    :param documents: One ranking, best first; a chunk listed twice counts at its first (best) place.
    :param weight: The list's weight.
    :param k: The RRF rank constant (60 in the paper).
    :returns: Chunk id -> its score from this list.
    """
    scores: dict[str, float] = {}
    for rank, doc in enumerate(documents, start=1):
        scores.setdefault(doc.id, weight / (k + rank))
    return scores


def _with_score(doc: Document, score: float) -> Document:
    """
    :returns: A new Document with the fields of `doc` and `score`; what `dataclasses.replace` returns, without
        re-running Document's constructor for every candidate of every question. Like `replace`, it shares the
        input's meta, which in a pipeline is this component's own copy (Haystack copies every component's inputs).
    """
    clone = object.__new__(Document)
    clone.__dict__.update(doc.__dict__, score=score)  # not attribute assignment, which Document warns on
    return clone
