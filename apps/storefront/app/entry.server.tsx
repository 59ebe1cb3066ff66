import { PassThrough } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

import { applyCachePolicy } from './lib/http/cache-policy';
import { NonceContext } from './lib/http/nonce';
import { requestContextOf } from './lib/http/request-context.server';
import { scriptsAfterFirstPaint } from './lib/http/scripts-after-paint.server';

// How long React may keep streaming deferred content before the render is aborted.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // React Router's inline scripts (and, through ServerRouter, <Scripts>, <ScrollRestoration> and
  // <Links>), React's own streaming scripts and the shop's own (InlineScript) carry the nonce the CSP allows.
  const nonce = requestContextOf(request, loadContext).cspNonce;

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    applyCachePolicy(request, responseStatusCode, responseHeaders);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Abort a little after streamTimeout so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // The whole page is written at once, every part in its place. The loaders have run before
        // the render, so nothing in it waits for data; sending the shell first would only send the
        // page's Suspense boundaries (root.tsx) after it, hidden until a script puts them in place.
        // For the same reason React may not move finished boundaries past 12,800 bytes to the end.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Decided with the final status: a render that failed before its shell is never shared.
          applyCachePolicy(request, responseStatusCode, responseHeaders);

          // The page's JavaScript waits for its first paint (lib/http/scripts-after-paint.server).
          const document = scriptsAfterFirstPaint();
          document.pipe(body);
          pipe(document);

          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router itself.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}

/** Client navigations and refreshes fetch the loaders' data: always fresh, never shared. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applyCachePolicy(request, response.status, response.headers, 'data');
  return response;
}
