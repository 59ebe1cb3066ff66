// Between an entry as the API answers it and the form that edits it: the form's starting values,
// the changes an update sends, and each field's error in the member's language.
import type { FieldError, FieldNamesMarkedBoolean, UseFormReturn } from 'react-hook-form';
import { TAXONOMY_DISPLAY_ORDER_MAX } from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import { fieldErrorText } from '../../lib/form-errors';
import type { TaxonomyMessageKey } from './messages';
import type { TaxonomyBody, TaxonomyChanges, TaxonomyEntry, TaxonomyFormValues, TaxonomyNoun } from './taxonomy-nouns';

/** Every field the form may hold, as the API names it (a 400 naming one is shown under it). */
export const TAXONOMY_FORM_FIELDS = [
  'name.en',
  'name.ar',
  'isActive',
  'displayOrder',
  'parentId',
  'imageUrl',
  'isPopular',
  'hexCode',
  'shortName',
  'inches',
  'centimeters',
] as const;
export type TaxonomyFormField = (typeof TAXONOMY_FORM_FIELDS)[number];

/** The form of any noun. */
export type TaxonomyForm = UseFormReturn<TaxonomyFormValues, unknown, TaxonomyBody>;
/** A field's error text, if it has one. */
export type ErrorOf = (field: TaxonomyFormField) => string | undefined;

export const isTaxonomyFormField = (field: string | undefined): field is TaxonomyFormField =>
  (TAXONOMY_FORM_FIELDS as readonly (string | undefined)[]).includes(field);

/** The form's values for `entry`, or for a new entry of the noun (active, at the top level, at the end). */
export function formValuesOf(noun: TaxonomyNoun, entry?: TaxonomyEntry): TaxonomyFormValues {
  const common = { name: { en: entry?.name.en ?? '', ar: entry?.name.ar ?? '' }, isActive: entry?.isActive ?? true };
  switch (noun.extras) {
    case 'category':
      return {
        ...common,
        parentId: entry?.parentId ?? null,
        imageUrl: entry?.imageUrl ?? '',
        isPopular: entry?.isPopular ?? false,
        displayOrder: entry?.displayOrder,
      };
    case 'colour':
      return { ...common, hexCode: entry?.hexCode?.toUpperCase() ?? '' };
    case 'size':
      return {
        ...common,
        shortName: entry?.shortName ?? '',
        inches: entry?.inches ?? '',
        centimeters: entry?.centimeters ?? '',
      };
    case 'none':
      return common;
  }
}

/**
 * Only what the member changed: a reorder made meanwhile by someone else keeps its place, and an
 * untouched language of the name stays as it is.
 */
export function changesOf(body: TaxonomyBody, dirty: Partial<FieldNamesMarkedBoolean<TaxonomyFormValues>>) {
  const changes: TaxonomyChanges = {};
  for (const field of Object.keys(body) as (keyof TaxonomyBody)[]) {
    if (field === 'name') {
      const name = {
        ...(dirty.name?.en ? { en: body.name.en } : {}),
        ...(dirty.name?.ar ? { ar: body.name.ar } : {}),
      };
      if (Object.keys(name).length > 0) changes.name = name;
    } else if (dirty[field]) {
      Object.assign(changes, { [field]: body[field] });
    }
  }
  return changes;
}

/**
 * A field's error: the server's message as it came; the contract's English messages in the member's
 * language, with this screen's own words where the general ones would mislead (numbers, colours, addresses).
 */
export function taxonomyFieldError(
  field: TaxonomyFormField,
  error: FieldError | undefined,
  t: Translate,
  tm: (key: TaxonomyMessageKey, values?: Record<string, string | number>) => string,
  locale: string,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  switch (field) {
    case 'displayOrder':
      return tm('displayOrderFormat', {
        min: (0).toLocaleString(locale),
        max: TAXONOMY_DISPLAY_ORDER_MAX.toLocaleString(locale),
      });
    case 'hexCode':
      return tm('hexCodeFormat');
    case 'imageUrl':
      return error.type === 'too_big' ? fieldErrorText(error, t) : tm('imageUrlFormat');
    default:
      return fieldErrorText(error, t);
  }
}
