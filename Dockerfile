# One image for both apps; the command chooses what runs (docs/deploy.md):
#   node apps/backoffice/dist/main.js       the back-office (the default)
#   node apps/storefront/server.js          the storefront
#   node apps/backoffice/dist/cli.js migrate  the schema migration, once per release, before the servers

ARG NODE_IMAGE=node:20-bookworm-slim
# The npm the lock file is made with (node:20 ships npm 10).
ARG NPM_VERSION=11.19.1

FROM ${NODE_IMAGE} AS npm
ARG NPM_VERSION
RUN npm install --global --no-audit --no-fund "npm@${NPM_VERSION}"
WORKDIR /app
# Only the manifests, so the installs below are cached until a dependency changes. e2e and bench are
# workspaces too but neither app needs them, so they are left out.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/backoffice/package.json apps/backoffice/
COPY apps/storefront/package.json apps/storefront/
COPY apps/admin/package.json apps/admin/

# Everything the builds need: the root's tools (esbuild, Vite, TypeScript) and each app's dev dependencies.
FROM npm AS deps
RUN npm ci --include-workspace-root \
      --workspace packages/contract --workspace apps/backoffice \
      --workspace apps/storefront --workspace apps/admin

FROM deps AS build
COPY . .
# The back-office bundle (dist/), the storefront (build/) and the admin SPA (build/client, served by the
# back-office at /admin/).
RUN npm run build

# What the built apps load at run time: the back-office bundle keeps every npm package external (PGlite
# loads its WASM from node_modules, sharp and Argon2 their native binaries), and the storefront's server
# and server build import theirs. The contract package is bundled into both.
FROM npm AS prod-deps
RUN npm ci --omit=dev --workspace apps/backoffice --workspace apps/storefront

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    BACKOFFICE_HOST=0.0.0.0 \
    BACKOFFICE_PORT=4000 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# package.json files (each says "type": "module") and node_modules, owned by root: the apps only read them.
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
# Migrations, the demo shop's pictures and downloads: read from the package folder at run time.
COPY --from=build /app/apps/backoffice/drizzle apps/backoffice/drizzle
COPY --from=build /app/apps/backoffice/media apps/backoffice/media
COPY --from=build /app/apps/backoffice/seed-files apps/backoffice/seed-files
COPY --from=build /app/apps/admin/build/client apps/admin/build/client
COPY --from=build /app/apps/storefront/server.js apps/storefront/server.js
COPY --from=build /app/apps/storefront/server apps/storefront/server
COPY --from=build /app/apps/storefront/build apps/storefront/build
COPY deploy/healthcheck.mjs deploy/healthcheck.mjs
# DATA_DIR is the one place the apps write (the upload staging folder, the mail outbox without SMTP_URL,
# the embedded database when there is no DATABASE_URL); a volume mounted there starts with this owner.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "/app/deploy/healthcheck.mjs"]
# Both apps stop on SIGTERM within 10 s (README, "Health checks and stopping"). The back-office's
# heap is capped so V8 collects before it grows far (docs/deploy.md, "Memory").
CMD ["node", "--max-old-space-size=512", "apps/backoffice/dist/main.js"]
