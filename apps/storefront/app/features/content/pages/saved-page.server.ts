// The about, FAQ and terms pages as the shop owner wrote them in the admin. A page never written
// (no row) or a back-office that cannot answer leaves the storefront's built-in page in place.
import {
  type ContentPageSlug,
  EMPTY_RECORD_VALUE_JSON,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@shop/contract';
import sanitizeHtml from 'sanitize-html';

import { backofficeFor } from '../../../lib/backoffice.server';
import { cached } from '../../../lib/cache.server';
import type { ShopLanguage } from '../../../lib/language';
import type { SavedPage } from './saved-page';

// Kept like the layout's data; a change saved in the admin drops it at once (cache.server.ts).
const SAVED_PAGE_CACHE_MS = 60_000;
// Search engines show about this many characters of a description.
const META_DESCRIPTION_LENGTH = 160;

// What the admin's rich-text editor writes (the back-office keeps the same): formatting and links.
const PAGE_BODY_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link may open a new tab, but never hands the shop's window to the page it opens.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
// Where one block ends and the next begins, so their words do not run together as text.
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote)>|<(?:br|hr)\b[^>]*>/gi;
// sanitize-html escapes these in text; the meta tag wants them as characters.
const ESCAPED: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The body's HTML, safe to render: the editor's formatting tags and links to web, mail and phone addresses only. */
export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, PAGE_BODY_HTML).trim();
}

/** The body's visible text on one line, cut at a word to a meta description's length. */
export function pageDescription(html: string): string {
  const escaped = sanitizeHtml(html.replace(BLOCK_END, '$& '), TEXT_ONLY);
  const text = escaped
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The page the owner wrote, in `language`; null while the storefront should show its built-in
 * page: never written, nothing visible left once sanitised, or the back-office failed (logged).
 */
export async function loadSavedPage(
  request: Request,
  language: ShopLanguage,
  slug: ContentPageSlug,
): Promise<SavedPage | null> {
  try {
    return await cached(`saved-page:${slug}:${language.code}`, SAVED_PAGE_CACHE_MS, async () => {
      const result = await backofficeFor(request, language).call('get-content-page', {
        Slug: slug,
        recordValueJson: EMPTY_RECORD_VALUE_JSON,
      });
      if (!result.ok) throw new Error(`get-content-page: ${result.status} ${result.errorMessage}`);
      const [row] = result.rows;
      if (!row) return null;
      const bodyHtml = sanitizePageBody(row.Body);
      const description = pageDescription(bodyHtml);
      if (!description) return null;
      return { title: row.Title, bodyHtml, description };
    });
  } catch (error) {
    console.error('content page: the saved page could not be read; showing the built-in one', { slug, error });
    return null;
  }
}
