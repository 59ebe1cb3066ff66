import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

const ONE_YEAR_SECONDS = 31_536_000;

/** Product, category and banner images under `/media/...`, cached by browsers for a year. */
export async function registerMedia(app: FastifyInstance, config: Config): Promise<void> {
  await fs.mkdir(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, stale-while-revalidate=86400`);
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
