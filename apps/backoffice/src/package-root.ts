import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The back-office package's folder (where drizzle/, media/ and seed-files/ ship), found the same
 * way from the sources under src/ and from the bundle under dist/.
 */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('back-office package folder not found');
    dir = parent;
  }
  return dir;
}
