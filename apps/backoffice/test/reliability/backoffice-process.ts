// The built back-office (dist/main.js) as a child process, to kill and start again the way a
// crash and a restart would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { packageRoot } from '../../src/package-root';

const START_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 25;
// Enough of the child's output to tell why it failed, without holding fifty starts' worth.
const LOG_TAIL_CHARS = 20_000;

export const builtMain = () => path.join(packageRoot(), 'dist', 'main.js');
export const builtCli = () => path.join(packageRoot(), 'dist', 'cli.js');

/** Builds the back-office when dist/ is missing (a fresh clone running this suite first). */
export function ensureBuilt(): void {
  if (fs.existsSync(builtMain()) && fs.existsSync(builtCli())) return;
  const built = spawnSync('npm', ['run', 'build'], { cwd: packageRoot(), stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build of the back-office failed');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface BackofficeProcess {
  url: string;
  /** SIGKILL: no shutdown code runs, as in a crash or a power cut of the process. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop. */
  stop(): Promise<void>;
}

/** Starts dist/main.js with `env` on `port` and waits until /health answers. */
export async function startBackoffice(
  env: Record<string, string>,
  port: number,
  log: { text: string },
): Promise<BackofficeProcess> {
  const child: ChildProcess = spawn(process.execPath, [builtMain()], {
    env: { PATH: process.env.PATH ?? '', ...env, BACKOFFICE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log.text = (log.text + chunk.toString('utf8')).slice(-LOG_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // 'close' comes after the child's output is all read, so a failed start shows why.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited) throw new Error(`the back-office stopped while starting:\n${log.text}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the back-office did not start within ${START_TIMEOUT_MS} ms:\n${log.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (!hasExited) child.kill(signal);
    await exited;
  };
  return { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
