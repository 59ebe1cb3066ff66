import {
  DEFAULT_LANGUAGE,
  Language,
  attachmentHeader,
  downloadFileName,
  downloadPath,
  isLanguageCode,
} from '@shop/contract';

import { serverEnv } from '../../lib/env.server';
import { requestIdHeaders } from '../../lib/http/request-id.server';
import { labelsFor } from '../../lib/labels/labels';
import { loadLabels } from '../../lib/labels/labels.server';
import { type ShopLanguage, localizedPath } from '../../lib/language';
import { SESSION_REJECTED_STATUS, redirectToLogin, requireSession } from '../../lib/session/session.server';

// A file may be large and the back-office slow to start sending it; past this the download fails.
const DOWNLOAD_START_TIMEOUT_MS = 30_000;
const PASSED_ON_HEADERS = ['Content-Type', 'Content-Length', 'Last-Modified', 'ETag'] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small page in the shopper's language for a download that is not there (the link opens it in place of the file). */
async function notAvailable(request: Request, language: ShopLanguage, status: 404 | 502): Promise<Response> {
  const labels = labelsFor('OrdersHistory', await loadLabels(request, language, ['OrdersHistory']));
  const html = `<!doctype html>
<html lang="${language.code}" dir="${language.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(labels.lbl_orders_download_unavailable)}</title>
<style>html{background:#fbf8f1}body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#343c21;line-height:1.5}a{color:#4d5e2c;font-weight:600}</style></head>
<body><main><h1>${escapeHtml(labels.lbl_orders_download_unavailable)}</h1><p>${escapeHtml(labels.lbl_orders_download_unavailable_text)}</p>
<p><a href="${localizedPath(language, '/orders-history')}">${escapeHtml(labels.lbl_orders_back_to_history)}</a></p></main></body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

/**
 * GET /api/download/{orderItemId}?name={product name}&lang={en|ar}: the file of a completed
 * digital item of the signed-in shopper, streamed from the back-office's download-digital-file
 * (spec section 7). The session token goes into the back-office's path from this server only; the
 * browser never sees it. The file keeps the back-office's type and name (the product's name with
 * the extension of its type); a host that names none gets a name made the same way. Anything not
 * the shopper's, or not completed yet, answers 404.
 */
export async function downloadOrderItemFile(request: Request, orderItemIdParam: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const language = Language[isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE];
  const session = requireSession(request, language);
  const orderItemId = Number(orderItemIdParam);
  if (!Number.isSafeInteger(orderItemId) || orderItemId < 1) return notAvailable(request, language, 404);

  let upstream: Response;
  try {
    upstream = await fetch(`${serverEnv.BACKOFFICE_URL}${downloadPath(orderItemId, session.token)}`, {
      headers: requestIdHeaders(request),
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(DOWNLOAD_START_TIMEOUT_MS)]),
    });
  } catch (error) {
    console.error('download: the back-office could not be reached', { orderItemId, error: String(error) });
    return notAvailable(request, language, 502);
  }
  if (upstream.status === SESSION_REJECTED_STATUS) redirectToLogin(request, language);
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    if (upstream.status !== 404 && upstream.status !== 400) {
      console.error('download: download-digital-file failed', { orderItemId, status: upstream.status });
      return notAvailable(request, language, 502);
    }
    return notAvailable(request, language, 404);
  }

  return fileResponse(upstream, upstream.body, url.searchParams.get('name') ?? '');
}

/**
 * The file as the shopper's browser gets it: the back-office's type, length and dates, never kept
 * by a cache; its own name, or one made from `productName` and the file's type.
 */
function fileResponse(upstream: Response, body: ReadableStream<Uint8Array>, productName: string): Response {
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  // fetch hands over a decoded body: a compressed answer's length would not match it.
  const decoded = upstream.headers.has('Content-Encoding');
  for (const name of PASSED_ON_HEADERS) {
    const value = upstream.headers.get(name);
    if (value && !(decoded && name === 'Content-Length')) headers.set(name, value);
  }
  const contentType = upstream.headers.get('Content-Type') ?? 'application/octet-stream';
  const disposition = upstream.headers.get('Content-Disposition');
  headers.set(
    'Content-Disposition',
    disposition && /filename/i.test(disposition)
      ? disposition
      : attachmentHeader(downloadFileName(productName, contentType)),
  );
  return new Response(body, { status: 200, headers });
}
