# syntax=docker/dockerfile:1
# LendHub's image: a thin wrapper around `pnpm release` (scripts/release.mjs), the very script CI builds and
# starts (scripts/release-smoke.mjs): what this image runs is what CI tested. Docker cannot run on the
# machines the project is built on, so this file itself is not exercised there (docs/deploy.md "Containers").
# One image, two commands: the gateway (default) and the API (`node --max-semi-space-size=4 --max-old-space-size=512 api/dist/main.mjs`); compose.yaml runs
# both. The node flags are V8's memory settings of every server process (scripts/node-flags.mjs).

# 1. install: the workspace's dependencies, from the lockfile only.
FROM node:20-bookworm AS install
ENV COREPACK_INTEGRITY_KEYS=0
RUN corepack enable
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile

# 2. build + pnpm deploy --prod: the web build, both server bundles and their production dependencies in /release.
FROM install AS release
RUN node scripts/release.mjs /release

# 3. runtime: slim Node, no pnpm, no sources, an unprivileged user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=4000 \
    HOST=0.0.0.0
RUN groupadd --system lendhub && useradd --system --gid lendhub --home-dir /app lendhub \
    && mkdir /data && chown lendhub:lendhub /data
WORKDIR /app
COPY --from=release --chown=root:root /release /app
USER lendhub
VOLUME /data
EXPOSE 4000
# /healthz is the liveness probe of both servers: the gateway's on PORT, the API's on API_PORT (default 4001),
# told apart by the command the container runs (process 1).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "const api = require('fs').readFileSync('/proc/1/cmdline', 'utf8').includes('api/dist'); const port = api ? process.env.API_PORT || 4001 : process.env.PORT || 4000; fetch(`http://127.0.0.1:${port}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1));"]
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=512", "gateway/dist/main.mjs"]
