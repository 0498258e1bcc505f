# syntax=docker/dockerfile:1
# AirQuote in one image: the built server and web app on Node 20, run as a non-root user.
# docker build -t airquote . ; compose.yaml runs two of them behind haproxy (README, Deployment).

# 1. Build: every dependency, then the web app (Vite) and the server bundle (esbuild).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (no web, build or test packages).
FROM node:20-slim AS server-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace=@airquote/server --no-audit --no-fund

# 3. Runtime: Node, the bundles, the migrations and seed assets they read, and pg_dump/pg_restore
# for `node apps/server/dist/database-backup.mjs backup|restore <file>`. Debian 12's client is
# PostgreSQL 15: pg_dump must be as new as the server it dumps (compose.yaml runs PostgreSQL 15).
FROM node:20-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/airquote/data
WORKDIR /app
COPY --from=server-dependencies /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations ./apps/server/src/db/migrations
COPY --from=build /app/apps/server/src/db/seed/assets ./apps/server/src/db/seed/assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The embedded database (only with ALLOW_EMBEDDED_DATABASE=true) and backups live under
# /var/lib/airquote, owned by the unprivileged `node` user the image runs as.
RUN mkdir -p /var/lib/airquote/data /var/lib/airquote/backups \
  && chown -R node:node /var/lib/airquote
USER node
EXPOSE 3000
# Liveness only: readiness (/api/health/ready, the database) is the load balancer's check, so a
# database outage takes instances out of rotation without the orchestrator restarting them all.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.mjs"]
