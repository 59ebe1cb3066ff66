// Staff write product descriptions and pages in a rich-text editor; the server keeps only the
// markup the storefront shows safely, whatever the browser sent.
import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** The HTML with scripts, styles, event handlers and unknown tags removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}
