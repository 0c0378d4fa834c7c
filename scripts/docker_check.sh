#!/usr/bin/env bash
# Build the Docker image and test its container on this machine; prints one summary line at the end.
#
#   sudo bash scripts/docker_check.sh
#
# Needs root and a few minutes, so the default CI does not run it. It:
#   - starts a Docker engine when none runs (dockerd --bridge=none --iptables=false: no bridge network, no NAT);
#   - uses the official Python base image, or, when it cannot be pulled, makes one with debootstrap (Debian bookworm,
#     Python 3.11) and `docker import`;
#   - takes torch's CPU wheel from pip's find-links folder when this machine has one (served on loopback), else from
#     PyTorch's CPU index; passes the system CA bundle as a build secret;
#   - runs the container on host networking, bound to 127.0.0.1, with the embedded store in a volume, and waits for
#     /health; runs scripts/http_check.py against it (upload, ask, retrieve, streaming, OpenAI chat, bad uploads, the
#     API key); restarts it and checks that the index survived; checks it runs as uid 10001; validates the compose
#     file; runs the load benchmark (8 clients x 100 requests) when the project's .venv exists.
# Environment: PORT (18416), IMAGE (rulebook:check), BASE_IMAGE, TORCH_WHEELS (a folder with the torch CPU wheel),
# KEEP=1 leaves the container running.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${PORT:-18416}
IMAGE=${IMAGE:-rulebook:check}
NAME=rulebook-check
VOLUME=rulebook-check-data
KEY="check-key-$RANDOM$RANDOM"
WHEEL_PORT=$((PORT + 1))
WORK=$(mktemp -d)
summary=()

say() { echo "docker_check: $*"; }
cleanup() {
  [ -n "${wheel_server:-}" ] && kill "$wheel_server" 2>/dev/null || true
  if [ "${KEEP:-0}" != 1 ]; then
    docker rm -f "$NAME" >/dev/null 2>&1 || true
    docker volume rm "$VOLUME" >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
}
fail() { say "FAIL: $*"; echo "docker_check: FAILED ($*)"; cleanup; exit 1; }
trap cleanup EXIT

[ "$(id -u)" = 0 ] || fail "run as root (the Docker engine needs it)"

# 1. The engine.
if ! docker info >/dev/null 2>&1; then
  command -v dockerd >/dev/null || fail "no Docker engine: apt-get install docker.io"
  say "starting dockerd (no bridge, no iptables)"
  nohup dockerd --bridge=none --iptables=false >/var/log/rulebook-dockerd.log 2>&1 &
  for _ in $(seq 1 30); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || fail "dockerd did not start (see /var/log/rulebook-dockerd.log)"
fi
# BuildKit (for the build secret): the buildx plugin, or Debian's docker.io client (20.10), which builds with it itself.
BUILD=(docker build)
if ! docker buildx version >/dev/null 2>&1; then
  if [ -x /usr/bin/docker ] && /usr/bin/docker version --format '{{.Client.Version}}' 2>/dev/null | grep -q '^20\.'; then
    BUILD=(/usr/bin/docker build)
  else
    fail "no BuildKit: install the docker buildx plugin"
  fi
fi
export DOCKER_BUILDKIT=1

# 2. The base image.
BASE=${BASE_IMAGE:-python:3.11.11-slim-bookworm}
if ! docker image inspect "$BASE" >/dev/null 2>&1 && ! docker pull -q "$BASE" >/dev/null 2>&1; then
  BASE=rulebook-base:bookworm
  if ! docker image inspect "$BASE" >/dev/null 2>&1; then
    command -v debootstrap >/dev/null || fail "cannot pull the base image and no debootstrap: apt-get install debootstrap"
    say "making $BASE with debootstrap (Debian bookworm, Python 3.11)"
    root="$WORK/rootfs"
    debootstrap --variant=minbase \
      --include=python3.11,python3.11-venv,python3-distutils,python3-pip-whl,python3-setuptools-whl,python3-lib2to3,ca-certificates \
      bookworm "$root" http://deb.debian.org/debian >"$WORK/debootstrap.log" 2>&1 || fail "debootstrap failed ($WORK/debootstrap.log)"
    rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
    tar -C "$root" -c . | docker import -c 'ENV LANG=C.UTF-8' - "$BASE" >/dev/null
    rm -rf "$root"
  fi
fi
summary+=("base=$BASE")

# 3. Where torch comes from, and the CA bundle.
args=(--network host --build-arg "BASE_IMAGE=$BASE" -t "$IMAGE")
wheels=${TORCH_WHEELS:-${PIP_FIND_LINKS:-}}
if [ -n "$wheels" ] && ls "$wheels"/torch-2.13.0+cpu-*.whl >/dev/null 2>&1; then
  python3 -m http.server "$WHEEL_PORT" --bind 127.0.0.1 --directory "$wheels" >"$WORK/wheels.log" 2>&1 &
  wheel_server=$!
  sleep 1
  args+=(--build-arg TORCH_INDEX_URL= --build-arg "PIP_FIND_LINKS=http://127.0.0.1:$WHEEL_PORT/")
  summary+=("torch=local wheel")
