import { type ScreenEntityName, type ScreenLabelSet, ScreenLabels } from '@shop/contract';
import { useMatches } from 'react-router';

/** Texts in the page's language that differ from the English, per screen entity and label id. */
export type LabelOverrides = Partial<Record<ScreenEntityName, Record<string, string>>>;

/** The texts of one screen entity: the English of the contract with the page language's overrides. */
export function labelsFor<Entity extends ScreenEntityName>(
  entity: Entity,
  overrides: LabelOverrides | undefined,
): ScreenLabelSet<Entity> {
  return { ...ScreenLabels[entity], ...overrides?.[entity] } as ScreenLabelSet<Entity>;
}

/** Fills `{name}` placeholders of a label, e.g. fillLabel('Showing {from} to {to}', { from: 1, to: 9 }). */
export function fillLabel(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function hasLabels(data: unknown): data is { labels: LabelOverrides } {
  return typeof data === 'object' && data !== null && 'labels' in data;
}

/**
 * The texts of a screen entity for the page being shown. Loaders return `labels` (from
 * `loadLabels`); the root loads the layout's entities and each route its own.
 */
export function useLabels<Entity extends ScreenEntityName>(entity: Entity): ScreenLabelSet<Entity> {
  const matches = useMatches();
  const overrides: LabelOverrides = {};
  for (const match of matches) {
    if (hasLabels(match.loaderData)) Object.assign(overrides, match.loaderData.labels);
  }
  return labelsFor(entity, overrides);
}
