"""scripts/finetune.py on the Hazmat manual indexed once per session: a short CPU run, and one-line errors."""

import json

import pytest


def test_the_script_trains_on_the_index_it_is_given(hazmat_book, tmp_path, capsys):
    from scripts.finetune import main

    out = tmp_path / "cli-minilm"
    data_dir = str(hazmat_book.settings.data_dir)
    args = ["--out", str(out), "--data-dir", data_dir, "--max-pairs", "32", "--batch-size", "16", "--json"]
    assert main(args) == 0
    stats = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    # Up to 32 pairs (fewer when two share a query or a passage), in batches of 16.
    assert 16 <= stats["pairs"] <= 32 and stats["steps"] == stats["pairs"] // 16
    assert (out / "model.safetensors").is_file()
    # A second run into the same folder would mix two models' files: refused.
    assert main(args) != 0
    assert "not empty" in capsys.readouterr().err
    # An index with nothing in it gives nothing to learn from, and no store is created where none was.
    missing = tmp_path / "no-store"
    assert main(["--out", str(tmp_path / "none"), "--data-dir", str(missing)]) != 0
    assert "nothing is indexed" in capsys.readouterr().err and not missing.exists()
    # Arguments that cannot train, an --out that is a file, a starting model that is not there: one line each.
    for bad in (["--batch-size", "1"], ["--max-pairs", "-5"], ["--epochs", "0"]):
        with pytest.raises(SystemExit) as usage:
            main(["--out", str(tmp_path / "x"), "--data-dir", data_dir, *bad])
        assert usage.value.code == 2 and "must be at least" in capsys.readouterr().err
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    assert main(["--out", str(a_file), "--data-dir", data_dir]) == 2 and "a file" in capsys.readouterr().err
    assert main(["--out", str(tmp_path / "y"), "--data-dir", data_dir, "--base", "no-such/model-xyz"]) == 2
    err = capsys.readouterr().err
    assert "no-such/model-xyz" in err and "Traceback" not in err and not (tmp_path / "y").exists()
