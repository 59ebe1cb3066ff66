import { MAX_ID, type RowOf } from '@shop/contract';

import { mediaUrl } from '../../../lib/media-url';

/** A campaign as the home banners and the campaign page show it. */
export interface Campaign {
  id: number;
  mainTitle: string;
  discountTitle: string;
  /** Body as plain paragraphs (see `bodyParagraphs`). */
  paragraphs: string[];
  coverUrl: string | undefined;
}

export function toCampaign(row: RowOf<'get-web-campaign-detail'>): Campaign {
  return {
    id: row.CampaignId,
    mainTitle: row.MainTitle.trim(),
    discountTitle: row.DiscountTitle?.trim() ?? '',
    paragraphs: bodyParagraphs(row.Body),
    coverUrl: mediaUrl(row.CoverPictureUrl),
  };
}

const DIGITS = /^\d{1,10}$/;

/** The campaign id of a URL segment, or undefined when it is not a campaign id at all (a 404). */
export function parseCampaignId(segment: string | undefined): number | undefined {
  if (!segment || !DIGITS.test(segment)) return undefined;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A campaign body (the protocol allows HTML) as plain-text paragraphs. Rendering text, never markup,
 * means nothing from the back-office can inject script; paragraph and line breaks are kept.
 */
export function bodyParagraphs(body: string | null | undefined): string[] {
  if (!body) return [];
  const text = body
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/[ \t]+/g, ' ')
        .replace(/ *\n */g, '\n')
        .trim(),
    )
    .filter(Boolean);
}
