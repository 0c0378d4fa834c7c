"""ArticleRetriever: the chunks filed under the article a question cites, where the citation is unambiguous."""

import pytest
from haystack import Document
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

from rulebook.components.retrievers.article_retriever import ArticleRetriever
from rulebook.text.references import CITED_ARTICLE

LIVE = {"field": "meta.live", "operator": "==", "value": True}
DRONE = {"file_name": "drone_regulation.pdf"}
POLICY = {"file_name": "travel_policy.pdf"}
TECH = {"file_name": "technical_rules.pdf"}
GDPR = {"file_name": "gdpr.pdf"}


def chunk(text: str, meta: dict, article: str, page: int, index: int = 0, articles: list | None = None) -> Document:
    filed = {"article": article, "articles": articles or [article]}
    return Document(content=text, meta={**meta, **filed, "live": True, "page_start": page, "chunk_index": index})


@pytest.fixture()
def store(tmp_path):
    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
    store.write_documents(
        [
            chunk("Article 7 General operating rules\n1. Keep the aircraft in sight.", DRONE, "Article 7", 3, 1),
            chunk("2. Do not fly higher than 120 metres.", DRONE, "Article 7 (cont.)", 3, 2),
            chunk("Article 17 Entry into force\nThis Regulation applies from 1 July 2025.", DRONE, "Article 17", 4),
            chunk("ANNEX I\nThe limits apply with the general operating rules of Article 7.", DRONE, "Annex I", 5),
            chunk("Section 6 - Claims\nSubmit claims within 30 days.", POLICY, "Section 6", 3),
            chunk("Section 7 - Cards\nRepay personal purchases within 7 days.", POLICY, "Section 7", 3),
            chunk("22.1 The volume is defined in §21.9.", TECH, "22.1", 40),
            chunk("6.1 The fuel must comply with Appendix 4.", TECH, "6.1", 12),
            chunk("Article 17 Right to erasure\nThe data subject may obtain erasure.", GDPR, "Article 17", 9),
            # A chunk that packs an article in after its heading is filed under it too.
            chunk(
                "CHAPTER II\nArticle 3 Registration\nOperators shall register.",
                DRONE,
                "Chapter II",
                2,
                0,
                ["Article 3"],
            ),
        ]
    )
    yield store
    store.close()


def test_the_chunks_of_the_cited_article_in_page_order(store):
    articles = ArticleRetriever(document_store=store, filters=LIVE)
    found = articles.run(query="What does Article 7(3) say?")["documents"]
    assert [d.meta["article"] for d in found] == ["Article 7", "Article 7 (cont.)"]  # not Article 17 nor the annex
    assert all(d.score == 1.0 and d.meta[CITED_ARTICLE] == "article 7" for d in found)
    # Another label is another article: the policy's Section 7 is no Article 7.
    assert [d.meta["article"] for d in articles.run(query="what does section 7 say?")["documents"]] == ["Section 7"]
    assert [d.meta["article"] for d in articles.run(query="What does Article 22 say?")["documents"]] == ["22.1"]


def test_a_cited_paragraph_puts_the_chunk_where_it_opens_first(store):
    articles = ArticleRetriever(document_store=store, filters=LIVE, top_k=1)
    gdpr = {"field": "meta.file_name", "operator": "==", "value": "drone_regulation.pdf"}
    assert [d.content[:2] for d in articles.run(query="What does Article 7(2) say?", filters=gdpr)["documents"]] == [
        "2."
    ]
    assert articles.run(query="What does Article 7 say?", filters=gdpr)["documents"][0].content.startswith("Article 7")


def test_a_citation_found_in_several_documents_gets_each_ones_chunks_unless_one_is_searched(store):
    articles = ArticleRetriever(document_store=store, filters=LIVE, top_k=1)
    # "Article 17" of two regulations: which one is meant is for the ranked lists to say (the joiner keeps the
    # document they rank highest), so each document's chunks come, top_k of each.
    found = articles.run(query="what does Article 17 say?")["documents"]
    assert len(found) == 2 and len({d.meta["file_name"] for d in found}) == 2
    assert {d.meta["article"] for d in found} == {"Article 17"}
    gdpr = {"field": "meta.file_name", "operator": "==", "value": "gdpr.pdf"}
    found = articles.run(query="what does Article 17 of the GDPR say?", filters=gdpr)["documents"]
    assert [(d.meta["file_name"], d.meta["article"]) for d in found] == [("gdpr.pdf", "Article 17")]


def test_a_labelled_article_leaves_out_another_documents_bare_id(store):
    articles = ArticleRetriever(document_store=store, filters=LIVE)
    # "section 6": the policy's Section 6, not the technical rules' 6.1 (a bare id, which any label may cite).
    assert [d.meta["article"] for d in articles.run(query="what does section 6 say?")["documents"]] == ["Section 6"]
    assert [d.meta["article"] for d in articles.run(query="what does 6.1 say? clause 6")["documents"]] == ["6.1"]
    # An article packed into a chunk after its heading.
    registration = articles.run(query="What does Article 3 say?")["documents"]
    assert [d.meta["article"] for d in registration] == ["Chapter II"]


def test_a_cited_paragraph_takes_only_chunks_filed_under_a_paragraph(tmp_path):
    pool = {"file_name": "pool_code.pdf"}
    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
    store.write_documents(
        [
            chunk("para 5.12 After a diarrhoeal faecal release, the pool is closed.", pool, "para 5.12", 4),
            chunk("1.2 A watchkeeper rests 77 hours in any 7 days.", TECH, "1.2", 3),
            chunk("Regulation IV/1 Hours of rest\n1.2 A watchkeeper rests 10 hours.", DRONE, "Regulation IV/1", 2),
        ]
    )
    articles = ArticleRetriever(document_store=store, filters=LIVE)
    found = articles.run(query="According to para 5.12, what do we raise the free chlorine to?")["documents"]
    assert [(d.meta["article"], d.meta[CITED_ARTICLE]) for d in found] == [("para 5.12", "paragraph 5.12")]
    # A paragraph of an article, where no chunk is filed under a paragraph of that id: not another bare "1.2".
    found = articles.run(query="what does Regulation IV/1 para 1.2 say?")["documents"]
    assert [d.meta["article"] for d in found] == ["Regulation IV/1"]
    store.close()


def test_other_questions_and_a_disabled_lookup_get_nothing(store):
    assert ArticleRetriever(document_store=store, filters=LIVE).run(query="How fast may a drone fly?") == {
        "documents": []
    }
    assert ArticleRetriever(document_store=store, enabled=False).run(query="Article 7?") == {"documents": []}
    assert ArticleRetriever().run(query="Article 7?") == {"documents": []}
    with pytest.raises(ValueError, match="top_k"):
        ArticleRetriever(top_k=0)
