// Staff write product descriptions and pages in a rich-text editor; the server keeps only the
// markup the storefront shows safely, whatever the browser sent.
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@shop/contract';
import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** The HTML with scripts, styles, event handlers and unknown tags removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}
