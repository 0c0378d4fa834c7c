"""
rulebook.components.caching.embedding_reuse: a new issue of a rulebook re-embeds only the chunks whose text changed,
and the text a chunk is embedded as is Haystack's.

Real input: chunks of the Hazmat manual indexed once per session, and (marked `shared_data`) excerpts of the FRA
Track and Structures manual, cut with PyMuPDF at test time; the "new issue" repeats the first excerpt's pages and
adds one.
"""

import logging

import numpy as np
import pytest
from haystack import Document

from rulebook.components.caching.embedding_reuse import KEY_FIELD, EmbeddingReuse, embedded_text
from tests.helpers import LIVE, chunks_of, new_book, pdf_excerpt


class TestEmbeddingReuse:
    @pytest.mark.shared_data
    def test_a_new_issue_embeds_only_its_new_chunks(self, book, tmp_path, caplog):
        first = pdf_excerpt(tmp_path / "track_issue_1.pdf", 4, 6)
        second = pdf_excerpt(tmp_path / "track_issue_2.pdf", 4, 7)
        assert book.index([first]).failures == []
        old = {c.meta[KEY_FIELD]: c for c in chunks_of(book, first.name)}
        with caplog.at_level(logging.INFO, logger="rulebook.components.caching.embedding_reuse"):
            report = book.index([second])
        assert report.failures == [] and report.documents == 1
        messages = [r.getMessage() for r in caplog.records if r.name == "rulebook.components.caching.embedding_reuse"]
        assert len(messages) == 1 and messages[0].startswith("Reused ")
        reused, to_embed = (int(w) for w in messages[0].split() if w.isdigit())
        new = chunks_of(book, second.name)
        shared = [c for c in new if c.meta[KEY_FIELD] in old]
        assert reused == len(shared) > 0 and to_embed == len(new) - len(shared) > 0
        for chunk in shared:  # the stored vector, copied
            assert chunk.content == old[chunk.meta[KEY_FIELD]].content
            assert chunk.embedding == old[chunk.meta[KEY_FIELD]].embedding

        # The same file embedded from scratch gives the same vectors (batching changes only float rounding).
        fresh = new_book(tmp_path / "fresh")
        fresh.index([second])
        scratch = {c.id: np.asarray(c.embedding) for c in fresh.store.filter_documents()}
        fresh.store.close()
        assert set(scratch) == {c.id for c in new}
        assert min(float(np.asarray(c.embedding) @ scratch[c.id]) for c in new) > 0.9999

    def test_the_key_names_the_embedded_text_and_model(self, book):
        store = book.store
        plain = EmbeddingReuse(document_store=store, model="sentence-transformers/all-MiniLM-L6-v2")
        chunk = Document(content="(a) Each railroad shall ...", meta={"title": "Part 214", "breadcrumb": "§ 214.7"})
        contextual = EmbeddingReuse(
            document_store=store, model=plain.model, meta_fields_to_embed=["title", "breadcrumb"]
        )
        other_model = EmbeddingReuse(document_store=store, model="BAAI/bge-small-en-v1.5")
        keys = {plain.key(chunk), contextual.key(chunk), other_model.key(chunk)}
        assert len(keys) == 3 and all(len(k) == 64 for k in keys)
        assert plain.key(chunk) == plain.key(Document(content=chunk.content))  # meta not embedded: not in the key

    def test_an_empty_store_sends_everything_to_the_embedder(self, book):
        reuse = EmbeddingReuse(document_store=book.store, model="sentence-transformers/all-MiniLM-L6-v2")
        chunks = [Document(content="§ 214.7 Definitions."), Document(content="§ 214.5 Responsibility.")]
        out = reuse.run(documents=chunks)
        assert out["reused"] == [] and [d.content for d in out["to_embed"]] == [d.content for d in chunks]
        assert all(d.meta[KEY_FIELD] == reuse.key(d) for d in out["to_embed"])
        assert all(KEY_FIELD not in d.meta for d in chunks)  # the input is not changed

    def test_serialisation_round_trip(self, book):
        reuse = book.pipeline("indexing").get_component("embedding_reuse")
        again = EmbeddingReuse.from_dict(reuse.to_dict())
        assert again.to_dict() == reuse.to_dict()
        assert reuse.model == book.settings.embedding_model and reuse.enabled

    def test_the_embedded_text_is_haystacks(self, hazmat_book):
        doc = sorted(hazmat_book.store.filter_documents(LIVE), key=lambda d: d.id)[0]
        text = embedded_text(doc, "passage: ", "!", ["article_title", "missing"], " | ")
        assert text == f"passage: {doc.meta['article_title']} | {doc.content}!"
