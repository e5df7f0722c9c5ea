# syntax=docker/dockerfile:1
# Talih's container image (docs/operations.md "Containers"). Two stages: the build stage has
# the toolchain and builds the web app and the sandbox studio; the runtime stage is a slim Node
# with production dependencies only, running as the unprivileged `node` user.

# The Node version package.json pins (the `node` devDependency, 24.x).
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only source changes. Every workspace
# of package.json: one left out installs none of its dependencies, and its build fails later
# (CI replays this stage: scripts/docker-build-stage.ts).
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY apps/sandbox/package.json apps/sandbox/
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# pg_dump and pg_restore for `talih backup` and `talih restore` on PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/apps ./apps
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/deploy/docker/entrypoint.sh ./deploy/docker/entrypoint.sh
# The folders compose.yaml and the chart mount volumes on: a fresh named volume takes the
# owner of the image's folder, so the unprivileged user can write them.
RUN mkdir -p /data /kyc /backups && chown node:node /data /kyc /backups
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/app/deploy/docker/entrypoint.sh"]
CMD ["server"]