fi
for ca in /etc/ssl/certs/ca-certificates.crt /etc/pki/tls/certs/ca-bundle.crt; do
  if [ -f "$ca" ]; then args+=(--secret "id=ca_bundle,src=$ca"); break; fi
done

# 4. Build.
say "building $IMAGE"
start=$(date +%s)
"${BUILD[@]}" "${args[@]}" . >"$WORK/build.log" 2>&1 || { tail -30 "$WORK/build.log"; fail "the build failed"; }
build_seconds=$(($(date +%s) - start))
summary+=("build=${build_seconds}s")
size=$(docker image inspect -f '{{.Size}}' "$IMAGE")
summary+=("image=$(awk -v s="$size" 'BEGIN {printf "%.2fGB", s / 1e9}')")

# 5. Run and wait for /health.
wait_healthy() {
  local since=$1
  for _ in $(seq 1 180); do
    case "$(docker inspect -f '{{.State.Health.Status}}' "$NAME" 2>/dev/null)" in
      healthy) echo $(($(date +%s) - since)); return 0 ;;
    esac
    [ "$(docker inspect -f '{{.State.Running}}' "$NAME" 2>/dev/null)" = true ] || break
    sleep 1
  done
  docker logs "$NAME" 2>&1 | tail -20
  return 1
}
docker rm -f "$NAME" >/dev/null 2>&1 || true
docker volume rm "$VOLUME" >/dev/null 2>&1 || true
start=$(date +%s)
docker run -d --name "$NAME" --network host -e HAYHOOKS_HOST=127.0.0.1 -e "HAYHOOKS_PORT=$PORT" \
  -e "RULEBOOK_API_KEY=$KEY" -v "$VOLUME:/data" "$IMAGE" >/dev/null
healthy=$(wait_healthy "$start") || fail "the container did not become healthy"
summary+=("healthy=${healthy}s")
url="http://127.0.0.1:$PORT"
idle=$(docker stats --no-stream --format '{{.MemUsage}}' "$NAME" | cut -d/ -f1 | tr -d ' ')
summary+=("idle=$idle")

# 6. The HTTP checks.
python3 scripts/http_check.py "$url" --api-key "$KEY" | tee "$WORK/http.log" || fail "HTTP checks failed"
summary+=("http=$(tail -1 "$WORK/http.log" | awk '{print $3}')")

# 7. The index survives a restart; the container runs as non-root.
chunks() { python3 -c "import json, sys, urllib.request; print(json.load(urllib.request.urlopen(sys.argv[1] + '/health'))['chunks'])" "$url"; }
before=$(chunks)
start=$(date +%s)
docker restart "$NAME" >/dev/null
wait_healthy "$start" >/dev/null || fail "the container did not become healthy after a restart"
after=$(chunks)
[ "$before" -gt 0 ] && [ "$before" = "$after" ] || fail "the index did not survive a restart ($before -> $after chunks)"
summary+=("restart=kept $after chunks")
uid=$(docker exec "$NAME" id -u)
[ "$uid" = 10001 ] || fail "the container runs as uid $uid, not 10001"
summary+=("uid=$uid")

# 8. The compose files.
if docker compose version >/dev/null 2>&1; then compose=(docker compose); elif command -v docker-compose >/dev/null; then compose=(docker-compose); else compose=(); fi
if [ ${#compose[@]} -gt 0 ]; then
  "${compose[@]}" -f docker-compose.yml config -q || fail "docker-compose.yml does not validate"
  if [ -f docker-compose.cluster.yml ]; then
    "${compose[@]}" -f docker-compose.yml -f docker-compose.cluster.yml config -q || fail "docker-compose.cluster.yml does not validate"
  fi
  summary+=("compose=valid")
else
  summary+=("compose=not checked (no docker compose)")
fi

# 9. Load: 8 clients x 100 requests against the container, its processes' peak memory read from the host.
if [ -x .venv/bin/python ]; then
  pid=$(docker inspect -f '{{.State.Pid}}' "$NAME")
  RULEBOOK_API_KEY=$KEY .venv/bin/python -m eval load --url "$url" --server-pid "$pid" --clients 8 --requests 100 \
    --json --record >"$WORK/load.log" 2>&1 \
    || { tail -20 "$WORK/load.log"; fail "the load benchmark failed or missed its targets"; }
  summary+=("$(tail -1 "$WORK/load.log" | python3 -c '
import json, sys
report = json.loads(sys.stdin.read())
errors = sum(m["errors"] for m in report["modes"].values())
peak = report.get("server_peak_rss_mib")
rates = "/".join("%s %.0f req/s p95 %s ms" % (m, r["throughput_rps"], r["p95_ms"]) for m, r in report["modes"].items())
print("load=8x100 %d errors (%s), server peak %s MiB" % (errors, rates, peak))')")
else
  summary+=("load=not run (no .venv: run scripts/setup.sh first)")
fi

# 10. The container's figures go into the results file with the date, machine and commit (eval/results.py).
if [ -x .venv/bin/python ]; then
  .venv/bin/python -c 'import sys; from eval.results import record; record("docker_check", dict(a.split("=", 1) for a in sys.argv[1:]))' \
    "image_bytes=$size" "healthy_s=$healthy" "idle_memory=$idle" "build_s=${build_seconds:-}" "base=$BASE"
fi

echo "docker_check: PASSED ${summary[*]}"
