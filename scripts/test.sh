#!/usr/bin/env bash
# README command 2: set up, then run the test suite (real PDFs from ../shared/data).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export HF_HUB_OFFLINE=${HF_HUB_OFFLINE:-1}
exec .venv/bin/python -m pytest -q "$@"
