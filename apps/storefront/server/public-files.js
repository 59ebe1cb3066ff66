// The build's public files outside /assets (favicon, the home page's video and its poster, the
// product placeholder), served with a short cache. They are listed once, when the server starts:
// a page's address is not one of them, so a page (and a page cache hit) never waits on the disk
// to learn that no file has its name.
import fs from 'node:fs';
import path from 'node:path';

import express from 'express';

const ONE_HOUR = '1h';

/**
 * @param {string} clientDir the build's public folder (build/client)
 * @param {string[]} [skip] top-level folders served elsewhere ('assets')
 * @returns {import('express').RequestHandler}
 */
export function publicFiles(clientDir, skip = []) {
  const names = new Set(listFiles(clientDir, skip));
  const serve = express.static(clientDir, { maxAge: ONE_HOUR, index: false });
  return (req, res, next) => {
    if (names.has(decodedPath(req.path))) serve(req, res, next);
    else next();
  };
}

/**
 * Every file under `dir` as a URL path (`/favicon.svg`), but for the folders in `skip`.
 * @param {string} dir
 * @param {string[]} skip
 * @returns {string[]}
 */
function listFiles(dir, skip) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter(([top = '']) => !skip.includes(top))
    .map((parts) => `/${parts.join('/')}`);
}

/**
 * The request's path as a file's name; a malformed escape names no file.
 * @param {string} urlPath
 */
function decodedPath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return '';
  }
}
