"""BM25Retriever over the embedded Qdrant store, in process (bm25s) and by Qdrant's sparse search."""

import pytest
from haystack import Document
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

from rulebook.components.embedders import BM25SparseDocumentEmbedder
from rulebook.components.retrievers import BM25Retriever
from rulebook.settings import Settings

LIVE = {"field": "meta.live", "operator": "==", "value": True}


def chunk(text: str, name: str, live: bool = True, article: str | None = None) -> Document:
    return Document(
        content=text, meta={"file_name": name, "live": live, "article": article, "page_start": 1, "page_end": 1}
    )


@pytest.fixture()
def store(tmp_path):
    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4, use_sparse_embeddings=True)
    chunks = [
        chunk("Inspectors may examine hazardous materials shipping papers.", "hazmat.pdf", article="§ 2.3"),
        chunk("The weighbridge procedure applies to every car after qualifying.", "f1.pdf", article="B4.1"),
        chunk("Tank cars carrying hazardous materials need placards.", "hazmat.pdf"),
        chunk("A half-written chunk about hazardous materials.", "hazmat.pdf", live=False),
    ]
    # With the sparse vectors the indexing graph writes, so Qdrant's own sparse search has something to score.
    store.write_documents(BM25SparseDocumentEmbedder().run(documents=chunks)["documents"])
    yield store
    store.close()


class TestBM25Retriever:
    def test_init_default(self, store):
        r = BM25Retriever(document_store=store)
        assert (r.top_k, r.k1, r.b, r.filters) == (30, 1.2, 0.75, None)
        assert r.meta_fields_to_index == ["article", "article_title"]

    def test_init_with_parameters(self, store):
        r = BM25Retriever(document_store=store, top_k=5, filters=LIVE, filter_policy="replace", k1=0.9, b=0.4)
        assert (r.top_k, r.k1, r.b, r.filter_policy.value) == (5, 0.9, 0.4, "replace")
        with pytest.raises(ValueError, match="top_k"):
            BM25Retriever(document_store=store, top_k=0)
        with pytest.raises(ValueError, match="k1"):
            BM25Retriever(document_store=store, k1=0)

    def test_to_dict(self, store):
        data = BM25Retriever(document_store=store, top_k=7, filters=LIVE).to_dict()
        assert data["type"] == "rulebook.components.retrievers.bm25_retriever.BM25Retriever"
        params = data["init_parameters"]
        assert params["top_k"] == 7 and params["filters"] == LIVE and params["filter_policy"] == "merge"
        assert params["document_store"]["type"].endswith("QdrantDocumentStore")

    def test_from_dict(self, store):
        data = BM25Retriever(document_store=store, top_k=7, k1=1.0).to_dict()
        data["init_parameters"]["document_store"]["init_parameters"]["path"] = None
        data["init_parameters"]["document_store"]["init_parameters"]["location"] = ":memory:"
        r = BM25Retriever.from_dict(data)
        assert r.top_k == 7 and r.k1 == 1.0 and isinstance(r.document_store, QdrantDocumentStore)

    def test_run_ranks_live_chunks_by_bm25(self, store):
        r = BM25Retriever(document_store=store, filters=LIVE)
        docs = r.run(query="Who may examine hazardous materials shipping papers?")["documents"]
        assert [d.meta["file_name"] for d in docs] == ["hazmat.pdf", "hazmat.pdf"]  # the half-written one is hidden
        assert docs[0].content.startswith("Inspectors") and docs[0].score > docs[1].score > 0
        assert r.run(query="the of and")["documents"] == []

    def test_run_filters_and_article_field(self, store):
        r = BM25Retriever(document_store=store, filters=LIVE)
        only_f1 = {"field": "meta.file_name", "operator": "in", "value": ["f1.pdf"]}
        assert r.run(query="hazardous materials", filters=only_f1)["documents"] == []
        # The article id is indexed with the text (a field, as in the Qdrant sparse path).
        assert r.run(query="B4.1")["documents"][0].meta["file_name"] == "f1.pdf"

    @pytest.mark.shared_data
    def test_question_framing_does_not_pick_the_passage(self):
        # Real chunks of FIA 2026 Sections A and B. "What happens if ..." once put A2.4 Competition Numbers first: it
        # is the one article that writes "happens" ("provided such request happens before ..."), a rare and so
        # heavily weighted term. The question's subject, the driver missing the weighbridge, is what counts now.
        from tests.ingestion_samples import chunks

        store = QdrantDocumentStore(location=":memory:", index="f1", embedding_dim=4, use_sparse_embeddings=True)
        store.write_documents(
            list(chunks("fia2026/section_a_general.pdf")) + list(chunks("fia2026/section_b_sporting.pdf"))
        )
        r = BM25Retriever(document_store=store)
        happens = [d for d in store.filter_documents() if d.meta.get("article") == "A2.4"]
        assert happens and "happens" in happens[0].content
        docs = r.run(query="What happens if a driver misses the weighbridge?")["documents"]
        assert docs and docs[0].meta["article"] != "A2.4"
        assert all("driver" in d.content.lower() for d in docs[:5])
        assert r.run(query="What happens?")["documents"] == []  # framing alone matches nothing, as stop words
        assert r.run(query="request happens before publication")["documents"][0].meta["article"] == "A2.4"

    def test_snapshot_follows_store_writes(self, store):
        r = BM25Retriever(document_store=store, filters=LIVE)
        assert r.run(query="pit lane speed")["documents"] == []
        store.write_documents([chunk("The pit lane speed limit is 80 km/h.", "f1.pdf")])
        assert r.run(query="pit lane speed")["documents"][0].meta["file_name"] == "f1.pdf"
        store.update_by_filter({"field": "meta.live", "operator": "==", "value": False}, {"live": True})
        assert len(r.run(query="hazardous materials")["documents"]) == 3
        store.delete_by_filter({"field": "meta.file_name", "operator": "==", "value": "f1.pdf"})
        assert r.run(query="pit lane speed")["documents"] == []


class TestBackend:
    def test_auto_is_bm25s_on_the_embedded_store(self, store):
        r = BM25Retriever(document_store=store)
        assert (r.backend, r.active_backend) == ("auto", "bm25s")
        assert r.to_dict()["init_parameters"]["backend"] == "auto"

    def test_auto_is_qdrant_on_a_server(self):
        # The store connects lazily: nothing listens at this address, and nothing is asked of it here.
        server = QdrantDocumentStore(url="http://127.0.0.1:9", index="t", embedding_dim=4, use_sparse_embeddings=True)
        assert BM25Retriever(document_store=server).active_backend == "qdrant"

    def test_qdrant_sparse_search_ranks_as_bm25s(self, store):
        question = "Who may examine hazardous materials shipping papers?"
        in_process = BM25Retriever(document_store=store, filters=LIVE, backend="bm25s").run(query=question)["documents"]
        qdrant = BM25Retriever(document_store=store, filters=LIVE, backend="qdrant").run(query=question)["documents"]
        assert [d.id for d in qdrant][:2] == [d.id for d in in_process][:2]
        assert all(d.meta["live"] for d in qdrant)

    def test_bad_backend_and_bad_setting(self, store):
        with pytest.raises(ValueError, match="backend"):
            BM25Retriever(document_store=store, backend="lucene")
        with pytest.raises(ValueError, match="RULEBOOK_LEXICAL"):
            Settings.from_env(environ={"RULEBOOK_LEXICAL": "lucene"})
