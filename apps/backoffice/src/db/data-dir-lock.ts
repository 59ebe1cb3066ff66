import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Beside the PGlite folder rather than in it, so a dump of that folder never carries it. */
export const DATA_DIR_LOCK_FILE = 'pglite.lock';

// Stale locks taken over in a row before giving up: each round another process took the lock first.
const TAKE_OVER_ROUNDS = 5;
/** How long a process waits for another one removing a stale lock before giving up. */
const TAKE_OVER_WAIT_MS = 5_000;
/** A takeover guard older than this was left by a process killed while removing a stale lock. */
const STALE_GUARD_MS = 10_000;

/**
 * The process holding the lock. On Linux also when it started (clock ticks since boot, from
 * /proc/<pid>/stat), so that a process that got the same pid after the holder died (a restarted
 * container starts its processes with the same small pids) is not taken for the holder.
 */
interface LockHolder {
  pid: number;
  startedAt: string | null;
}

/** Refused: another process (or this one) has the embedded database in that folder open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in process ${pid}${pid === process.pid ? ' (this one)' : ''}. ` +
        'Stop that process first, or set DATABASE_URL to share a PostgreSQL database between processes.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

// Lock files this process holds, so that a lock naming our own pid is told from one left by an
// earlier process that had the same pid.
const heldByThisProcess = new Set<string>();

/**
 * Takes DATA_DIR's lock for the embedded database, or throws DataDirInUseError naming the process
 * that has it. PGlite opened from two processes would let each write its own copy of the files and
 * lose the other's; PostgreSQL is what several processes share.
 *
 * The lock is a file holding its holder's pid, released on `release()` and on the process's exit.
 * A process killed outright (SIGKILL, a power cut) leaves it behind: a lock whose process is gone, or
 * whose pid now belongs to a process started later, is stale and taken over. A lock whose process
 * lives is refused even when that process is not a back-office: after a kill the pid can be given to
 * some other program, and refusing then (the message names the pid to check) is safer than two
 * writers. On Linux the start time tells such a newcomer apart, so this only happens elsewhere.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const text = `${JSON.stringify({ pid: process.pid, startedAt: startTimeOf(process.pid) } satisfies LockHolder)}\n`;
  // Written aside, then linked into place: link() fails when the lock exists, and no one ever reads half of it.
  const draft = `${lockFile}.${randomUUID()}`;
  await fs.writeFile(draft, text, { mode: 0o600 });
  try {
    await takeLock(dataDir, lockFile, draft);
  } finally {
    await fs.rm(draft, { force: true });
  }
  heldByThisProcess.add(lockFile);
  const releaseAtExit = () => {
    if (readText(lockFile) === text) unlinkSync(lockFile);
  };
  process.once('exit', releaseAtExit);
  return {
    async release() {
      if (!heldByThisProcess.delete(lockFile)) return;
      process.off('exit', releaseAtExit);
      releaseAtExit();
    },
  };
}

async function takeLock(dataDir: string, lockFile: string, draft: string): Promise<void> {
  const deadline = Date.now() + TAKE_OVER_WAIT_MS;
  for (let round = 0; round < TAKE_OVER_ROUNDS;) {
    try {
      await fs.link(draft, lockFile);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readText(lockFile);
    if (found === undefined) continue; // released in the meantime
    const holder = parseHolder(found);
    if (holder && isAlive(holder, lockFile)) throw new DataDirInUseError(dataDir, holder.pid);
    const removal = await removeStaleLock(lockFile, found);
    if (removal === 'busy') {
      // Another process is removing it: wait for it, then look again.
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20));
    } else {
      round += 1;
    }
  }
  throw new Error(`Could not take the lock ${lockFile}: other processes keep taking it. Try again.`);
}

/**
 * Removes the stale lock `found`, unless another process replaced it in the meantime. Only the
 * process holding the takeover guard (a folder: made in one step, by one process) removes a lock,
 * and only after reading, under the guard, that it is still the stale one; every other process only
 * ever creates the lock where there is none, so the lock read cannot change before it is removed.
 * Answers 'busy' when another process holds the guard.
 */
async function removeStaleLock(lockFile: string, found: string): Promise<'removed' | 'kept' | 'busy'> {
  const guard = `${lockFile}.takeover`;
  try {
    await fs.mkdir(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const made = (await fs.stat(guard).catch(() => undefined))?.mtimeMs;
    if (made !== undefined && Date.now() - made > STALE_GUARD_MS) await fs.rm(guard, { recursive: true, force: true });
    return 'busy';
  }
  try {
    if (readText(lockFile) !== found) return 'kept';
    await fs.rm(lockFile, { force: true });
    return 'removed';
  } finally {
    await fs.rm(guard, { recursive: true, force: true });
  }
}

function isAlive(holder: LockHolder, lockFile: string): boolean {
  if (holder.pid === process.pid) return heldByThisProcess.has(lockFile);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const status = processStatus(holder.pid);
  if (!status) return true;
  // A zombie (killed, not yet reaped by its parent) no longer touches the files.
  if (status.state === 'Z' || status.state === 'X') return false;
  return holder.startedAt === null || status.startedAt === holder.startedAt;
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const { pid, startedAt } = JSON.parse(text) as Partial<LockHolder>;
    // 0 and negative pids would name process groups to process.kill.
    if (!Number.isSafeInteger(pid) || pid! <= 0) return undefined;
    return { pid: pid!, startedAt: typeof startedAt === 'string' ? startedAt : null };
  } catch {
    // Not a lock this code wrote (or a file cut short by a crash): nobody holds it.
    return undefined;
  }
}

/** Linux's /proc/<pid>/stat: the process's state and start time; undefined elsewhere or when unreadable. */
function processStatus(pid: number): { state: string; startedAt: string } | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // The command name (2nd field) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, startedAt] = [fields[0], fields[19]];
  return state && startedAt ? { state, startedAt } : undefined;
}

function startTimeOf(pid: number): string | null {
  return processStatus(pid)?.startedAt ?? null;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
