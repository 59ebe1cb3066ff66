// A private redis-server (installed on the shop's machines) for tests, and a TCP proxy in front of
// one that a test can cut and restore, as a network failure or a Redis restart would.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../reliability/backoffice-process';

const START_TIMEOUT_MS = 5000;
const START_POLL_MS = 50;

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** redis-server on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<{ port: number; url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) => child.once('error', (error) => reject(error)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await Promise.race([answers(port), failed]))) {
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
  }
  return { port, url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}

export interface TcpProxy {
  url: string;
  /** Drops every connection and refuses new ones, as if the server were gone. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
}

/** A redis:// address that forwards to `targetPort` until it is cut. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}
