import http from 'node:http';
import net from 'node:net';

/** An answer as a test read it (status 0: the connection closed without one). */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET through node:http, which lets a test set any header, Host and X-Forwarded-Host included
 * (fetch and Playwright's request context replace Host).
 */
export function rawHttp(url: string, options: { headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(url, { headers: options.headers, agent: false }, (response) => {
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
    });
    outgoing.on('error', reject);
  });
}

/** A request whose body the server should refuse without reading it. */
export interface UnreadRequest {
  method?: string;
  headers?: Record<string, string>;
  /** The Content-Length the request announces; without it the body is sent chunked. */
  declaredLength?: number;
  /** How much of the body is sent before waiting for the answer: past the cap, far below the announced size. */
  sentBytes: number;
}

const PIECE_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');

function parseAnswer(raw: Buffer): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString().split('\r\n');
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.subarray(end + 4);
  const length = Number(headers['content-length']);
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: (Number.isNaN(length) ? body : body.subarray(0, length)).toString(),
  };
}

/**
 * Sends the start of an oversized body over a bare TCP connection and waits for the answer. A
 * server that closes the connection on an unread body makes the client's next write fail, and
 * node:http (unlike a browser or curl) then drops an answer it has not read yet: so only a part
 * is sent, as much as the connection takes at once, and the answer is read whatever comes after.
 */
export function sendUnread(url: string, request: UnreadRequest): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port), target.hostname);
    const received: Buffer[] = [];
    socket.on('data', (piece: Buffer) => received.push(piece));
    socket.on('error', () => {});
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(received))));
    const chunked = request.declaredLength === undefined;
    const headers = {
      Host: target.host,
      Connection: 'close',
      ...request.headers,
      ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(request.declaredLength) }),
    };
    const head = [
      `${request.method ?? 'POST'} ${target.pathname}${target.search} HTTP/1.1`,
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
