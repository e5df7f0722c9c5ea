#!/bin/sh
# The image's entrypoint: `server` (the default) runs Talih, `migrate` applies the pending
# migrations (the Helm chart's migration job), anything else is a `talih` CLI command, e.g.
# `docker compose run talih reconcile` or `... backup /data/backups/talih.backup`.
set -eu
APP_DIR="${TALIH_APP_DIR:-/app}"
cd "$APP_DIR"
command="${1:-server}"
case "$command" in
  server)
    exec node apps/server/src/server.ts
    ;;
  *)
    exec node apps/server/src/cli/talih.ts "$@"
    ;;
esac
