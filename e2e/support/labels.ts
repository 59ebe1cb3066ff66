import { type APIRequestContext, expect } from '@playwright/test';
import { type LanguageCode, ScreenEntity, type ScreenEntityName, ScreenLabels } from '@shop/contract';

import { BACKOFFICE_URL } from './servers';

/** A screen entity's texts, label id → text. */
export type LabelSet<Entity extends ScreenEntityName> = Record<keyof (typeof ScreenLabels)[Entity], string>;

// The seed's Arabic texts do not change during a run: each entity is asked once per worker.
const arabic = new Map<ScreenEntityName, Promise<Record<string, string>>>();

async function arabicOverrides(request: APIRequestContext, entity: ScreenEntityName): Promise<Record<string, string>> {
  const response = await request.post(
    `${BACKOFFICE_URL}/api/v1/common/localization-cstm-portal/get-localization-data`,
    {
      headers: { Token: '', UserID: '', 'Accept-Language': 'ar' },
      data: { requestParameters: { entityId: ScreenEntity[entity], languageCode: 'ar', recordValueJson: '[]' } },
    },
  );
  expect(response.status(), `the Arabic labels of ${entity} answer 200`).toBe(200);
  const [row] = JSON.parse(((await response.json()) as { data: string }).data) as { labelsJsonData?: string }[];
  const labels = JSON.parse(row?.labelsJsonData || '[]') as { labelHtmlId: string; text: string }[];
  return Object.fromEntries(labels.map((label) => [label.labelHtmlId, label.text]));
}

/**
 * The texts of a screen entity as a shopper reads them: English from the contract, Arabic as the
 * seed gives the back-office's localization endpoint (English where it has no Arabic).
 */
export async function labelsOf<Entity extends ScreenEntityName>(
  request: APIRequestContext,
  entity: Entity,
  language: LanguageCode,
): Promise<LabelSet<Entity>> {
  const english = ScreenLabels[entity] as LabelSet<Entity>;
  if (language === 'en') return english;
  let overrides = arabic.get(entity);
  if (!overrides) {
    overrides = arabicOverrides(request, entity);
    arabic.set(entity, overrides);
    overrides.catch(() => arabic.delete(entity));
  }
  return { ...english, ...(await overrides) };
}
