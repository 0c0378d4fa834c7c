#!/usr/bin/env bash
# One-time (idempotent) set-up: a .venv in the repo root, CPU torch first, then rulebook and its pinned deps.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3.11}
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
stamp=.venv/.rulebook-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  # pip runs quietly: say what the wait is for (a minute or two on 2 cores, more with a slow package index).
  echo "setup: installing torch (CPU), rulebook and their pinned dependencies into .venv ..." >&2
  .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip
  # torch first, pinned, so that rulebook's own requirement is met and pip fetches no other build. The CPU wheel
  # comes from the package index pip is given: the build machines' index serves 2.13.0+cpu; elsewhere set
  # PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cpu (README), or plain PyPI's Linux wheel is the CUDA one.
  .venv/bin/python -m pip install -q --disable-pip-version-check torch==2.13.0
  .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[test]"
  touch "$stamp"
  echo "setup: done." >&2
fi
