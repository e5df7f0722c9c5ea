#!/usr/bin/env bash
# Builds the real image from the Dockerfile with buildah (daemonless, as root), where base
# images cannot be pulled, then starts it in production mode against the local PostgreSQL and
# Redis and waits for /readyz (docs/operations.md "Start").
# Not a CI step: it takes minutes and gigabytes; CI replays the build stage instead
# (scripts/docker-build-stage.ts).
#
#   bash scripts/image-build-local.sh            # build, start, /readyz, stop
#
# Needs Debian's buildah and debootstrap (apt-get install buildah debootstrap), PostgreSQL on
# 127.0.0.1:5432 and Redis on 127.0.0.1:6379. The Dockerfile's base images are made locally:
# a Debian bookworm root from debootstrap with the Node binary of the `node` package
# (node_modules/node/bin/node, the version package.json pins) and this machine's npm, tagged
# with the names the Dockerfile's FROM lines use.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="${TALIH_IMAGE_WORK:-/var/tmp/talih-image}"
STORE=(--storage-driver vfs)
NODE_VERSION="$(sed -n 's/^ARG NODE_VERSION=//p' Dockerfile)"
started=$(date +%s)
say() { echo "image: $* ($(($(date +%s) - started)) s)"; }
mkdir -p "$WORK"

if [ ! -x "$WORK/rootfs/usr/bin/apt-get" ]; then
  say "debootstrap bookworm into $WORK/rootfs"
  rm -rf "$WORK/rootfs"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs" >"$WORK/debootstrap.log"
fi
node_bin=node_modules/node/bin/node
[ -x "$node_bin" ] || { echo "run npm ci first ($node_bin is missing)"; exit 1; }
[ "$("$node_bin" --version)" = "v$NODE_VERSION" ] ||
  { echo "node_modules has node $("$node_bin" --version), the Dockerfile wants $NODE_VERSION"; exit 1; }
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"

say "base images node:$NODE_VERSION-bookworm and -bookworm-slim"
base="$WORK/base"
rm -rf "$base" && cp -a "$WORK/rootfs" "$base"
install -m 0755 "$node_bin" "$base/usr/local/bin/node"
mkdir -p "$base/usr/local/lib/node_modules" && cp -a "$npm_dir" "$base/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$base/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$base/usr/local/bin/npx"
# A machine whose outbound HTTPS goes through a proxy with its own certificate authority names
# it in NODE_EXTRA_CA_CERTS; the base trusts it too, so npm ci in the build stage reaches the
# registry as it does here.
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  cp "$NODE_EXTRA_CA_CERTS" "$base/usr/local/share/ca-certificates/build-machine-extra.crt"
  chroot "$base" update-ca-certificates >/dev/null 2>&1
  base_env=(--env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt)
else
  base_env=()
fi
chroot "$base" sh -c 'getent group node >/dev/null || groupadd -g 1000 node; id node >/dev/null 2>&1 || useradd -u 1000 -g node -m -s /bin/sh node'
ctr=$(buildah "${STORE[@]}" from scratch)
mnt=$(buildah "${STORE[@]}" mount "$ctr")
cp -a "$base/." "$mnt/"
buildah "${STORE[@]}" umount "$ctr" >/dev/null
buildah "${STORE[@]}" config --env PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin "${base_env[@]}" "$ctr"
buildah "${STORE[@]}" commit -q "$ctr" "docker.io/library/node:$NODE_VERSION-bookworm" >/dev/null
buildah "${STORE[@]}" tag "docker.io/library/node:$NODE_VERSION-bookworm" "docker.io/library/node:$NODE_VERSION-bookworm-slim"
buildah "${STORE[@]}" rm "$ctr" >/dev/null
rm -rf "$base"

say "buildah bud (the Dockerfile as is)"
buildah "${STORE[@]}" bud --isolation chroot --pull=never --layers=false -q -t localhost/talih:local . >"$WORK/bud.log" 2>&1 ||
  { tail -40 "$WORK/bud.log"; exit 1; }
say "built localhost/talih:local, $(buildah "${STORE[@]}" inspect --format '{{.ImageAnnotations}}' localhost/talih:local >/dev/null; buildah "${STORE[@]}" images --format '{{.Size}}' localhost/talih:local)"

# Start it as compose would: production, the documented settings, a fresh database.
db="talih_image_$(date +%s)"
psql -h 127.0.0.1 -U postgres -qc "create database $db" postgres
port=3990
envs=()
while IFS= read -r line; do
  case "$line" in [A-Z]*=*) ;; *) continue ;; esac
  value="${line#*=}"
  case "$value" in "<"*) value="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" ;; esac
  envs+=(--env "${line%%=*}=$value")
done <deploy/compose/env.example
ctr=$(buildah "${STORE[@]}" from --pull=never localhost/talih:local)
cleanup() {
  [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
  buildah "${STORE[@]}" rm "$ctr" >/dev/null 2>&1 || true
  psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db" postgres >/dev/null 2>&1 || true
}
trap cleanup EXIT
say "start: NODE_ENV=production on PostgreSQL $db and Redis, port $port"
buildah "${STORE[@]}" run --isolation chroot --user node "${envs[@]}" \
  --env PORT=$port --env BACKOFFICE_PORT=$((port + 1)) \
  --env DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db" --env REDIS_URL=redis://127.0.0.1:6379 \
  --env REDIS_KEY_PREFIX="talih-image-$db:" \
  "$ctr" -- /app/deploy/docker/entrypoint.sh server >"$WORK/run.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then
    say "/readyz answered $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz"); back-office /readyz $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$((port + 1))/readyz" || true)"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || { tail -20 "$WORK/run.log"; echo "image: the server exited"; exit 1; }
  sleep 1
done
tail -20 "$WORK/run.log"
echo "image: no /readyz in 120 s"
exit 1
