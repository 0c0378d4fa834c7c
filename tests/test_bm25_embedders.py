"""BM25 sparse embedders and the shared lexical analysis."""

import pytest
from haystack import Document

from rulebook.components.embedders.bm25_document_embedder import BM25SparseDocumentEmbedder, bm25_term_weights
from rulebook.components.embedders.bm25_text_embedder import BM25SparseTextEmbedder
from rulebook.text.lexical import analyze, analyze_question, term_index


class TestLexicalAnalyzer:
    def test_regulation_ids_stay_whole(self):
        terms = analyze("In accordance with Article B7.2.1, see § 214.7, GV.OC-01 and AC-2.")
        assert {"b7.2.1", "214.7", "gv.oc-01", "ac-2"} <= set(terms)

    def test_numbered_ids_also_give_their_parents(self):
        # "Part 214" must share a term with "§ 214.5"; lettered ids (B7.2.1) and ranges stay as they are.
        terms = analyze("§ 214.5 Responsibility for compliance; see 7.2.7 and Article B7.2.1.", parents=True)
        assert terms[-3:] == ["214", "7", "7.2"]
        assert "214" in analyze("a Part 214 requirement") and "b7" not in terms
        # Questions get no parents: "3.5 tonnes" must not bring in all of chapter 3.
        assert analyze("Can a tank car carry 3.5 tonnes?") == ["tank", "car", "carri", "3.5", "tonn"]

    def test_questions_lose_their_framing_words_passages_keep_them(self):
        assert analyze_question("What happens if a driver misses the weighbridge?") == ["driver", "miss", "weighbridg"]
        assert analyze_question("Tell me what the manual says; explain and describe it.") == ["manual"]
        assert analyze_question("What happened after the inspector said and told them?") == ["inspector"]
        assert analyze_question("What happens?") == []
        # A passage that writes "happens" is still found by it as a word of its text.
        assert "happen" in analyze("Drivers may request a change, provided such request happens before ...", parents=True)
        # Without framing words, a question's terms are analyze()'s.
        assert analyze_question("Who may inspect tank cars?") == analyze("Who may inspect tank cars?")

    def test_ligatures_and_stemming(self):
        assert analyze("ﬁnal Officials") == analyze("final official")
        assert "the" not in analyze("the tyres")

    def test_the_fast_tokenizer_gives_the_token_regex_tokens_on_real_pages(self):
        # tokenize() scans runs of token characters first; it must split text exactly as the one regex does, or
        # the passages indexed before and after it would disagree with the questions.
        import pymupdf

        from rulebook.text.lexical import _TOKEN, normalize, term_set, tokenize
        from tests.conftest import shared_pdf

        tricky = "Don't, AC-2(1); gv.oc-01 b7.2.1-3 2024-25 '§214.7' l'état 1.2.a x-1 ..5 a.b.c-12 -- rock'n'roll"
        texts = [tricky]
        for name in ("rail/FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf", "nist/NIST800-53B.pdf"):
            with pymupdf.open(shared_pdf(name)) as pdf:
                texts += [page.get_text() for page in pdf.pages(0, min(40, pdf.page_count))]
        for text in texts:
            assert tokenize(text) == _TOKEN.findall(normalize(text).lower())
            assert term_set(text) == frozenset(analyze(text, parents=True))
        assert tokenize(tricky)[:6] == ["don't", "ac-2", "1", "gv.oc-01", "b7.2.1-3", "2024-25"]

    def test_term_index_is_stable_and_31_bit(self):
        assert term_index("tyre") == term_index("tyre")
        assert 0 <= term_index("tyre") < 2**31


class TestBM25SparseDocumentEmbedder:
    def test_init_default(self):
        e = BM25SparseDocumentEmbedder()
        assert (e.k1, e.b, e.avg_doc_length) == (1.2, 0.75, 120.0)
        assert e.meta_fields_to_index == ["article", "article_title"]

    def test_init_with_parameters(self):
        e = BM25SparseDocumentEmbedder(k1=0.9, b=0.4, avg_doc_length=80, meta_fields_to_index=["title"])
        assert (e.k1, e.b, e.avg_doc_length, e.meta_fields_to_index) == (0.9, 0.4, 80, ["title"])

    def test_init_rejects_bad_parameters(self):
        with pytest.raises(ValueError, match="b=2"):
            BM25SparseDocumentEmbedder(b=2)

    def test_to_dict(self):
        assert BM25SparseDocumentEmbedder().to_dict() == {
            "type": "rulebook.components.embedders.bm25_document_embedder.BM25SparseDocumentEmbedder",
            "init_parameters": {
                "k1": 1.2,
                "b": 0.75,
                "avg_doc_length": 120.0,
                "meta_fields_to_index": ["article", "article_title"],
            },
        }

    def test_from_dict_round_trip(self):
        e = BM25SparseDocumentEmbedder(k1=1.5)
        again = BM25SparseDocumentEmbedder.from_dict(e.to_dict())
        assert again.to_dict() == e.to_dict()

    def test_run_weights_follow_bm25(self):
        doc = Document(content="tyre tyre compound", meta={"article": "B5.1", "article_title": "Tyres"})
        out = BM25SparseDocumentEmbedder().run(documents=[doc])["documents"][0]
        assert doc.sparse_embedding is None  # input not mutated
        weights = dict(zip(out.sparse_embedding.indices, out.sparse_embedding.values))
        # "tyre" occurs 3 times (title + twice in text) in a 5-term chunk; BM25 saturates it.
        expected = bm25_term_weights(analyze("B5.1 Tyres tyre tyre compound"), 1.2, 0.75, 120.0)
        assert weights == pytest.approx(expected)
        tf3 = weights[term_index("tyre")]
        norm = 1.2 * (1 - 0.75 + 0.75 * 5 / 120)
        assert tf3 == pytest.approx(3 * 2.2 / (3 + norm))
        assert tf3 < 2.2  # bounded by k1 + 1


class TestBM25SparseTextEmbedder:
    def test_to_dict_and_back(self):
        e = BM25SparseTextEmbedder()
        assert e.to_dict() == {"type": "rulebook.components.embedders.bm25_text_embedder.BM25SparseTextEmbedder", "init_parameters": {}}
        assert BM25SparseTextEmbedder.from_dict(e.to_dict()).to_dict() == e.to_dict()

    def test_query_terms_match_document_terms(self):
        q = BM25SparseTextEmbedder().run(text="What happens if a driver misses the weighbridge?")["sparse_embedding"]
        d = BM25SparseDocumentEmbedder().run(
            documents=[Document(content="Any driver who misses the weighbridge will be required to start from the pit lane.")]
        )["documents"][0].sparse_embedding
        shared = set(q.indices) & set(d.indices)
        assert {term_index("driver"), term_index("miss"), term_index("weighbridg")} <= shared

    def test_empty_question_gives_empty_vector(self):
        assert BM25SparseTextEmbedder().run(text="the of and")["sparse_embedding"].indices == []
