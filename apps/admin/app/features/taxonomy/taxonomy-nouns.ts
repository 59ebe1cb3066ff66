// The five taxonomy nouns the same screens serve. Each differs only in its extra fields (a
// category's parent and image, a colour's swatch, a size's measurements), named by `extras`.
import type { z } from 'zod';
import {
  CreateBrandBody,
  CreateCategoryBody,
  CreateColourBody,
  CreateSizeBody,
  CreateTagBody,
  type AdminBrand,
  type AdminCategory,
  type AdminColour,
  type AdminSize,
} from '@shop/contract';
import type { MessageKey } from '../../i18n/en';
import type { TaxonomyMessageKey } from './messages';

export const TAXONOMY_PATHS = ['categories', 'brands', 'tags', 'colours', 'sizes'] as const;
export type TaxonomyPath = (typeof TAXONOMY_PATHS)[number];

/** Any noun's entry as the API answers it: the common fields, and the noun's own ones when it has them. */
export type TaxonomyEntry = AdminBrand &
  Partial<Pick<AdminCategory, 'parentId' | 'imageUrl' | 'isPopular' | 'childCount'>> &
  Partial<Pick<AdminColour, 'hexCode'>> &
  Partial<Pick<AdminSize, 'shortName' | 'inches' | 'centimeters'>>;

/** The form's values for any noun; each noun's schema reads (and sends) only its own fields. */
export interface TaxonomyFormValues {
  name: { en?: string; ar?: string };
  isActive?: boolean;
  displayOrder?: number;
  parentId?: number | null;
  imageUrl?: string;
  isPopular?: boolean;
  hexCode?: string;
  shortName?: string;
  inches?: string;
  centimeters?: string;
}

/** What a create sends. */
export type TaxonomyBody = Partial<Omit<TaxonomyFormValues, 'name'>> & { name: { en: string; ar: string } };

/** What an update sends: only the fields changed, the name one language at a time. */
export type TaxonomyChanges = Partial<Omit<TaxonomyBody, 'name'>> & { name?: { en?: string; ar?: string } };

export interface TaxonomyNoun {
  path: TaxonomyPath;
  /** The list's title (the section's name in the navigation). */
  title: MessageKey;
  /** The noun's own fields beside name, active and order. */
  extras: 'category' | 'colour' | 'size' | 'none';
  /** The create body's schema: checks the form as the server will. */
  schema: z.ZodType<TaxonomyBody, TaxonomyFormValues>;
}

export const TAXONOMY_NOUNS: Record<TaxonomyPath, TaxonomyNoun> = {
  categories: { path: 'categories', title: 'nav.categories', extras: 'category', schema: CreateCategoryBody },
  brands: { path: 'brands', title: 'nav.brands', extras: 'none', schema: CreateBrandBody },
  tags: { path: 'tags', title: 'nav.tags', extras: 'none', schema: CreateTagBody },
  colours: { path: 'colours', title: 'nav.colours', extras: 'colour', schema: CreateColourBody },
  sizes: { path: 'sizes', title: 'nav.sizes', extras: 'size', schema: CreateSizeBody },
};

/**
 * The noun a screen serves, read from its address (/admin/colours/12 → colours): the five nouns
 * share one list route and one form route, registered once per noun.
 */
export function taxonomyNounAt(pathname: string): TaxonomyNoun | undefined {
  const path = pathname
    .split('/')
    .find((segment): segment is TaxonomyPath => (TAXONOMY_PATHS as readonly string[]).includes(segment));
  return path ? TAXONOMY_NOUNS[path] : undefined;
}

/** A text about one noun ('categories.new'). */
export const nounText = (noun: TaxonomyNoun, text: 'intro' | 'new' | 'edit' | 'back' | 'this'): TaxonomyMessageKey =>
  `${noun.path}.${text}`;

/** The entry's name in the admin's language (English when the Arabic is missing). */
export const entryName = (entry: Pick<TaxonomyEntry, 'name'>, language: 'en' | 'ar') =>
  (language === 'ar' && entry.name.ar) || entry.name.en;
