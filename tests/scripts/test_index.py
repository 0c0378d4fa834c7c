"""
scripts/index.py end to end on stores of its own: every passage of a passage file becomes a chunk, listing what is
indexed loads no model, --prune, --list and --delete, exit status 1 when any file fails, and one-line errors for
files that fail and for a model setting that names no model.
"""

import json
import os
import re
import subprocess
import sys
from datetime import datetime

import pymupdf
import pytest

from rulebook.cli import plural
from rulebook.settings import PROJECT_ROOT, Settings
from rulebook.store import document_store
from tests.helpers import chunks_of, run_script_and_list_haystack, sha256
from tests.text_samples import gdpr_articles, markdown_page

SCRIPT = str(PROJECT_ROOT / "scripts" / "index.py")
# More passages than any depth of the query graph (30 after fusion): the indexing graph must keep them all.
ROWS = [
    {
        "ID": f"p{i}",
        "DocumentID": 9,
        "PassageID": f"{i}.1",
        "Passage": f"Rule {i}: an authorised person must keep record number {i} of each client transaction for six "
        f"years and show it to the regulator on request within {i + 2} business days.",
    }
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


def test_listing_a_store_never_made_lists_nothing_and_makes_no_folder(tmp_path):
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "fresh"), "HF_HUB_OFFLINE": "1"}
    listed = subprocess.run([sys.executable, SCRIPT, "--list"], env=env, capture_output=True, text=True, timeout=600)
    assert listed.returncode == 0 and listed.stdout.strip().endswith(plural(0, "document"))
    assert not (tmp_path / "fresh" / "qdrant").exists()


@pytest.mark.shared_data
def test_index_script_prune_and_list(book, folder, tmp_path):
    (folder / "gdpr_6.md").write_text(markdown_page(gdpr_articles((6,))), encoding="utf-8")
    book.index([folder])
    expected = {d["file_name"]: d for d in book.list_documents() if d["file_name"] != "gdpr_6.md"}
    book.store.close()  # the embedded store admits one process at a time; the script opens it next
    (folder / "gdpr_6.md").unlink()
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store")}
    out = subprocess.run(
        [sys.executable, SCRIPT, str(folder), "--prune", "--json"], capture_output=True, text=True, env=env, timeout=300
    )
    assert out.returncode == 0, out.stderr
    assert "pruned: gdpr_6.md" in out.stderr  # with --json, the reader's lines go to stderr
    report = json.loads(out.stdout)
    assert report["pruned"] == ["gdpr_6.md"] and sorted(report["skipped"]) == ["gdpr.md", "track.pdf"]

    listed = subprocess.run([sys.executable, SCRIPT, "--list"], capture_output=True, text=True, env=env, timeout=300)
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.strip().splitlines()
    assert lines[-1] == "2 documents"
    for line, name in zip(lines[:-1], sorted(expected), strict=True):
        file_name, pages, chunks, dated, digest, indexed_at, model = line.split("\t")
        assert dated == "no date read"  # a CFR excerpt and a Markdown page print no date on a cover
        entry = expected[name]
        assert file_name == name
        assert pages == plural(entry["pages"], "page") and chunks == plural(entry["chunks"], "chunk")
        if entry["pages"] == 1:
            assert pages == "1 page"  # gdpr.md: a Markdown file is one page
        assert digest == sha256(folder / name)[:12] == entry["file_sha256"][:12]
        assert indexed_at.startswith("indexed ")
        when = indexed_at.removeprefix("indexed ")
        assert datetime.fromisoformat(when) == datetime.fromisoformat(entry["indexed_at"])
        assert model == entry["embedding_model"] == "sentence-transformers/all-MiniLM-L6-v2"
    assert expected["track.pdf"]["pages"] == 3 and expected["gdpr.md"]["pages"] == 1
    # The store reopens for this process; the pruned file's chunks are gone from it, live or not.
    assert chunks_of(book, "gdpr_6.md") == []
    assert {d["file_name"] for d in book.list_documents()} == set(expected)


