import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Product, category and banner images under `/media/...`, cached by browsers for a year. Uploaded
 * images (`/media/u/<sha256>/...`) never change under their name, so they are cached as immutable.
 */
export async function registerMedia(app: FastifyInstance, config: Config): Promise<void> {
  await fs.mkdir(config.mediaDir, { recursive: true });
  const uploadedImages = path.join(config.mediaDir, 'u') + path.sep;
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res, file) => {
      const immutable = file.startsWith(uploadedImages);
      res.setHeader(
        'Cache-Control',
        immutable
          ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
          : `public, max-age=${ONE_YEAR_SECONDS}, stale-while-revalidate=86400`,
      );
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
