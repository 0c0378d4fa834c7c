import argparse
import json
from dataclasses import replace
from pathlib import Path

import pytest
from haystack import Document

from eval import structure
from eval.layouts import DocumentSpec, generate_zoo, render_document


@pytest.fixture(scope="module")
def truth() -> dict:
    return render_document(DocumentSpec("t", "gdpr_baseline", ("running_by_chapter",), 2, 3, 21))[1]


def _chunks(truth: dict, ids: list[str] | None = None) -> list[Document]:
    """One chunk per article holding its sentence, as a correct splitter would make them."""
    labels = [p["label"] for p in truth["pages"]]
    chunks = []
    for index, article in enumerate(truth["articles"]):
        article_id = ids[index] if ids else article["id"]
        start, end = article["page_start"], article["page_end"]
        meta = {
            "article": article_id,
            "articles": [article_id],
            "page_start": start,
            "page_end": end,
            "page_label_start": labels[start - 1],
            "page_label_end": labels[end - 1],
        }
        content = f"{article_id} {article['title']}\nSome words before. {article['sentence']} Some words after."
        chunks.append(Document(content=content, meta=meta))
    return chunks


def test_correct_chunks_grade_perfectly(truth):
    graded = structure.grade_document(truth, _chunks(truth), {"page_labels": [p["label"] for p in truth["pages"]]})
    figures = structure.rates(graded["counts"])
    assert figures["recall"] == figures["attribution"] == figures["attribution_primary"] == 1.0
    assert figures["page_span"] == figures["page_label"] == figures["page_labels"] == 1.0
    assert figures["header_leaks"] == figures["footer_leaks"] == 0
    assert graded["failures"] == []


def test_wrong_ids_are_caught(truth):
    ids = [a["id"] for a in truth["articles"]]
    shifted = ids[1:] + ids[:1]  # every chunk named after the next article
    graded = structure.grade_document(truth, _chunks(truth, shifted), {})
    figures = structure.rates(graded["counts"])
    assert figures["recall"] == 1.0 and figures["attribution"] == 0.0
    assert figures["page_labels"] == 0.0  # no page labels from the converter
    first = graded["failures"][0]
    assert (first["article"], first["chunk_article"], first["reason"]) == (ids[0], ids[1], "attribution")


def test_equivalent_id_forms_and_packed_chunks_count_as_attributed(truth):
    chunks = _chunks(truth, [a["id"].replace("Article", "Art.").upper() for a in truth["articles"]])
    assert structure.rates(structure.grade_document(truth, chunks, {})["counts"])["attribution"] == 1.0
    chunks = _chunks(truth)
    first, second = truth["articles"][:2]
    packed = Document(
        content=f"{chunks[0].content}\n{chunks[1].content}",
        meta={**chunks[0].meta, "articles": [first["id"], second["id"]]},
    )
    figures = structure.rates(structure.grade_document(truth, [packed, *chunks[2:]], {})["counts"])
    assert figures["attribution"] == 1.0
    assert figures["attribution_primary"] == pytest.approx(1 - 1 / len(truth["articles"]), abs=1e-4)


def test_broken_sentences_and_leaks_are_caught(truth):
    chunks = _chunks(truth)
    words = truth["articles"][0]["sentence"].split()
    # The first sentence cut between two chunks; the second with a running header inside it; the third with a
    # line-end hyphen left in it (found, but counted); a footer line in the fourth.
    header = next(p["headers"][1] for p in truth["pages"] if len(p["headers"]) == 2)
    footer = next(p["footers"][0] for p in truth["pages"] if p["footers"])
    chunks[0] = replace(chunks[0], content=" ".join(words[:10]))
    chunks.insert(1, Document(content=" ".join(words[10:]), meta=dict(chunks[0].meta)))
    second = truth["articles"][1]["sentence"].split()
    chunks[2] = replace(chunks[2], content=" ".join([*second[:8], header, *second[8:]]))
    third = truth["articles"][2]["sentence"]
    long_word = max(third.split(), key=len)
    chunks[3] = replace(chunks[3], content=third.replace(long_word, f"{long_word[:3]}-\n{long_word[3:]}"))
    chunks[4] = replace(chunks[4], content=f"{chunks[4].content}\n{footer}")
    graded = structure.grade_document(truth, chunks, {})
    counts = graded["counts"]
    assert (counts["split"], counts["interrupted"], counts["hyphen_broken"]) == (1, 1, 1)
    assert counts["headers_leaked"] == 1 and counts["footers_leaked"] == 1
    assert [f["reason"] for f in graded["failures"]] == ["split", "interrupted"]


def test_summarise_groups_and_deltas():
    clean = {"found": 4, "attributed": 4, "articles": 4}
    worse = {"found": 4, "attributed": 1, "articles": 4}
    summary = structure.summarise(
        [
            {"file": "a.pdf", "convention": "x", "hazards": [], "counts": clean},
            {"file": "b.pdf", "convention": "x", "hazards": ["toc", "tables"], "counts": worse},
        ]
    )
    assert summary["overall"]["attribution"] == 0.625
    assert summary["per_convention"]["x"]["documents"] == 2
    assert summary["per_hazard"]["none"]["attribution"] == 1.0
    assert summary["per_hazard"]["toc"]["attribution"] == 0.25
    assert summary["per_hazard"]["toc"]["attribution_delta"] == -0.75


def test_the_real_indexing_nodes_grade_a_zoo(tmp_path: Path, capsys):
    zoo = tmp_path / "zoo"
    generate_zoo(zoo, seed=1, small=True, only=["20_gdpr_baseline", "21_cfr_baseline"])
    (zoo / "no_truth.pdf").write_bytes((zoo / next(zoo.glob("*.pdf")).name).read_bytes())
    nodes = structure.indexing_nodes()
    assert type(nodes["splitter"]).__name__ == "ArticleSplitter" and nodes["splitter"].tokenizer
    args = argparse.Namespace(folder=zoo, json=True, report=tmp_path / "report", only=None, record=False)
    assert structure.main(args) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["overall"]["documents"] == 2  # the PDF without ground truth is skipped
    assert result["overall"]["recall"] > 0.5
    assert set(result["per_convention"]) == {"gdpr_baseline", "cfr_baseline"}
    assert set(result["per_hazard"]) == {"none"}
    assert (tmp_path / "report" / "structure.md").read_text().startswith("# Structure grading")
    assert (tmp_path / "report" / "structure.png").stat().st_size > 0


def test_a_rotated_page_in_two_columns_keeps_its_articles(tmp_path: Path, capsys):
    # A rotated page inside a two-column document, graded through the real indexing nodes: every article, those
    # printed on the rotated page included, is found whole under its own id.
    zoo = tmp_path / "zoo"
    generate_zoo(zoo, seed=12, small=True, matrix=["rotated_page+two_columns"], only=["chapter_restart", "fia"])
    args = argparse.Namespace(folder=zoo, json=True, report=None, only=None, record=False)
    assert structure.main(args) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["overall"]["documents"] == 2
    assert result["overall"]["recall"] == result["overall"]["attribution"] == 1.0, result["failures"]


def test_a_missing_folder_is_an_error(tmp_path: Path, capsys):
    args = argparse.Namespace(folder=tmp_path / "none", json=False, report=None, only=None, record=False)
    assert structure.main(args) == 2
    assert "python -m eval.layouts" in capsys.readouterr().err
