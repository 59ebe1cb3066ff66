// What the admin's rich-text editor may write into pages, campaigns and product descriptions: formatting,
// headings below the page's own title, lists, quotes, rules and links to web, mail and phone addresses.
// The back-office keeps only this when saving; the storefront keeps only this again when showing a page.

export const RICH_TEXT_TAGS = [
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
] as const;

/** The only attributes kept, per tag (a link's `rel` is always set again to `noopener noreferrer`). */
export const RICH_TEXT_ATTRIBUTES = { a: ['href', 'title', 'target', 'rel'] } as const;

/** The only addresses a link may point to. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
