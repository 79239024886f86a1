# 119 안전영상 — the app process image (docs/operations.md). One image, any number of processes; state lives in
# PostgreSQL (DATABASE_URL). Without DATABASE_URL it runs on embedded PGlite in /data (one process only).
#   docker build -t safety-video .
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# The lock holds every platform's optional packages (ADR 0017): npm ci takes it as it is.
COPY package.json package-lock.json .npmrc ./
COPY scripts/postinstall.mjs scripts/postinstall.mjs
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24.21.0-bookworm-slim
# The commit the build-info metric reports (the image has no .git): docker build --build-arg APP_COMMIT=$(git rev-parse --short=12 HEAD)
ARG APP_COMMIT=unknown
# pg_dump/pg_restore 15 for npm run db:backup / db:restore against PostgreSQL 15.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
# The memory settings `npm start` adds (scripts/process-tuning.ts), set here because the image runs node directly.
ENV NODE_ENV=production \
    APP_COMMIT=$APP_COMMIT \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    NODE_OPTIONS=--max-semi-space-size=8
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop taking requests, finish those in flight, hand back the sync job, exit 0 within 10 s.
STOPSIGNAL SIGTERM
# --liftoff-only: the embedded database's WebAssembly without the optimising tier's 600 MB compile (ADR 0022).
CMD ["node", "--liftoff-only", "src/server/index.ts"]
