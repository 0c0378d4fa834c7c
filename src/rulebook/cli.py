"""Helpers shared by the command-line scripts: quiet model loading and one-line error reporting."""

import argparse
import json
import logging
import os
import sys
import warnings
from collections.abc import Sequence
from typing import NoReturn


def quiet() -> None:
    """Silence model-loading chatter so a script prints only its results (errors still show)."""
    os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")  # no phoning home from a compliance tool
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    warnings.filterwarnings("ignore")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    for name in ("haystack", "sentence_transformers", "transformers", "httpx", "qdrant_client", "bm25s"):
        logging.getLogger(name).setLevel(logging.ERROR)
    # Like Haystack's text converters (silenced above with "haystack"), the Markdown converter warns of a file it
    # skips; the indexing graph's text_checker reports that file as a failure, which the script prints.
    logging.getLogger("rulebook.components.converters.markdown_converter").setLevel(logging.ERROR)
    try:
        import bm25s  # noqa: F401  (it sets its own logger to DEBUG on import; import it first, then quiet it)

        logging.getLogger("bm25s").setLevel(logging.WARNING)
    except ImportError:
        pass
    # HF_HUB_DISABLE_PROGRESS_BARS, set above, hides transformers' bars where it is imported after this (a question
    # embedder started from its record imports no transformers at all: importing it here would cost most of a
    # second); where it or the hub was imported before, the setting was read then, so they are told directly.
    if "huggingface_hub" in sys.modules:
        from huggingface_hub.utils import disable_progress_bars

        disable_progress_bars()
    if "transformers" in sys.modules:
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()


def plural(count: int, noun: str) -> str:
    """
    :param count: How many.
    :param noun: The noun in the singular, with a regular plural ("document", "page", "chunk").
    :returns: "1 document", "0 documents", "12 documents".
    """
    return f"{count} {noun}" + ("" if count == 1 else "s")


def fail(message: str, code: int = 2, as_json: bool = False) -> int:
    """
    Report an error that ends a command, once.

    Usage example:
    ```python
    import sys
    from rulebook.cli import fail

    sys.exit(fail("no such file: rules.pdf"))                  # stderr: error: no such file: rules.pdf
    sys.exit(fail("no such file: rules.pdf", as_json=True))    # stdout: {"error": "no such file: rules.pdf"}
    ```

    :param message: The one-line error.
    :param code: The exit code to return.
    :param as_json: For a command run with `--json`: print `{"error": message}` on stdout, the one line a caller
        parses, and nothing on stderr (the same error as text beside it would be printed twice).
    :returns: `code`.
    """
    if as_json:
        print(json.dumps({"error": message}, ensure_ascii=False))
    else:
        print(f"error: {message}", file=sys.stderr)
    return code


def store_in_use(error: BaseException) -> str | None:
    """
    :param error: An exception raised while opening the store.
    :returns: A one-line explanation when the embedded store is held by another process (Qdrant's local mode
        allows one per folder, e.g. a running `scripts/serve.py`), else None.
    """
    text = str(error)
    if "already accessed by another instance" in text or "AlreadyLocked" in type(error).__name__:
        return (
            "the embedded store is in use by another process (is scripts/serve.py running on the same "
            "RULEBOOK_DATA_DIR?): stop it, or ask through its API, or set QDRANT_URL to share a Qdrant server."
        )
    return None


class CommandParser(argparse.ArgumentParser):
    """
    An `argparse.ArgumentParser` whose usage errors follow `--json`, like the command's other errors.

    A caller that runs a script with `--json` parses one JSON line on stdout; argparse's own error (usage text on
    stderr) would leave it nothing to parse. With `--json` among the arguments, a usage error is printed as
    `{"error": "...", "usage": "..."}` on stdout instead. The exit status is argparse's, 2, either way.

    Usage example:
    ```python
    from rulebook.cli import CommandParser

    parser = CommandParser(description="Ask a question.")
    parser.add_argument("question")
    parser.add_argument("--json", action="store_true")
    parser.parse_args(["--json"])   # stdout: {"error": "the following arguments are required: question", ...}
    ```
    """

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """Note whether `--json` was given, then parse as argparse does (`parse_args` calls this)."""
        given = sys.argv[1:] if args is None else list(args)
        self._as_json = "--json" in given
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> NoReturn:  # type: ignore[override]
        """
        Report a usage error and exit.

        :param message: argparse's message.
        :raises SystemExit: Always, with status 2.
        """
        if getattr(self, "_as_json", False):
            print(json.dumps({"error": message, "usage": self.format_usage().strip()}, ensure_ascii=False))
            sys.exit(2)
        super().error(message)


def fail_store_in_use(error: RuntimeError, as_json: bool = False) -> int:
    """
    End a command whose embedded store another process holds with one line (`store_in_use`).

    :param error: The error raised while opening the store.
    :param as_json: Print the line as `{"error": ...}` on stdout (see `fail`).
    :returns: The exit code of `fail` (2).
    :raises RuntimeError: `error` itself, when it is not about a store in use.
    """
    message = store_in_use(error)
    if message is None:
        raise error
    return fail(message, as_json=as_json)
