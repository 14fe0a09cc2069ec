#!/usr/bin/env bash
# Runs `npm start` as a newcomer would (fresh data directory) and checks that / and /360 are served rendered and that
# /360/about/blog shows the demo seed's posts (at least three, with their banners);
# then as production does after `npm run build` (NODE_ENV=production: plain node on api/dist, no tsx).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${SMOKE_PORT:-3310}"

smoke() {
  local label="$1"
  shift
  local data
  data="$(mktemp -d)"
  if curl -fs "http://localhost:$PORT/api/health" >/dev/null 2>&1; then
    echo "npm start smoke: port $PORT is already in use" >&2
    exit 1
  fi
  env "$@" PORT="$PORT" DATA_DIR="$data" LOG_LEVEL=warn setsid npm start >"$data/start.log" 2>&1 &
  local pid=$!
  # shellcheck disable=SC2064
  trap "kill -- -$pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf '$data'" EXIT
  for _ in $(seq 1 120); do
    if curl -fs "http://localhost:$PORT/api/health/ready" >/dev/null; then break; fi
    sleep 1
  done
  for path in / /360; do
    body="$(curl -fsS "http://localhost:$PORT$path")" || { cat "$data/start.log"; echo "$label: $path failed" >&2; exit 1; }
    grep -q '<div id="root">' <<<"$body" || { echo "$label: $path is not the site shell" >&2; exit 1; }
    grep -q 'id="hpm-ssr"' <<<"$body" || { cat "$data/start.log"; echo "$label: $path was not rendered on the server" >&2; exit 1; }
  done
  test -d "$data/db" || { echo "$label: no embedded database in DATA_DIR" >&2; exit 1; }
  # the demo seed's Learning Center: at least three posts on the blog page, their banners served
  blog="$(curl -fsS "http://localhost:$PORT/360/about/blog")" || { echo "$label: /360/about/blog failed" >&2; exit 1; }
  posts="$(grep -oE 'href="/360/about/blog/[0-9]+"' <<<"$blog" | sort -u | wc -l)"
  [ "$posts" -ge 3 ] || { cat "$data/start.log"; echo "$label: /360/about/blog shows $posts posts, not at least 3" >&2; exit 1; }
  for image in $(grep -oE 'src="/uploads/[^"]+"' <<<"$blog" | cut -d'"' -f2 | sort -u); do
    curl -fsS -o /dev/null "http://localhost:$PORT$image" || { echo "$label: banner $image is not served" >&2; exit 1; }
  done
  # SIGTERM, as a container runtime sends it: the server finishes and npm start exits 0
  kill -TERM "$pid"
  local code=0
  wait "$pid" || code=$?
  trap - EXIT
  rm -rf "$data"
  [ "$code" -eq 0 ] || { echo "$label: exited $code after SIGTERM" >&2; exit 1; }
  echo "$label: / and /360 served rendered on :$PORT with a fresh DATA_DIR, $posts Learning Center posts at /360/about/blog, and a clean exit on SIGTERM"
}

smoke "npm start" SMOKE=1
[ -f api/dist/server.js ] && [ -f web/dist/index.html ] || npm run build
smoke "NODE_ENV=production npm start" NODE_ENV=production SESSION_SECRET="smoke-test-session-secret-0123456789abcdef" ALLOW_DEV_IDP=1
