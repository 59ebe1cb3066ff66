import { type ScreenEntityName, type ScreenLabelSet } from '@shop/contract';

import { type PageLabels, labelsFor } from '../../../lib/labels/labels';

/** The part of a route match a `meta` function gets that these helpers read. */
interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
}

function rootData(matches: readonly (MetaMatchLike | undefined)[]): Record<string, unknown> | undefined {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/** The shop's title from the root loader (the back-office's site title in the page language); '' when missing. */
export function siteTitleOf(matches: readonly (MetaMatchLike | undefined)[]): string {
  const title = rootData(matches)?.siteTitle;
  return typeof title === 'string' ? title.trim() : '';
}

/** `page | site`, or whichever of the two exists. */
export function pageTitle(page: string, siteTitle: string): string {
  return [page.trim(), siteTitle].filter(Boolean).join(' | ');
}

/** Texts of a layout entity (loaded by the root loader) for a `meta` function, which cannot use hooks. */
export function rootLabels<Entity extends ScreenEntityName>(
  matches: readonly (MetaMatchLike | undefined)[],
  entity: Entity,
): ScreenLabelSet<Entity> {
  return labelsFor(entity, rootData(matches)?.labels as PageLabels | undefined);
}
