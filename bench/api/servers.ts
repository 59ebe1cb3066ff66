import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now. */
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

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * How `npm start` and the image run each server's Node.js: the back-office with its heap capped
 * (docs/deploy.md, "Memory"), so the memory measured is the memory a shop sees.
 */
const NODE_ARGS: Record<string, string[]> = { 'apps/backoffice/dist/main.js': ['--max-old-space-size=512'] };

/** Starts `node script` with `env`, ready once `readyPath` answers 200. */
export async function startServer(
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
  readyPath = '/',
): Promise<RunningServer> {
  const scriptPath = path.join(ROOT, script);
  if (!fs.existsSync(scriptPath)) throw new Error(`${script} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [...(NODE_ARGS[script] ?? []), scriptPath], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}${readyPath}`, child, 180_000);
  return {
    name,
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process in MB (Linux), or 0 when it cannot be read. */
export function residentMegabytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Samples the peak resident memory of processes while `work` runs. */
export async function peakMemoryDuring<T>(pids: number[], work: () => Promise<T>): Promise<[T, number[]]> {
  const peaks = pids.map((pid) => residentMegabytes(pid));
  const timer = setInterval(() => {
    pids.forEach((pid, index) => {
      peaks[index] = Math.max(peaks[index]!, residentMegabytes(pid));
    });
  }, 100);
  try {
    return [await work(), peaks];
  } finally {
    clearInterval(timer);
  }
}
