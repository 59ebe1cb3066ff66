// The back-office's entry points (src/main.ts, src/cli.ts) run from their sources with tsx as
// processes of their own, for tests of what happens between processes (who holds DATA_DIR).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../reliability/backoffice-process';
import { packageRoot } from '../../src/package-root';

// Started from source, it compiles as it loads: on a busy two-core machine that can take a minute or more.
const START_TIMEOUT_MS = 150_000;
const HEALTH_POLL_MS = 50;

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface SourceBackoffice {
  pid: number;
  url: string;
  /** SIGTERM, the graceful stop; answers the exit code. */
  stop(): Promise<ProcessResult>;
  /** SIGKILL: nothing of the back-office's own runs. */
  kill(): Promise<ProcessResult>;
}

/** The environment of a quiet test back-office on `dataDir` (PGlite there unless `extra` says otherwise). */
export function sourceEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ARGON2_MEMORY_KIB: '1024',
    DATA_DIR: dataDir,
    ...extra,
  };
}

function spawnEntry(entry: 'main' | 'cli', args: string[], env: Record<string, string>) {
  return spawnWithTsx([path.join('src', `${entry}.ts`), ...args], env);
}

function spawnWithTsx(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: packageRoot(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result: ProcessResult = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (result.stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (result.stderr += chunk.toString('utf8')));
  // 'close' comes once the output is all read and the process reaped.
  const finished = new Promise<ProcessResult>((resolve) => child.once('close', (code) => resolve({ ...result, code })));
  return { child, finished };
}

/** Runs `npm run shop -- <args>` from the sources and answers its exit code and output. */
export function runCliFromSource(args: string[], env: Record<string, string>): Promise<ProcessResult> {
  return spawnEntry('cli', args, env).finished;
}

/** Runs an ES module's `code` from the back-office's folder (imports of src/… work) and answers its output. */
export function runScriptFromSource(code: string): Promise<ProcessResult> {
  return spawnWithTsx(['--input-type=module', '--eval', code], { PATH: process.env.PATH ?? '' }).finished;
}

/** Starts src/main.ts; answers the process's result if it stops before it listens. */
export async function startBackofficeFromSource(
  env: Record<string, string>,
): Promise<{ ok: true; backoffice: SourceBackoffice } | { ok: false; result: ProcessResult }> {
  const port = await freePort();
  const { child, finished } = spawnEntry('main', [], { ...env, BACKOFFICE_PORT: String(port) });
  let exited: ProcessResult | undefined;
  void finished.then((result) => (exited = result));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) return { ok: false, result: exited };
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the back-office did not start within ${START_TIMEOUT_MS} ms:\n${(await finished).stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  const end = (signal: NodeJS.Signals) => {
    if (!exited) child.kill(signal);
    return finished;
  };
  return { ok: true, backoffice: { pid: child.pid!, url, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') } };
}