def test_index_script_fails_before_haystack_loads_when_no_pdf_opens(tmp_path):
    # Empty, damaged, password-protected and blank PDFs: each named with what to do, in a second, and no store is
    # made.
    import pymupdf

    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "empty.pdf").write_bytes(b"")
    (bad / "fake.pdf").write_bytes(b"this is not a PDF at all")
    with pymupdf.open() as pdf:
        pdf.new_page().insert_text((72, 72), "Article 1 Scope")
        pdf.save(bad / "locked.pdf", encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret", owner_pw="owner")
    with pymupdf.open() as pdf:
        pdf.new_page()
        pdf.new_page()
        pdf.save(bad / "blank.pdf")
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store")}
    code, err, loaded = run_script_and_list_haystack(SCRIPT, str(bad), env=env)
    assert code == 2 and not loaded
    assert "empty.pdf: the file is empty (0 bytes)" in err and "fake.pdf: not a readable PDF" in err
    assert "locked.pdf: the PDF is password-protected" in err and err.strip().endswith("error: nothing to index")
    assert "blank.pdf: its 2 page(s) are blank" in err
    assert not (tmp_path / "store").exists()


def test_pruning_with_only_a_missing_path_is_an_error_with_no_report(tmp_path):
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store"), "HF_HUB_OFFLINE": "1"}
    command = [sys.executable, SCRIPT, str(tmp_path / "missing"), "--prune"]
    run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 2 and "indexed 0 documents" not in run.stdout + run.stderr
    assert "missing: no such file or folder" in run.stderr and "nothing pruned" in run.stderr
    assert run.stderr.strip().endswith("error: nothing to index")
    as_json = subprocess.run([*command, "--json"], env=env, capture_output=True, text=True, timeout=600)
    assert as_json.returncode == 2 and list(json.loads(as_json.stdout.strip().splitlines()[-1])) == ["error"]


def test_paths_that_name_no_file_fail_before_haystack_loads(tmp_path):
    (tmp_path / "notes.docx").write_bytes(b"PK")
    code, err, loaded = run_script_and_list_haystack(SCRIPT, str(tmp_path / "missing"), str(tmp_path / "notes.docx"))
    assert code == 2 and not loaded
    assert "missing: no such file or folder" in err and "unsupported file type .docx" in err
    assert err.strip().endswith("error: nothing to index")


def test_index_script_fails_when_some_files_fail(tmp_path):
    """One good file and one bad one: the good one is indexed, the bad one named, and the exit status is 1."""
    folder = tmp_path / "mixed"
    folder.mkdir()
    (folder / "rules.md").write_text("# Rule 4\n\n## 4.1 Records\n\nA carrier must keep each inspection record.\n")
    (folder / "fake.pdf").write_bytes(b"this is not a PDF at all")
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store"), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run(
        [sys.executable, SCRIPT, str(folder), "--json"], capture_output=True, text=True, env=env, timeout=300
    )
    assert out.returncode == 1, out.stderr
    lines = [line.rsplit("\r", 1)[-1] for line in out.stderr.splitlines()]  # past tqdm's redrawn bar
    errors = [line for line in lines if line.startswith("error: ")]
    assert len(errors) == 1 and errors[0].startswith("error: fake.pdf: "), out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["documents"] == 1 and [f["file"] for f in report["failures"]] == ["fake.pdf"]
    # The summary line (on stderr with --json) says what this run indexed.
    assert any(line.startswith("indexed 1 document, 1 page, ") and "(0 unchanged, 1 failed)" in line for line in lines)


