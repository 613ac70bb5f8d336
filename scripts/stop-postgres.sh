#!/usr/bin/env bash
# Stop the cluster scripts/start-postgres.sh started (from its exports).
set -euo pipefail
[ -n "${MEMOIR_POSTGRES_DIR:-}" ] || exit 0
if [ "$(id -u)" = 0 ]; then
  runuser -u nobody -- "$MEMOIR_POSTGRES_BIN/pg_ctl" -D "$MEMOIR_POSTGRES_DIR/data" -m fast stop >&2 || true
else
  "$MEMOIR_POSTGRES_BIN/pg_ctl" -D "$MEMOIR_POSTGRES_DIR/data" -m fast stop >&2 || true
fi
