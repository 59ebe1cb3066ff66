import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * The text of a secret file under `dir`, made with mode 0600 from `makeContent()` when it does not
 * exist yet. Several processes starting at once all end up reading the same file.
 */
export async function readOrCreateSecretFile(
  dir: string,
  fileName: string,
  makeContent: () => string,
): Promise<string> {
  const file = path.join(dir, fileName);
  await fs.mkdir(dir, { recursive: true });
  // Written aside, then linked into place: link() fails when the file exists, so no one ever reads half a secret.
  const draft = `${file}.${randomUUID()}`;
  await fs.writeFile(draft, makeContent(), { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return fs.readFile(file, 'utf8');
}
