"""WeightedRankFusion (min-max score fusion and weighted RRF), and the load-time switch that puts it in place of the
RRF joiner."""

import pymupdf
import pytest
from haystack import Document

from rulebook.components.joiners.weighted_rank_fusion import WeightedRankFusion
from rulebook.engine import Rulebook
from rulebook.pipelines import configured_graph, run_inputs
from rulebook.settings import Settings
from tests.ingestion_samples import shared_pdf

SIGNAL = "rail/FRA-Signal_Train_Control-2012.pdf"

A, B, C = (Document(id=i, content=i) for i in "abc")


def scored(doc_id: str, score: float | None, file_name: str | None = None) -> Document:
    return Document(id=doc_id, content=doc_id, score=score, meta={"file_name": file_name} if file_name else {})


class TestWeightedRankFusion:
    def test_init_default(self):
        f = WeightedRankFusion()
        assert (f.lexical_weight, f.k, f.top_k, f.method) == (0.5, 60, None, "rrf")

    def test_init_with_parameters(self):
        f = WeightedRankFusion(lexical_weight=0.8, k=10, top_k=3)
        assert (f.lexical_weight, f.k, f.top_k) == (0.8, 10, 3)
        with pytest.raises(ValueError, match="lexical_weight"):
            WeightedRankFusion(lexical_weight=1.5)
        with pytest.raises(ValueError, match="min_max, rrf"):
            WeightedRankFusion(method="convex")

    def test_to_dict(self):
        assert WeightedRankFusion(lexical_weight=0.7).to_dict() == {
            "type": "rulebook.components.joiners.weighted_rank_fusion.WeightedRankFusion",
            "init_parameters": {
                "lexical_weight": 0.7,
                "k": 60,
                "top_k": None,
                "method": "rrf",
                "short_lexical_weight": None,
                "short_terms": 8,
                "long_terms": 16,
                "cited_within": 10,
                "exact_top_k": None,
            },
        }

    def test_from_dict(self):
        f = WeightedRankFusion.from_dict(
            WeightedRankFusion(lexical_weight=0.2, top_k=5, method="min_max", short_lexical_weight=0.1).to_dict()
        )
        assert (f.lexical_weight, f.top_k, f.method, f.short_lexical_weight) == (0.2, 5, "min_max", 0.1)

    def test_init_rejects_bad_length_parameters(self):
        with pytest.raises(ValueError, match="short_lexical_weight"):
            WeightedRankFusion(short_lexical_weight=1.2)
        with pytest.raises(ValueError, match="short_terms < long_terms"):
            WeightedRankFusion(short_terms=10, long_terms=10)

    def test_the_bm25_weight_follows_the_question_length(self):
        fusion = WeightedRankFusion(lexical_weight=0.7, method="min_max", short_lexical_weight=0.5)
        # Distinct BM25 terms: stop words and framing words ("what", "does", "say") do not count.
        short = "What does the manual say about brake valves?"  # 3 terms
        middle = "brake valve placard tank crew signal gate light track bridge radio switch"  # 12 terms
        long = middle + " boiler engine hopper ladder coupler axle wheel"  # 19 terms
        assert fusion.weight_for(short) == pytest.approx(0.5)
        assert fusion.weight_for(middle) == pytest.approx(0.6)
        assert fusion.weight_for(long) == pytest.approx(0.7)
        assert fusion.weight_for(None) == 0.7
        assert WeightedRankFusion(lexical_weight=0.7).weight_for(short) == 0.7  # no short weight: constant

    def test_a_short_question_leans_on_the_dense_list(self):
        lexical = [scored("a", 12.0), scored("b", 6.0), scored("c", 2.0)]
        dense = [scored("b", 0.8), scored("a", 0.4), scored("c", 0.3)]
        fusion = WeightedRankFusion(lexical_weight=0.7, method="min_max", short_lexical_weight=0.3)
        # a: BM25 1, cosine 0.2; b: BM25 0.4, cosine 1. Long question (weight 0.7): a 0.76, b 0.58.
        long = "brake valve placard tank crew signal gate light track bridge radio switch boiler engine hopper ladder"
        assert [d.id for d in fusion.run(dense_documents=dense, lexical_documents=lexical, query=long)["documents"]][
            :2
        ] == ["a", "b"]
        # Short question (weight 0.3): a 0.44, b 0.82.
        out = fusion.run(dense_documents=dense, lexical_documents=lexical, query="brake valves?")["documents"]
        assert [d.id for d in out][:2] == ["b", "a"]
        assert out[0].score == pytest.approx(0.3 * 0.4 + 0.7 * 1.0)

    def test_run_exact_scores(self):
        out = WeightedRankFusion(lexical_weight=0.75, k=60).run(dense_documents=[B, A], lexical_documents=[A, C])[
            "documents"
        ]
        assert [d.id for d in out] == ["a", "c", "b"]
        assert out[0].score == pytest.approx(0.75 / 61 + 0.25 / 62)
        assert out[1].score == pytest.approx(0.75 / 62) and out[2].score == pytest.approx(0.25 / 61)
        assert A.score is None  # inputs are not mutated

    def test_an_exact_lookups_chunks_go_first_once(self):
        fusion = WeightedRankFusion(lexical_weight=0.5, method="min_max")
        out = fusion.run(
            dense_documents=[scored("b", 0.6), scored("a", 0.2)],
            lexical_documents=[scored("b", 9.0), scored("c", 1.0)],
            exact_documents=[scored("c", 1.0), scored("d", 1.0)],
        )["documents"]
        assert [d.id for d in out] == ["c", "d", "b", "a"]
        assert out[0].score == out[1].score == out[2].score == pytest.approx(1.0)  # as the best fused chunk
        assert [d.id for d in fusion.run(dense_documents=[B], exact_documents=[])["documents"]] == ["b"]

    def test_a_cover_passage_goes_first_and_keeps_its_mark(self):
        fusion = WeightedRankFusion(lexical_weight=0.5, method="min_max")
        cover = Document(id="c", content="Issued: 14 March 2023", meta={"cover_date": "14 March 2023"}, score=1.0)
        out = fusion.run(
            dense_documents=[scored("b", 0.6), scored("a", 0.2)],
            lexical_documents=[scored("b", 9.0), scored("c", 1.0)],  # the same chunk, found without its mark
            exact_documents=[scored("d", 1.0)],
            cover_documents=[cover],
        )["documents"]
        assert [d.id for d in out] == ["c", "d", "b", "a"]
        assert out[0].meta["cover_date"] == "14 March 2023"

    def test_a_cited_articles_chunks_go_first_where_the_ranked_lists_found_their_document(self):
        fusion = WeightedRankFusion(lexical_weight=0.5, method="min_max", cited_within=2)
        ranked = {
            "dense_documents": [scored("b", 0.6, "gdpr.pdf"), scored("a", 0.2, "gdpr.pdf")],
            "lexical_documents": [scored("b", 9.0, "gdpr.pdf"), scored("c", 1.0, "tech.pdf")],
        }
        article = Document(id="g", content="Article 7", meta={"file_name": "gdpr.pdf", "cited_article": "article 7"})
        out = fusion.run(**ranked, cited_documents=[article])["documents"]
        assert [d.id for d in out] == ["g", "b", "c", "a"] and out[0].meta["cited_article"] == "article 7"
        # A chunk of a document the ranked lists did not find among their first chunks stays out.
        other = Document(id="t", content="22.1", meta={"file_name": "tech2.pdf", "cited_article": "article 22"})
        assert [d.id for d in fusion.run(**ranked, cited_documents=[other])["documents"]] == ["b", "c", "a"]
        with pytest.raises(ValueError, match="cited_within"):
            WeightedRankFusion(cited_within=0)

    def test_of_several_documents_citing_the_article_the_one_ranked_highest_wins(self):
        fusion = WeightedRankFusion(lexical_weight=0.5, method="min_max", cited_within=3)
        ranked = {
            "dense_documents": [scored("b", 0.6, "sporting.pdf"), scored("a", 0.2, "technical.pdf")],
            "lexical_documents": [scored("b", 9.0, "sporting.pdf"), scored("c", 1.0, "technical.pdf")],
        }
        cited = [
            Document(
                id="t", content="22.1 Bodywork", meta={"file_name": "technical.pdf", "cited_article": "article 22"}
            ),
            Document(id="s", content="22.1 DRS", meta={"file_name": "sporting.pdf", "cited_article": "article 22"}),
        ]
        assert [d.id for d in fusion.run(**ranked, cited_documents=cited)["documents"]] == ["s", "b", "c", "a"]

    def test_of_several_glossary_entries_those_of_the_documents_ranked_highest_are_kept(self):
        # Several issues of a rulebook define "Inaugural Season"; the entries come in store order, and the one of the
        # issue the question is about is the one the ranked lists find.
        fusion = WeightedRankFusion(lexical_weight=0.5, method="min_max", exact_top_k=1)
        ranked = {
            "dense_documents": [scored("b", 0.6, "2026.pdf"), scored("a", 0.2, "2025.pdf")],
            "lexical_documents": [scored("b", 9.0, "2026.pdf"), scored("c", 1.0, "2024.pdf")],
        }
        entries = [scored("e24", 1.0, "2024.pdf"), scored("e26", 1.0, "2026.pdf"), scored("e25", 1.0, "2025.pdf")]
        assert [d.id for d in fusion.run(**ranked, exact_documents=entries)["documents"]] == ["e26", "b", "c", "a"]
        # Without exact_top_k, every entry goes first, in the lookup's order.
        plain = WeightedRankFusion(lexical_weight=0.5, method="min_max")
        assert [d.id for d in plain.run(**ranked, exact_documents=entries)["documents"][:3]] == ["e24", "e26", "e25"]
        with pytest.raises(ValueError, match="exact_top_k"):
            WeightedRankFusion(exact_top_k=0)

    def test_the_ranked_lists_other_chunks_of_the_cited_article_are_marked(self):
        fusion = WeightedRankFusion(lexical_weight=0.5, method="min_max")
        later = Document(
            id="p", content="3. within one month", meta={"file_name": "gdpr.pdf", "article": "Article 12"}, score=0.9
        )
        elsewhere = Document(
            id="q", content="one month", meta={"file_name": "gdpr.pdf", "article": "Article 20"}, score=0.8
        )
        first = Document(
            id="f", content="Article 12. 1.", meta={"file_name": "gdpr.pdf", "cited_article": "article 12"}
        )
        out = fusion.run(dense_documents=[later, elsewhere], cited_documents=[first])["documents"]
        assert [(d.id, d.meta.get("cited_article")) for d in out] == [
            ("f", "article 12"),
            ("p", "article 12"),
            ("q", None),
        ]
        assert "cited_article" not in later.meta  # the retriever's own chunk is left as it was

    def test_run_equal_weights_is_plain_rrf_and_handles_missing_lists(self):
        out = WeightedRankFusion().run(dense_documents=[B, A], lexical_documents=[A, B], top_k=1)["documents"]
        assert len(out) == 1
        assert [d.id for d in WeightedRankFusion().run(lexical_documents=[C, A])["documents"]] == ["c", "a"]
        assert WeightedRankFusion().run()["documents"] == []

    def test_min_max_exact_scores(self):
        # BM25 12 / 6 / 2 scale to 1 / 0.4 / 0; cosines 0.8 / 0.5 to 1 / 0. A chunk absent from a list gets 0 from it.
        lexical = [scored("a", 12.0), scored("b", 6.0), scored("c", 2.0)]
        dense = [scored("d", 0.8), scored("b", 0.5)]
        out = WeightedRankFusion(lexical_weight=0.7, method="min_max").run(
            dense_documents=dense, lexical_documents=lexical
        )
        assert [d.id for d in out["documents"]] == ["a", "d", "b", "c"]
        scores = {d.id: d.score for d in out["documents"]}
        assert scores == pytest.approx({"a": 0.7, "b": 0.7 * 0.4, "d": 0.3, "c": 0.0})
        assert lexical[0].score == 12.0  # inputs are not mutated

    def test_min_max_uses_score_gaps_that_rrf_ignores(self):
        # One BM25 match far ahead of the rest: min-max keeps it first; weighted RRF, by ranks only, puts the chunk
        # both retrievers found second first.
        lexical = [scored("a", 30.0), scored("b", 5.0), scored("c", 4.9)]
        dense = [scored("b", 0.61), scored("c", 0.60), scored("a", 0.58), scored("d", 0.20)]
        by_scores = WeightedRankFusion(lexical_weight=0.5, method="min_max").run(
            dense_documents=dense, lexical_documents=lexical
        )
        by_ranks = WeightedRankFusion(lexical_weight=0.5, method="rrf").run(
            dense_documents=dense, lexical_documents=lexical
        )
        assert by_scores["documents"][0].id == "a"
        assert by_ranks["documents"][0].id == "b"

    def test_min_max_edge_cases(self):
        fusion = WeightedRankFusion(lexical_weight=0.6, method="min_max")
        # Equal scores all count as the list's best; a repeated chunk counts once; a missing score is the lowest.
        out = fusion.run(lexical_documents=[scored("a", 3.0), scored("b", 3.0), scored("a", 1.0)])["documents"]
        assert [(d.id, d.score) for d in out] == [("a", pytest.approx(0.6)), ("b", pytest.approx(0.6))]
        out = fusion.run(dense_documents=[scored("a", 0.9), scored("b", None), scored("c", 0.3)])["documents"]
        assert {d.id: round(d.score, 6) for d in out} == {"a": 0.4, "b": 0.0, "c": 0.0}
        assert fusion.run(dense_documents=[], lexical_documents=None)["documents"] == []


