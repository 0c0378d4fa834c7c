# rulebook served by Hayhooks (scripts/serve.py). `docker compose up` runs it beside a Qdrant server (see
# docker-compose.yml); alone it uses the embedded store in the /data volume. scripts/docker_check.sh builds and tests it.
#
# Build arguments, so that nothing of one build machine is baked in:
#   BASE_IMAGE       a Debian bookworm image with Python 3.11 (default: the official slim image). Where it cannot be
#                    pulled, scripts/docker_check.sh makes one with debootstrap.
#   TORCH_INDEX_URL  where the CPU build of torch comes from (default: PyTorch's CPU index); empty: PyPI plus
#   PIP_FIND_LINKS   a folder or URL holding the torch CPU wheel (pip's --find-links).
# A CA bundle for builds behind a TLS-inspecting proxy comes in as a build secret:
#   docker build --secret id=ca_bundle,src=/etc/ssl/certs/ca-certificates.crt .
ARG BASE_IMAGE=python:3.11.11-slim-bookworm
FROM ${BASE_IMAGE}

ARG TORCH_INDEX_URL=https://download.pytorch.org/whl/cpu
ARG PIP_FIND_LINKS=

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HAYSTACK_TELEMETRY_ENABLED=False \
    HF_HUB_OFFLINE=1 \
    HF_HOME=/models \
    XDG_CACHE_HOME=/models/cache \
    RULEBOOK_DATA_DIR=/data \
    VIRTUAL_ENV=/opt/venv \
    PATH=/opt/venv/bin:$PATH \
    PYTHONPATH=/app/src

WORKDIR /app

# Tesseract and its English data, from Debian: scanned PDF pages are read by OCR (RULEBOOK_OCR=auto,
# src/rulebook/components/converters/ocr.py). Another language: add its package (tesseract-ocr-deu) here.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tesseract-ocr \
    && rm -rf /var/lib/apt/lists/*

# A virtual environment: Debian's own Python refuses system-wide pip installs (PEP 668), the official image's allows
# them; one layout serves both bases. pip is upgraded first: old releases drop extras such as lxml[html_clean]. Then
# torch, pinned, as the CPU build: from PyPI alone pip would pull a multi-GB CUDA build. (PIP_FIND_LINKS, a build
# argument, is in every RUN's environment, where pip reads it.)
RUN --mount=type=secret,id=ca_bundle,required=false \
    if [ -f /run/secrets/ca_bundle ]; then export PIP_CERT=/run/secrets/ca_bundle; fi; \
    python3.11 -m venv /opt/venv \
    && pip install --upgrade pip==26.3 \
    && pip install ${TORCH_INDEX_URL:+--index-url "$TORCH_INDEX_URL"} torch==2.13.0

# The pinned dependencies of pyproject.toml, in their own layer (rebuilt only when pyproject.toml changes). The
# package itself runs from /app/src (PYTHONPATH), where it finds pipelines/ two folders up.
COPY pyproject.toml README.md ./
RUN --mount=type=secret,id=ca_bundle,required=false \
    if [ -f /run/secrets/ca_bundle ]; then export PIP_CERT=/run/secrets/ca_bundle; fi; \
    mkdir -p src/rulebook && touch src/rulebook/__init__.py \
    && pip install . \
    && pip uninstall -y rulebook \
    && rm -rf src build *.egg-info

COPY src src
COPY pipelines pipelines
COPY scripts scripts
COPY eval eval

# Non-root; the model cache (Hugging Face, and the ONNX export of the query embedder) and the data dir (uploads; the
# embedded store when QDRANT_URL is unset) are volumes. The question embedder's ONNX export and its int8 copy are
# made now, into the model cache, so a new container does not spend its first minute exporting; the volume on /models
# starts with them. Export and chown share one RUN: a chown in a later layer would store every exported file twice.
RUN useradd --system --uid 10001 --home-dir /home/rulebook --create-home rulebook \
    && mkdir -p /models /data \
    && python -c "from rulebook.components.embedders import OnnxTextEmbedder; OnnxTextEmbedder(quantize=True).warm_up()" \
    && chown -R rulebook:rulebook /models /data
USER rulebook
VOLUME ["/models", "/data"]

EXPOSE 1416
HEALTHCHECK --interval=5s --timeout=4s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import os, sys, urllib.request; port = os.environ.get('HAYHOOKS_PORT', '1416'); sys.exit(urllib.request.urlopen(f'http://127.0.0.1:{port}/health', timeout=3).status != 200)"]

# The port is HAYHOOKS_PORT (1416). Workers: RULEBOOK_WORKERS (docker-compose.yml sets 2; refused above 1 without
# QDRANT_URL).
ENV HAYHOOKS_HOST=0.0.0.0 HAYHOOKS_PORT=1416
CMD ["python", "scripts/serve.py"]
