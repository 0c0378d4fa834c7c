# rulebook served by Hayhooks (scripts/serve.py), for docker-compose.yml: a Qdrant server at QDRANT_URL, 2 workers.
# Not built on the project's build machines (no Docker engine there): build and run it with `docker compose up`.
FROM python:3.11.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HAYSTACK_TELEMETRY_ENABLED=False \
    HF_HOME=/models \
    XDG_CACHE_HOME=/models/cache \
    RULEBOOK_DATA_DIR=/data \
    PYTHONPATH=/app/src:/app

WORKDIR /app

# torch first, pinned, from PyTorch's CPU index: from PyPI alone pip would pull a multi-GB CUDA build.
RUN pip install --index-url https://download.pytorch.org/whl/cpu torch==2.13.0

# The pinned dependencies of pyproject.toml, in their own layer (rebuilt only when pyproject.toml changes). The
# packages themselves run from /app (PYTHONPATH): rulebook finds pipelines/ next to its own folder.
COPY pyproject.toml README.md ./
RUN mkdir -p src/rulebook \
    && touch src/rulebook/__init__.py \
    && pip install . \
    && pip uninstall -y rulebook \
    && rm -rf src build *.egg-info

COPY src src
COPY pipelines pipelines
COPY scripts scripts
COPY eval eval

# Non-root; the model cache (Hugging Face, and the ONNX export of the query embedder) and the data dir (uploads; the embedded store when QDRANT_URL is unset) are volumes.
RUN useradd --system --uid 10001 --home-dir /home/rulebook --create-home rulebook \
    && mkdir -p /models /data \
    && chown rulebook:rulebook /models /data
USER rulebook
VOLUME ["/models", "/data"]

EXPOSE 1416
HEALTHCHECK --interval=15s --timeout=5s --start-period=180s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:1416/health', timeout=4).status != 200)"]

# Workers: RULEBOOK_WORKERS (docker-compose.yml sets 2; refused above 1 without QDRANT_URL).
CMD ["python", "scripts/serve.py", "--host", "0.0.0.0", "--port", "1416"]