def query_graph(settings: Settings) -> dict:
    return configured_graph("query", settings)


class TestFusionSettings:
    def test_default_is_min_max_fusion_with_its_own_weight(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path, qdrant_url=None)
        assert (settings.fusion, settings.lexical_weight) == ("min_max", 0.7)
        graph = query_graph(settings)
        joiner = graph["components"]["joiner"]
        assert joiner["type"].endswith("WeightedRankFusion")
        assert joiner["init_parameters"] == {
            "lexical_weight": 0.7,
            "top_k": 30,
            "method": "min_max",
            "short_lexical_weight": 0.5,
            "exact_top_k": 2,
        }
        # The question reaches the fusion, whose BM25 weight follows its length (as searched: spelling corrected).
        assert {"sender": "spelling.query", "receiver": "joiner.query"} in graph["connections"]
        assert {"sender": "dense_retriever.documents", "receiver": "joiner.dense_documents"} in graph["connections"]
        assert {"sender": "sparse_retriever.documents", "receiver": "joiner.lexical_documents"} in graph["connections"]

    def test_rrf_has_its_own_weights(self, tmp_path, monkeypatch):
        assert Settings.from_env(data_dir=tmp_path, fusion="rrf").lexical_weight == 0.85
        assert Settings.from_env(data_dir=tmp_path, fusion="rrf").short_lexical_weight is None
        monkeypatch.setenv("RULEBOOK_FUSION", " RRF ")
        settings = Settings.from_env(data_dir=tmp_path)
        assert (settings.fusion, settings.lexical_weight) == ("rrf", 0.85)
        assert query_graph(settings)["components"]["joiner"]["init_parameters"]["method"] == "rrf"
        monkeypatch.setenv("RULEBOOK_FUSION", "convex")
        with pytest.raises(ValueError, match="RULEBOOK_FUSION='convex': use one of min_max, rrf"):
            Settings.from_env(data_dir=tmp_path)

    def test_rrf_at_half_weight_orders_as_haystacks_rrf_joiner(self):
        from haystack.components.joiners import DocumentJoiner

        dense = [Document(id=i, content=i, score=s) for i, s in (("a", 0.9), ("b", 0.8), ("c", 0.7), ("d", 0.1))]
        lexical = [Document(id=i, content=i, score=s) for i, s in (("c", 9.0), ("a", 5.0), ("e", 1.0))]
        ours = WeightedRankFusion(lexical_weight=0.5, method="rrf").run(
            dense_documents=dense, lexical_documents=lexical
        )
        theirs = DocumentJoiner(join_mode="reciprocal_rank_fusion").run(documents=[dense, lexical])
        assert [d.id for d in ours["documents"]] == [d.id for d in theirs["documents"]]

    def test_bad_weight_names_the_variable(self, monkeypatch):
        for name, value in (("RULEBOOK_LEXICAL_WEIGHT", "2.0"), ("RULEBOOK_SHORT_LEXICAL_WEIGHT", "-0.1")):
            with pytest.raises(ValueError, match=name):
                Settings.from_env(environ={name: value})
        monkeypatch.setenv("RULEBOOK_SHORT_LEXICAL_WEIGHT", "0.6")
        assert Settings.from_env().short_lexical_weight == 0.6
        monkeypatch.setenv("RULEBOOK_SHORT_LEXICAL_WEIGHT", "None")
        assert Settings.from_env().short_lexical_weight is None  # the same weight at any length
        monkeypatch.setenv("RULEBOOK_SHORT_LEXICAL_WEIGHT", "half")
        with pytest.raises(ValueError, match="RULEBOOK_SHORT_LEXICAL_WEIGHT='half': use a number"):
            Settings.from_env()


