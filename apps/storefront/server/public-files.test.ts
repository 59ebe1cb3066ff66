import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { publicFiles } from './public-files.js';

let dir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-files-'));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'two words.txt'), 'spaced');
  fs.mkdirSync(path.join(dir, 'fonts'));
  fs.writeFileSync(path.join(dir, 'fonts', 'inter.woff2'), 'font');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'entry.js'), 'code');

  const app = express();
  app.use(publicFiles(dir, ['assets']));
  app.use((_req, res) => {
    res.send('the page');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function get(urlPath: string, method = 'GET') {
  const response = await fetch(origin + urlPath, { method });
  return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') };
}

describe('publicFiles', () => {
  test('serves the files the folder held at start, in subfolders too, for an hour', async () => {
    expect(await get('/favicon.svg')).toEqual({ status: 200, body: '<svg/>', cache: 'public, max-age=3600' });
    expect((await get('/fonts/inter.woff2')).body).toBe('font');
    expect((await get('/two%20words.txt')).body).toBe('spaced');
    expect((await get('/favicon.svg', 'HEAD')).status).toBe(200);
  });

  test('leaves every other address to what follows: pages, skipped folders, other methods', async () => {
    expect((await get('/en/')).body).toBe('the page');
    expect((await get('/')).body).toBe('the page');
    expect((await get('/assets/entry.js')).body).toBe('the page');
    expect((await get('/favicon.svg', 'POST')).body).toBe('the page');
    expect((await get('/%E0%A4%A')).body).toBe('the page');
  });

  test('does not look on the disk for an address it did not list', async () => {
    // Written after the start: a lookup per request would find it.
    fs.writeFileSync(path.join(dir, 'later.txt'), 'late');
    fs.mkdirSync(path.join(dir, 'en'));
    fs.writeFileSync(path.join(dir, 'en', 'index.html'), 'a file');

    expect((await get('/later.txt')).body).toBe('the page');
    expect((await get('/en/index.html')).body).toBe('the page');
  });

  test('a folder that does not exist lists nothing', async () => {
    const app = express();
    app.use(publicFiles(path.join(dir, 'missing')));
    app.use((_req, res) => {
      res.send('the page');
    });
    const other = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/favicon.svg`);
      expect(await response.text()).toBe('the page');
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
