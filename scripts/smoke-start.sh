#!/usr/bin/env bash
# Runs `npm start` as a newcomer would (fresh data directory) and checks that / and /360 are served.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${SMOKE_PORT:-3310}"
DATA="$(mktemp -d)"
if curl -fs "http://localhost:$PORT/api/health" >/dev/null 2>&1; then
  echo "npm start smoke: port $PORT is already in use" >&2
  exit 1
fi
PORT="$PORT" DATA_DIR="$DATA" LOG_LEVEL=warn setsid npm start >"$DATA/start.log" 2>&1 &
PID=$!
cleanup() { kill -- -"$PID" 2>/dev/null || true; wait "$PID" 2>/dev/null || true; rm -rf "$DATA"; }
trap cleanup EXIT
for _ in $(seq 1 120); do
  if curl -fs "http://localhost:$PORT/api/health" >/dev/null; then break; fi
  sleep 1
done
for path in / /360; do
  body="$(curl -fsS "http://localhost:$PORT$path")" || { cat "$DATA/start.log"; echo "npm start: $path failed" >&2; exit 1; }
  grep -q '<div id="root">' <<<"$body" || { echo "npm start: $path is not the site shell" >&2; exit 1; }
  grep -q 'id="hpm-ssr"' <<<"$body" || { cat "$DATA/start.log"; echo "npm start: $path was not rendered on the server" >&2; exit 1; }
done
test -d "$DATA/db" || { echo "npm start: no embedded database in DATA_DIR" >&2; exit 1; }
echo "npm start smoke: / and /360 served rendered on :$PORT with a fresh ./data"
