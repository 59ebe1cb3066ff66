// What the lists say of a banner or campaign: its title in the member's language and whether the
// storefront shows it now, will show it later, showed it until it ended, or never (turned off).
import type { ScheduledRow } from './content-api';
import type { ContentMessageKey } from './messages';

export type ScheduleStatus = 'live' | 'scheduled' | 'ended' | 'inactive';

export const STATUS_TEXT: Record<ScheduleStatus, ContentMessageKey> = {
  live: 'statusLive',
  scheduled: 'statusScheduled',
  ended: 'statusEnded',
  inactive: 'statusInactive',
};

/** The status as of `now` (ms); the server's `live` decides whether it shows. */
export function scheduleStatus(row: ScheduledRow, now: number): ScheduleStatus {
  if (!row.isActive) return 'inactive';
  if (row.live) return 'live';
  if (row.startsAt && Date.parse(row.startsAt) > now) return 'scheduled';
  return 'ended';
}

/** The main title in `language`, the English one when the Arabic is missing; '' when it has none. */
export function rowTitle(row: ScheduledRow, language: 'en' | 'ar'): string {
  return (language === 'ar' && row.mainTitle.ar.trim()) || row.mainTitle.en.trim();
}

export const rowImage = (row: ScheduledRow) => ('imageUrl' in row ? row.imageUrl : row.coverPictureUrl);

/** A moment as a short date and time in the member's locale. */
export const formatMoment = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
