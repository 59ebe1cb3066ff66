import sanitizeHtml from 'sanitize-html';

// Basic formatting only: no links, images, styles, classes or scripts from the product data.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'h6', 'blockquote'];

/**
 * A product's FullDescription, safe to render as HTML: only basic formatting tags survive, with no
 * attributes; disallowed elements keep their text, except script and style, which go entirely.
 * Answers '' for a description with no visible text.
 */
export function sanitizeDescription(html: string | null | undefined): string {
  if (!html) return '';
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  }).trim();
  const visibleText = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  return visibleText ? clean : '';
}
