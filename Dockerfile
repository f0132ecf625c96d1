# syntax=docker/dockerfile:1
# Hearth as one container: the built app (dist/) and the compiled server (dist-server/node.js) on
# Node 20 with production dependencies only, run as the unprivileged `node` user. docs/deploy.md.

# 1. Build the app and the server with every dependency.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# 2. Production dependencies only (no Vite, no tsx, no test tools).
FROM node:20-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4173 \
    STATIC_DIR=/app/dist \
    DATABASE_URL=file:/data/hearth.db \
    SYNC_SPACE_QUOTA_BYTES=2147483648 \
    SYNC_MAX_DEVICES=20
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4173
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4173) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/node.js"]
