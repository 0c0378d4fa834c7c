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
  .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip
  # torch first, pinned: a CPU wheel. Unpinned, pip would pull a multi-GB CUDA build.
  .venv/bin/python -m pip install -q --disable-pip-version-check torch==2.13.0
  .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[test]"
  touch "$stamp"
fi
