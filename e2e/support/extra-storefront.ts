import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { BACKOFFICE_URL, STOREFRONT_PORT, STOREFRONT_URL } from './servers';

/** A second built storefront, beside the one the config starts, for settings the tests' one turns off. */
export interface ExtraStorefront {
  port: number;
  url: string;
  stop(): Promise<void>;
}

const SERVER_JS = fileURLToPath(new URL('../../apps/storefront/server.js', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 200;

// Ports after the tests' storefront: one per parallel worker, so two workers never meet.
const FIRST_EXTRA_PORT_OFFSET = 10;

/**
 * Starts apps/storefront/server.js (as built) beside the tests' storefront, against the same
 * back-office and with the same public origin, with `env` on top (e.g. PAGE_CACHE on).
 * `parallelIndex` (the worker's, from testInfo) picks its port.
 */
export async function startExtraStorefront(
  env: Record<string, string>,
  parallelIndex: number,
): Promise<ExtraStorefront> {
  const port = STOREFRONT_PORT + FIRST_EXTRA_PORT_OFFSET + parallelIndex;
  const child: ChildProcess = spawn(process.execPath, [SERVER_JS], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKOFFICE_URL,
      STOREFRONT_URL,
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the extra storefront stopped (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the extra storefront did not start on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return {
    port,
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
