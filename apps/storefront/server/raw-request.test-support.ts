import http from 'node:http';
import net from 'node:net';

/** What a test gets back: the status, headers and body of the answer (status 0: none came). */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  /** Any header, Host and X-Forwarded-Host included (fetch would refuse or replace them). */
  headers?: Record<string, string>;
  /** Sent with its Content-Length. */
  body?: string | Buffer;
  /** Sent chunked, without a Content-Length, one piece after another. */
  chunks?: Iterable<Buffer>;
}

/**
 * One request through node:http, which lets a test set Host, send a body without a length and keep
 * the answer a server gives before it has read the whole body (fetch then fails with EPIPE instead).
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== undefined) headers['Content-Length'] = Buffer.byteLength(request.body);
    const outgoing = http.request(
      { host: '127.0.0.1', port, method: request.method ?? 'GET', path: request.path, headers, agent: false },
      (response) => {
        const pieces: Buffer[] = [];
        response.on('data', (piece: Buffer) => pieces.push(piece));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(pieces).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    // The server may close the connection while the body is still on its way (a refused body):
    // the answer, if one came, is what counts.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    outgoing.on('close', () => resolve({ status: 0, headers: {}, body: '' }));
    if (request.chunks) {
      void writeChunks(outgoing, request.chunks);
      return;
    }
    outgoing.end(request.body);
  });
}

async function writeChunks(outgoing: http.ClientRequest, chunks: Iterable<Buffer>) {
  for (const chunk of chunks) {
    if (outgoing.destroyed) return;
    if (!outgoing.write(chunk)) await drainedOrClosed(outgoing);
  }
  if (!outgoing.destroyed) outgoing.end();
}

function drainedOrClosed(outgoing: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      resolve();
    };
    outgoing.on('drain', done);
    outgoing.on('close', done);
  });
}

/** A request whose body the server should refuse without reading it. */
export interface UnreadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** The Content-Length the request announces; without it the body is sent chunked. */
  declaredLength?: number;
  /** How much of the body is sent before waiting for the answer: past the cap, far below the announced size. */
  sentBytes: number;
}

const PIECE_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');

/**
 * Sends the start of an oversized body over a bare TCP connection and waits for the answer. A
 * server that closes the connection on an unread body makes the client's next write fail, and
 * node:http (unlike a browser or curl) then drops an answer it has not read yet: so only a part
 * is sent, as much as the connection takes at once, and the answer is read whatever comes after.
 */
export function sendUnread(port: number, request: UnreadRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (piece: Buffer) => received.push(piece));
    socket.on('error', () => {});
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(received))));
    const chunked = request.declaredLength === undefined;
    const headers = {
      Host: `127.0.0.1:${port}`,
      Connection: 'close',
      ...request.headers,
      ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(request.declaredLength) }),
    };
    const head = [
      `${request.method ?? 'POST'} ${request.path} HTTP/1.1`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    const piece = Buffer.alloc(PIECE_BYTES, ' ');
    const framed = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, CRLF]) : piece;
    socket.write(head);
    for (let sent = 0; sent < request.sentBytes; sent += piece.length) socket.write(framed);
  });
}

function parseAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString();
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? Number.NaN);
  const body = raw.subarray(Buffer.byteLength(text.slice(0, end + 4)));
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: (Number.isNaN(length) ? body : body.subarray(0, length)).toString(),
  };
}