def test_a_truncated_pdf_is_indexed_and_reported_as_damaged(tmp_path):
    """
    The first half of a good PDF: what is left is indexed, exit status 0, and the summary says it was repaired; a
    .docx beside it is named as not indexed.
    """
    doc = pymupdf.open()
    for number in range(1, 4):
        lines = [f"Rule {number}.{i} A member must wear a buoyancy aid afloat." for i in range(30)]
        doc.new_page().insert_text((72, 72), "\n".join(lines), fontsize=9)
    data = doc.tobytes()
    folder = tmp_path / "pdfs"
    folder.mkdir()
    (folder / "truncated.pdf").write_bytes(data[: len(data) // 2])
    (folder / "visitor_rules.docx").write_bytes(b"PK\x03\x04")  # a folder's file of another type is named
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store"), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run(
        [sys.executable, SCRIPT, str(folder), "--json"], capture_output=True, text=True, env=env, timeout=300
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["documents"] == 1 and report["failures"] == [] and report["repaired"] == ["truncated.pdf"]
    lines = [line.rsplit("\r", 1)[-1] for line in out.stderr.splitlines()]  # past tqdm's redrawn bar
    assert any(
        line.startswith("indexed 1 document, 3 pages, ")
        and line.endswith("; 1 document was damaged and repaired: some text may be missing (truncated.pdf)")
        for line in lines
    ), out.stderr
    assert report["unsupported"] == ["visitor_rules.docx"]
    assert any(
        line.startswith("not indexed, unsupported type (.pdf,") and line.endswith(": visitor_rules.docx")
        for line in lines
    )


def test_a_model_setting_that_names_no_model_is_one_line(tmp_path, monkeypatch, capsys):
    from scripts.index import main

    not_a_model = tmp_path / "notes"
    not_a_model.mkdir()
    (not_a_model / "f.txt").write_text("not weights")
    monkeypatch.setenv("RULEBOOK_DATA_DIR", str(tmp_path / "store"))
    for value, says in (
        (not_a_model, "not a Sentence Transformers model"),
        (tmp_path / "missing", "no such model folder"),
    ):
        monkeypatch.setenv("RULEBOOK_EMBEDDING_MODEL", str(value))
        assert main(["--list"]) == 2
        err = capsys.readouterr().err
        assert says in err and err.count("\n") == 1 and "Traceback" not in err


def test_sharded_indexers_fill_one_collection_without_duplicates(tmp_path):
    """Two indexers, `--shard 1/2` and `--shard 2/2`, over the same folder: every file once, each by one of them."""
    folder = tmp_path / "rules"
    folder.mkdir()
    for i in range(6):
        (folder / f"rule-{i}.md").write_text(f"# Rule {i}\n\n## {i}.1 Scope\n\nThese rules apply to inspector {i}.\n")
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "data"), "HF_HUB_OFFLINE": "1"}
    outputs = []
    for shard in ("1/2", "2/2"):  # one after the other: the embedded store takes one process at a time
        run = subprocess.run(
            [sys.executable, SCRIPT, str(folder), "--shard", shard, "--json"],
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert run.returncode == 0, run.stderr
        outputs.append(json.loads(run.stdout.strip().splitlines()[-1]))
    assert sum(o["documents"] for o in outputs) == 6 and all(o["documents"] > 0 for o in outputs)
    store = document_store(Settings.from_env(data_dir=tmp_path / "data"))
    try:
        names = [
            d.meta["file_name"] for d in store.filter_documents({"field": "meta.live", "operator": "==", "value": True})
        ]
    finally:
        store.close()
    assert sorted(set(names)) == [f"rule-{i}.md" for i in range(6)] and len(names) == 6
    bad = subprocess.run(
        [sys.executable, SCRIPT, str(folder), "--shard", "3/2"], env=env, capture_output=True, text=True, timeout=300
    )
    assert bad.returncode != 0 and "i/N" in bad.stderr and bad.stderr.strip().count("\n") == 0


def test_with_json_an_error_that_stops_the_run_is_one_json_line(tmp_path):
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "data"), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run(
        [sys.executable, SCRIPT, str(tmp_path), "--shard", "3/2", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 2 and out.stderr == "" and out.stdout.count("\n") == 1
    assert "i/N" in json.loads(out.stdout)["error"]


def test_a_corrupt_pdf_is_one_error_line_and_no_warning(tmp_path):
    """A file that starts as a PDF and is garbage after: its error once, and no store warning about an empty write."""
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "corrupt.pdf").write_bytes(b"%PDF-1.7\n\x00\x13garbage after the header \xff\xfe\n%%EOF")
    (bad / "binary.md").write_bytes(b"\x00\x01\x02 not text \xff")
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store"), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run([sys.executable, SCRIPT, str(bad)], capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 1, out.stderr
    # tqdm redraws its bar with carriage returns: what it drew is not a line the user reads.
    lines = [line.rsplit("\r", 1)[-1] for line in out.stderr.splitlines()]
    for name in ("corrupt.pdf", "binary.md"):
        errors = [line for line in lines if name in line]
        assert len(errors) == 1 and errors[0].startswith(f"error: {name}: "), out.stderr
    assert "WARNING" not in out.stderr and "empty list" not in out.stderr


def test_a_copy_under_another_name_is_reported_as_a_duplicate(tmp_path):
    folder = tmp_path / "rules"
    folder.mkdir()
    text = "# Rule 4\n\n## 4.1 Records\n\nA carrier must keep each inspection record for two years.\n"
    (folder / "rules.md").write_text(text)
    (folder / "rules-copy.md").write_text(text)
    env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "data"), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run(
        [sys.executable, SCRIPT, str(folder), "--json"], env=env, capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stderr
    # With --json, stdout is the JSON alone (for jq); the lines for a reader are on stderr.
    assert out.stdout.count("\n") == 1
    report = json.loads(out.stdout)
    lines = [line.rsplit("\r", 1)[-1] for line in out.stderr.splitlines()]  # past tqdm's redrawn bar
    lines = [line for line in lines if line.startswith("duplicate") or re.match(r"indexed \d+ documents?, ", line)]
    # Sorted by name, rules-copy.md comes first: it is the one indexed, and rules.md the copy.
    assert lines[0].startswith("duplicate, skipped: rules.md: the same content as rules-copy.md, which is indexed")
    assert lines[1].startswith("indexed 1 document, ") and "1 duplicate, " in lines[1]
    assert report["documents"] == 1 and [d["same_as"] for d in report["duplicates"]] == ["rules-copy.md"]

    # The message says how to index the copy under its own name; doing what it says does it.
    assert "scripts/index.py --delete rules-copy.md" in report["duplicates"][0]["message"]
    deleted = subprocess.run(
        [sys.executable, SCRIPT, "--delete", "rules-copy.md", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert deleted.returncode == 0, deleted.stderr
    assert "deleted: rules-copy.md (1 chunk)" in deleted.stderr.splitlines()
    assert json.loads(deleted.stdout) == {"deleted": [{"name": "rules-copy.md", "chunks": 1}], "failures": []}
    again = subprocess.run(
        [sys.executable, SCRIPT, str(folder / "rules.md"), "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout.splitlines()[-1])["documents"] == 1
    listed = subprocess.run([sys.executable, SCRIPT, "--list"], env=env, capture_output=True, text=True, timeout=300)
    assert [line.split("\t")[0] for line in listed.stdout.splitlines()[:-1]] == ["rules.md"]

    # A name that is not indexed (this one is gone now) is one error line and exit status 1.
    gone = subprocess.run(
        [sys.executable, SCRIPT, "--delete", "rules-copy.md"], env=env, capture_output=True, text=True, timeout=300
    )
    assert gone.returncode == 1 and gone.stdout == ""
    assert gone.stderr.startswith("error: No indexed document named 'rules-copy.md'.") and gone.stderr.count("\n") == 1
    mixed = subprocess.run(
        [sys.executable, SCRIPT, "--delete", "rules.md", str(folder)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert mixed.returncode == 2 and "--delete goes alone" in mixed.stderr


def test_with_json_paths_that_name_no_file_are_named_in_the_one_json_line(tmp_path):
    out = subprocess.run(
        [sys.executable, SCRIPT, str(tmp_path / "missing.pdf"), "--json"], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 2 and out.stderr == "" and out.stdout.count("\n") == 1
    error = json.loads(out.stdout)["error"]
    assert "missing.pdf: no such file or folder." in error and error.endswith("Nothing to index.")