@pytest.fixture(scope="module")
def signal_book(tmp_path_factory):
    """Part 234 of the FRA Signal and Train Control manual: its definitions (§ 234.5, pages 99-104) and its
    inspection and test rules (§ 234.249-§ 234.273, pages 130-140), 17 pages, indexed with the default settings
    (the store is left open, as the session's other stores)."""
    folder = tmp_path_factory.mktemp("signal_corpus")
    source = pymupdf.open(shared_pdf(SIGNAL))
    source.select([*range(98, 104), *range(129, 140)])
    source.save(folder / "FRA-Signal_Train_Control-2012.pdf")
    book = Rulebook(Settings.from_env(data_dir=tmp_path_factory.mktemp("signal_store"), qdrant_url=None, top_k=5))
    assert book.index([folder]).failures == []
    return book


@pytest.mark.shared_data
class TestQuestionLengthOnRealPassages:
    QUESTION = "How often do we have to check the warning time on a crossing's lights and gates?"

    def test_a_short_field_question_finds_the_rule_not_the_definitions(self, signal_book):
        # BM25 alone prefers § 234.5 Definitions, which writes "warning time", "crossing", "lights" and "gates"
        # again and again; the embedding reads what is asked: § 234.259 Warning time ("... tested for the
        # prescribed warning time at least once every 12 months").
        docs = signal_book.retrieve(self.QUESTION)["documents"]
        assert docs[0].meta["article"] == "§ 234.259"
        assert "12 months" in docs[0].content

    def test_at_the_long_question_weight_the_definitions_win(self, signal_book):
        # The same candidate lists, fused with the weight a long question gets (0.7 whatever the length).
        pipeline = signal_book.pipeline("retrieve")
        inputs = signal_book.graph("retrieve")["inputs"]
        lists = pipeline.run(
            run_inputs(inputs, {"query": self.QUESTION, "filters": None}),
            include_outputs_from={"dense_retriever", "sparse_retriever"},
        )
        dense, lexical = lists["dense_retriever"]["documents"], lists["sparse_retriever"]["documents"]
        constant = WeightedRankFusion(lexical_weight=0.7, method="min_max")
        assert (
            constant.run(dense_documents=dense, lexical_documents=lexical, query=self.QUESTION)["documents"][0].meta[
                "article"
            ]
            == "§ 234.5"
        )
        adaptive = WeightedRankFusion(lexical_weight=0.7, method="min_max", short_lexical_weight=0.5)
        assert (
            adaptive.run(dense_documents=dense, lexical_documents=lexical, query=self.QUESTION)["documents"][0].meta[
                "article"
            ]
            == "§ 234.259"
        )
