import type { ScreenEntityName, ScreenLabelSet } from '@shop/contract';
import { useMatches } from 'react-router';

/**
 * The texts of the screen entities a page loaded, in the page's language, per entity and label id.
 * Loaders return them (`loadLabels`); the English defaults stay on the server, so no page carries the
 * texts of every screen in its JavaScript.
 */
export type PageLabels = Partial<Record<ScreenEntityName, Record<string, string>>>;

const reported = new Set<string>();

/**
 * The texts of one screen entity from what the page loaded. An entity no loader asked for is a bug of
 * this code (an Arabic page would show English): it is logged, and its labels read as their ids rather
 * than breaking the page.
 */
export function labelsFor<Entity extends ScreenEntityName>(
  entity: Entity,
  labels: PageLabels | undefined,
): ScreenLabelSet<Entity> {
  const texts = labels?.[entity];
  if (texts) return texts as ScreenLabelSet<Entity>;
  if (!reported.has(entity)) {
    reported.add(entity);
    console.error(`labels: ${entity} was not loaded for this page`);
  }
  return new Proxy({}, { get: (_, id) => String(id) }) as ScreenLabelSet<Entity>;
}

/** Fills `{name}` placeholders of a label, e.g. fillLabel('Showing {from} to {to}', { from: 1, to: 9 }). */
export function fillLabel(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function hasLabels(data: unknown): data is { labels: PageLabels } {
  return typeof data === 'object' && data !== null && 'labels' in data;
}

/**
 * The texts of a screen entity for the page being shown. Loaders return `labels` (from
 * `loadLabels`); the root loads the layout's entities and each route its own.
 */
export function useLabels<Entity extends ScreenEntityName>(entity: Entity): ScreenLabelSet<Entity> {
  const matches = useMatches();
  const labels: PageLabels = {};
  for (const match of matches) {
    if (hasLabels(match.loaderData)) Object.assign(labels, match.loaderData.labels);
  }
  return labelsFor(entity, labels);
}
