// The admin app (apps/admin, a single-page app) served at /admin/ beside its API, so the API is
// same-origin. Hashed assets are cached for good; every other path answers index.html, which the
// app's router then reads. The page's few inline scripts are allowed by hash, nothing else inline.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { packageRoot } from '../package-root';

export const ADMIN_APP_PATH = '/admin/';
const ONE_YEAR_SECONDS = 31_536_000;

export const AdminAppMessages = {
  notBuilt: 'The admin app is not built yet: run `npm run build` (or `npm start`, which builds it).',
} as const;

/** Where `npm run build -w apps/admin` writes the app. */
export function defaultAdminAppDir(): string {
  return path.resolve(packageRoot(), '..', 'admin', 'build', 'client');
}

/** Each inline script of the page as a CSP source ('sha256-…'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

function pagePolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export async function registerAdminApp(app: FastifyInstance, appDir = defaultAdminAppDir()): Promise<void> {
  const indexFile = path.join(appDir, 'index.html');
  const built = existsSync(indexFile);
  const html = built ? readFileSync(indexFile, 'utf8') : '';
  const policy = pagePolicy(html);

  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(appDir, 'assets'),
      prefix: `${ADMIN_APP_PATH}assets/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    });
  }

  app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect(ADMIN_APP_PATH, 301));
  app.get(`${ADMIN_APP_PATH}*`, { schema: { hide: true } }, (request, reply) => {
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(AdminAppMessages.notBuilt);
    if (request.url.startsWith(`${ADMIN_APP_PATH}assets/`)) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', policy)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
