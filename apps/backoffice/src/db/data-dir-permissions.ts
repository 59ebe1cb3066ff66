import fs from 'node:fs/promises';
import path from 'node:path';

/** DATA_DIR holds the database, the server key, the admin token and mails with reset codes: the shop's user alone reads them. */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Takes group and others' bits off every file and folder the process makes. */
const PRIVATE_UMASK = 0o077;

/**
 * Files and folders this process makes from now on are its user's alone. Called first thing by the
 * back-office and the shop owner's commands (a worker thread may not change it; tests do not).
 */
export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Makes DATA_DIR (created if missing) private: with the folder itself 0700, nobody else reaches
 * anything under it, whatever an older version or another umask left there. Media and downloads
 * are served by the back-office itself, so they do not need to be readable by anyone else.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    await fs.chmod(dataDir, PRIVATE_FOLDER_MODE);
  } catch (error) {
    // A folder owned by someone else (a mounted volume): what the back-office makes inside stays private.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    console.warn(
      `${dataDir} belongs to another user and could not be made private (0700): check who else can read it.`,
    );
  }
}

/**
 * Every folder under `folder` (itself included) to 0700 and every file to 0600. Symbolic links are
 * left as they are, not followed: what they point to is not the shop's to change.
 */
export async function makeTreePrivate(folder: string): Promise<void> {
  await fs.chmod(folder, PRIVATE_FOLDER_MODE);
  const entries = await fs.readdir(folder, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) await makeTreePrivate(entryPath);
      else if (entry.isFile()) await fs.chmod(entryPath, PRIVATE_FILE_MODE);
    }),
  );
}
