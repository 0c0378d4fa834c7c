import ast
import json
from pathlib import Path

import pytest

from eval.layouts import apart

# Documents of the tuning set that together carry most hazards and the one convention keyed by title.
FEW = ["u05_", "u18_", "u21_", "u22_"]


@pytest.fixture(scope="module")
def few(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict]]:
    folder = tmp_path_factory.mktemp("apart")
    return folder, apart.generate_set(folder, 101, only=FEW)


def test_only_writes_the_named_documents(few):
    folder, truths = few
    assert [t["file"][:4] for t in truths] == FEW
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        name for t in truths for name in (t["file"], Path(t["file"]).with_suffix(".json").name)
    )


def test_the_truth_check_finds_no_problem(few):
    folder, _truths = few
    assert apart.check_truth(folder) == []


def test_the_json_has_what_eval_structure_reads(few):
    folder, truths = few
    for truth in truths:
        written = json.loads((folder / truth["file"]).with_suffix(".json").read_text())
        assert written == truth
        assert {"file", "seed", "convention", "hazards", "page_count", "title", "articles", "pages"} <= set(written)
        assert written["convention"] in apart.CONVENTIONS and set(written["hazards"]) <= set(apart.HAZARDS)
        assert [p["page"] for p in written["pages"]] == list(range(1, written["page_count"] + 1))
        for page in written["pages"]:
            assert {"label", "kind", "headers", "footers", "rotated"} <= set(page)
        assert written["articles"]
        for article in written["articles"]:
            assert {"id", "title", "parent", "page_start", "page_end", "sentence", "sentence_pages"} <= set(article)
            assert article["page_start"] <= min(article["sentence_pages"]) <= article["page_end"]
    font_only = next(t for t in truths if t["convention"] == "font_only_headings")
    assert all(a["key"] == "".join(a["id"].casefold().split()) for a in font_only["articles"])


def test_the_truth_check_reports_a_wrong_page(few, tmp_path):
    folder, truths = few
    name = Path(truths[0]["file"]).stem
    for suffix in (".pdf", ".json"):
        (tmp_path / (name + suffix)).write_bytes((folder / (name + suffix)).read_bytes())
    truth = json.loads((tmp_path / f"{name}.json").read_text())
    article = truth["articles"][0]
    article["sentence_pages"] = [article["sentence_pages"][0] + 1]
    (tmp_path / f"{name}.json").write_text(json.dumps(truth))
    problems = apart.check_truth(tmp_path)
    assert problems and all(p.startswith(f"{name}.json: {article['id']}:") for p in problems)


def test_each_set_has_every_convention_and_each_hazard_twice():
    tuning, held_out = apart.plan_set(101), apart.plan_set(202)
    for plan in (tuning, held_out):
        assert {convention for _name, _seed, convention, _hazards in plan} == set(apart.CONVENTIONS)
        hazards = [h for *_rest, hs in plan for h in hs]
        assert sorted(hazards) == sorted(apart.HAZARDS * 2)
        assert all(len(hs) == len(set(hs)) <= 3 for *_rest, hs in plan)
    assert [name for name, *_rest in tuning] != [name for name, *_rest in held_out]


def test_it_shares_no_code_with_the_zoo_generator():
    tree = ast.parse(Path(apart.__file__).read_text())
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    assert not {m for m in imported if m and m.startswith(("eval", "rulebook"))}


def test_cli_writes_and_checks(tmp_path, capsys):
    assert apart.main(["--seed", "101", "--out", str(tmp_path), "--only", "u22_", "--check"]) == 0
    assert [p.name[:4] for p in sorted(tmp_path.glob("*.pdf"))] == ["u22_"]
    captured = capsys.readouterr()
    assert captured.out.startswith("u22_") and "0 problems" in captured.err
