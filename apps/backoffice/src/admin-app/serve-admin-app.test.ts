import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAppMessages, inlineScriptHashes, registerAdminApp } from './serve-admin-app';

const page =
  '<!DOCTYPE html><html><head><script type="module" src="/admin/assets/entry.js"></script></head>' +
  '<body><script>window.__ctx = 1;</script><script type="module" async="">import "/admin/assets/entry.js";</script></body></html>';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dir: string;
const built = Fastify();
const missing = Fastify();

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-app-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), page);
  await fs.writeFile(path.join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  await registerAdminApp(built, dir);
  await registerAdminApp(missing, path.join(dir, 'nowhere'));
});
afterAll(async () => {
  await built.close();
  await missing.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the admin app at /admin/', () => {
  it('answers index.html for the app’s own paths, never cached, with its inline scripts allowed by hash only', async () => {
    for (const url of ['/admin/', '/admin/products/12', '/admin/login?setup=done']) {
      const reply = await built.inject(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(page);
      expect(reply.headers['cache-control']).toBe('no-cache');
      const policy = String(reply.headers['content-security-policy']);
      expect(policy).toContain(
        `script-src 'self' ${sha('window.__ctx = 1;')} ${sha('import "/admin/assets/entry.js";')}`,
      );
      expect(policy).not.toContain("unsafe-inline'; script");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets for a year and 404s a missing one instead of the page', async () => {
    const asset = await built.inject('/admin/assets/entry-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await built.inject('/admin/assets/gone.js')).statusCode).toBe(404);
  });

  it('redirects /admin to /admin/', async () => {
    const reply = await built.inject('/admin');
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe('/admin/');
  });

  it('says how to build it when it is not built, instead of a blank page', async () => {
    const reply = await missing.inject('/admin/');
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toBe(AdminAppMessages.notBuilt);
  });

  it('hashes only inline scripts', () => {
    expect(inlineScriptHashes(page)).toHaveLength(2);
  });
});
