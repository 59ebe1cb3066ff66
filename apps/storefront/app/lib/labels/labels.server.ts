import { Language, ScreenEntity, type ScreenEntityName, ScreenLabels } from '@shop/contract';
import type { AppLoadContext } from 'react-router';

import { backofficeFor } from '../backoffice.server';
import type { ShopLanguage } from '../language';
import type { PageLabels } from './labels';
import { onShopChange } from '../shop-changes.server';

// Labels change when the shop owner edits them, not per request: keep them a few minutes.
const LABEL_CACHE_MS = 5 * 60_000;
const cache = new Map<string, { expires: number; texts: Promise<Record<string, string> | undefined> }>();

/** Drops every cached label, e.g. after the shop owner changed them. */
export function clearLabelCache(): void {
  cache.clear();
}
onShopChange(clearLabelCache);

async function fetchEntity(
  request: Request,
  language: ShopLanguage,
  entity: ScreenEntityName,
  context: AppLoadContext | undefined,
): Promise<Record<string, string> | undefined> {
  const backoffice = backofficeFor(request, language, context);
  const result = await backoffice.call('localization-cstm-portal/get-localization-data', {
    entityId: ScreenEntity[entity],
    languageCode: language.code,
    recordValueJson: '[]',
  });
  // The spec: a failed lookup falls back to the English text, and is only logged.
  if (!result.ok) {
    console.error('labels: lookup failed', { entity, language: language.code, status: result.status });
    return undefined;
  }
  const labels = result.rows[0]?.labelsJsonData ?? [];
  return Object.fromEntries(labels.map((label) => [label.labelHtmlId, label.text]));
}

/**
 * The page language's texts for the given screen entities: the contract's English (`ScreenLabels`)
 * with the language's own texts over it. English needs no lookup (the spec skips the call).
 */
export async function loadLabels(
  request: Request,
  language: ShopLanguage,
  entities: readonly ScreenEntityName[],
  context?: AppLoadContext,
): Promise<PageLabels> {
  if (language.code === Language.en.code) {
    return Object.fromEntries(entities.map((entity) => [entity, ScreenLabels[entity]]));
  }
  const now = Date.now();
  const entries = await Promise.all(
    entities.map(async (entity) => {
      const key = `${language.code}:${entity}`;
      let cached = cache.get(key);
      if (!cached || cached.expires < now) {
        cached = { expires: now + LABEL_CACHE_MS, texts: fetchEntity(request, language, entity, context) };
        cache.set(key, cached);
      }
      const texts = await cached.texts;
      // A failed lookup is tried again on the next page rather than cached.
      if (!texts) cache.delete(key);
      return [entity, { ...ScreenLabels[entity], ...texts }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
