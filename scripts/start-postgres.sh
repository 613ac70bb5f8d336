#!/usr/bin/env bash
# Start a throwaway Postgres cluster for memoir's tests and print its
# connection string. Usage: eval "$(scripts/start-postgres.sh [DIR] [PORT])"
# exports MEMOIR_TEST_POSTGRES and MEMOIR_POSTGRES_DIR; stop it with
#   pg_ctl -D "$MEMOIR_POSTGRES_DIR/data" stop   (scripts/stop-postgres.sh)
# initdb refuses to run as root, so as root the cluster runs as `nobody`.
set -euo pipefail
dir="${1:-$(mktemp -d /tmp/memoir-pg.XXXXXX)}"
port="${2:-55432}"

bin=""
for candidate in "$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/x)")" /usr/lib/postgresql/*/bin; do
  if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then bin="$candidate"; break; fi
done
if [ -z "$bin" ]; then
  echo "start-postgres: no initdb/pg_ctl found (install Debian's postgresql package)" >&2
  exit 1
fi

run() {
  if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

mkdir -p "$dir"
if [ "$(id -u)" = 0 ]; then chown nobody "$dir"; fi
run "$bin/initdb" -D "$dir/data" -U memoir --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
run "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on" start >&2 \
  || { cat "$dir/server.log" >&2; exit 1; }
echo "export MEMOIR_POSTGRES_DIR='$dir'"
echo "export MEMOIR_POSTGRES_BIN='$bin'"
echo "export MEMOIR_TEST_POSTGRES='host=127.0.0.1 port=$port user=memoir dbname=postgres'"
