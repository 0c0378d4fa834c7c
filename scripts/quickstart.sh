#!/usr/bin/env bash
# README command 1: set up, index the bundled public-domain sample, and answer a question with citations.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export HF_HUB_OFFLINE=${HF_HUB_OFFLINE:-1}
.venv/bin/python scripts/index.py samples/
question="${1-Who has the authority to inspect records and facilities related to hazardous materials transportation?}"
# Without an argument the question is ours, not the reader's: show it, or the answer reads as an answer to nothing.
echo "Question: $question"
.venv/bin/python scripts/ask.py "$question"
