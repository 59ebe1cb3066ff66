import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';

import { writeReadableStreamToWritable } from '@react-router/node';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { singleDrainListener } from './single-drain-listener.js';

// Enough incompressible data that brotli pushes back on the writer again and again.
const CHUNKS = 200;
const CHUNK_BYTES = 32 * 1024;

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Serves a streamed body the way React Router's express adapter writes a streamed page. */
async function serveStreamedBody(withFix: boolean, body: Buffer): Promise<string> {
  const app = express();
  app.use(compression());
  if (withFix) app.use(singleDrainListener());
  app.get('/', async (_req, res) => {
    res.type('text/html');
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= body.length) return controller.close();
        controller.enqueue(body.subarray(offset, offset + CHUNK_BYTES));
        offset += CHUNK_BYTES;
      },
    });
    await writeReadableStreamToWritable(stream, res);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
}

/** Fetches with brotli and reads slowly enough that the socket pushes back too. */
function fetchBrotli(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br');
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve(brotliDecompressSync(Buffer.concat(parts))));
      })
      .on('error', reject);
  });
}

async function drainWarningsWhileServing(withFix: boolean): Promise<{ warnings: string[]; intact: boolean }> {
  const body = randomBytes(CHUNKS * CHUNK_BYTES);
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.name === 'MaxListenersExceededWarning' && warning.message.includes('drain')) {
      warnings.push(warning.message);
    }
  };
  process.on('warning', onWarning);
  try {
    const received = await fetchBrotli(await serveStreamedBody(withFix, body));
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    return { warnings, intact: digest(received) === digest(body) };
  } finally {
    process.off('warning', onWarning);
  }
}

describe('a streamed page through compression', () => {
  it('piles up drain listeners on the brotli stream without the fix (the bug this guards against)', async () => {
    const { warnings, intact } = await drainWarningsWhileServing(false);
    expect(intact).toBe(true);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('keeps one drain listener on the brotli stream with it, and the page arrives whole', async () => {
    const { warnings, intact } = await drainWarningsWhileServing(true);
    expect(intact).toBe(true);
    expect(warnings).toEqual([]);
  });
});
