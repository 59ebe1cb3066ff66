// The admin API's categories, brands, tags, colours and sizes (under /api/v1/admin/): each has a
// name in both languages, a place in its list (displayOrder) and an active flag (inactive entries
// are not listed to shoppers).
import { z } from 'zod';
import { ADMIN_NAME_MAX_LENGTH, adminListQuery, adminPage, bilingualText, queryFlag } from './admin-common';
import { MAX_ID } from './wire';

/** Largest displayOrder staff may set. */
export const TAXONOMY_DISPLAY_ORDER_MAX = 1_000_000;
/** Most ids one reorder call may list. */
export const TAXONOMY_ORDER_MAX_IDS = 10_000;
/** Longest size short name ('XXL'). */
export const SIZE_SHORT_NAME_MAX_LENGTH = 20;
/** Longest size measurement text ('30-32'). */
export const SIZE_MEASUREMENT_MAX_LENGTH = 40;
/** Longest category image address. */
export const CATEGORY_IMAGE_URL_MAX_LENGTH = 500;

/** The columns every taxonomy list sorts by; displayOrder first (the default). */
export const TAXONOMY_SORTABLE = ['displayOrder', 'name', 'id'] as const;

const ID_MESSAGE = 'Expected a positive whole number';
const NOTHING_TO_CHANGE = 'Send at least one field to change';
const hasSomeField = (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined);

const entryId = z.number({ error: ID_MESSAGE }).int({ error: ID_MESSAGE }).min(1, { error: ID_MESSAGE }).max(MAX_ID, {
  error: ID_MESSAGE,
});

/** Path parameters of /api/v1/admin/<noun>/:id. */
export const TaxonomyIdParams = z.object({
  /** Entry id, 1 .. 2^31-1. */
  id: z
    .string({ error: ID_MESSAGE })
    .regex(/^\d{1,10}$/, { error: ID_MESSAGE })
    .transform(Number)
    .pipe(entryId),
});
export type TaxonomyIdParams = z.infer<typeof TaxonomyIdParams>;

/** Query of GET /api/v1/admin/<noun>: a page sorted by displayOrder (default), name or id. */
export const TaxonomyListQuery = adminListQuery(TAXONOMY_SORTABLE).extend({
  /** Only active (true) or only inactive (false) entries. */
  active: queryFlag().optional(),
});
export type TaxonomyListQuery = z.infer<typeof TaxonomyListQuery>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────

/** What every taxonomy entry answers. */
const entryAnswer = {
  /** Entry id. */
  id: z.number().int(),
  /** The name in English and Arabic; Arabic '' is a missing translation (shoppers see English). */
  name: z.object({ en: z.string(), ar: z.string() }),
  /** Place in lists, lowest first (ties by id). */
  displayOrder: z.number().int(),
  /** Whether shoppers see it. */
  isActive: z.boolean(),
  /** Products that use it (archived and unpublished ones included); while above 0 it cannot be deleted. */
  productCount: z.number().int(),
};

/** A category as the admin shows it. */
export const AdminCategory = z.object({
  ...entryAnswer,
  /** The parent category; null at the top level. */
  parentId: z.number().int().nullable(),
  /** Image shown on the storefront's category tiles ('' for none). */
  imageUrl: z.string(),
  /** Listed among the storefront's popular categories. */
  isPopular: z.boolean(),
  /** Direct subcategories; while above 0 it cannot be deleted. */
  childCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** A brand (manufacturer) as the admin shows it. */
export const AdminBrand = z.object(entryAnswer);
export type AdminBrand = z.infer<typeof AdminBrand>;

/** A tag as the admin shows it. */
export const AdminTag = z.object(entryAnswer);
export type AdminTag = z.infer<typeof AdminTag>;

/** A colour as the admin shows it. */
export const AdminColour = z.object({
  ...entryAnswer,
  /** The swatch, #rrggbb in lower case. */
  hexCode: z.string(),
});
export type AdminColour = z.infer<typeof AdminColour>;

/** A size as the admin shows it. */
export const AdminSize = z.object({
  ...entryAnswer,
  /** What the size picker shows, e.g. 'XL'. */
  shortName: z.string(),
  /** Measurement in inches, e.g. '46-48' ('' for none). */
  inches: z.string(),
  /** Measurement in centimetres, e.g. '117-122' ('' for none). */
  centimeters: z.string(),
});
export type AdminSize = z.infer<typeof AdminSize>;

/** Answer of GET /api/v1/admin/categories. */
export const AdminCategoryPage = adminPage(AdminCategory);
export type AdminCategoryPage = z.infer<typeof AdminCategoryPage>;
/** Answer of GET /api/v1/admin/brands. */
export const AdminBrandPage = adminPage(AdminBrand);
export type AdminBrandPage = z.infer<typeof AdminBrandPage>;
/** Answer of GET /api/v1/admin/tags. */
export const AdminTagPage = adminPage(AdminTag);
export type AdminTagPage = z.infer<typeof AdminTagPage>;
/** Answer of GET /api/v1/admin/colours. */
export const AdminColourPage = adminPage(AdminColour);
export type AdminColourPage = z.infer<typeof AdminColourPage>;
/** Answer of GET /api/v1/admin/sizes. */
export const AdminSizePage = adminPage(AdminSize);
export type AdminSizePage = z.infer<typeof AdminSizePage>;

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────

const name = bilingualText(ADMIN_NAME_MAX_LENGTH);

/**
 * A name change: either language alone may be sent, the other is kept (Arabic '' removes the
 * translation). Unlike `bilingualText`, a missing Arabic is not taken as ''.
 */
const nameChange = z.object({ en: name.shape.en.optional(), ar: name.shape.ar.unwrap().optional() });

/** Fields every taxonomy entry's body may carry, with `name` required when creating. */
const entryFields = {
  /** The name in both languages: English required (1..200 characters), Arabic '' for a missing translation. */
  name,
  /** Place in lists, 0 .. 1,000,000, lowest first; a new entry goes last when not given. */
  displayOrder: z
    .number({ error: 'Expected a whole number' })
    .int({ error: 'Expected a whole number' })
    .min(0, { error: 'At least 0' })
    .max(TAXONOMY_DISPLAY_ORDER_MAX, { error: `At most ${TAXONOMY_DISPLAY_ORDER_MAX}` })
    .optional(),
  /** Whether shoppers see it (true when not given). */
  isActive: z.boolean({ error: 'Expected true or false' }).optional(),
};

/** Optional short text, trimmed. */
const plainText = (max: number) =>
  z
    .string({ error: 'Expected text' })
    .trim()
    .max(max, { error: `At most ${max} characters` });

/** A site path ('/media/…') or an http(s) address; never another scheme such as javascript:. */
const imageUrl = plainText(CATEGORY_IMAGE_URL_MAX_LENGTH).refine(
  (url) => url === '' || /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url),
  { error: "Expected a path starting with '/' or an http(s) address" },
);

const categoryFields = {
  ...entryFields,
  /** The parent category, or null (the default) for the top level; never the category itself or one below it. */
  parentId: entryId.nullable().optional(),
  /** Image for the storefront's category tiles: a path such as /media/… or an http(s) address ('' for none). */
  imageUrl: imageUrl.optional(),
  /** Listed among the storefront's popular categories (false when not given). */
  isPopular: z.boolean({ error: 'Expected true or false' }).optional(),
};

const colourFields = {
  ...entryFields,
  /** The swatch as #RRGGBB (stored in lower case). */
  hexCode: z
    .string({ error: 'Expected a colour as #RRGGBB' })
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, { error: 'Expected a colour as #RRGGBB' })
    .transform((hex) => hex.toLowerCase()),
};

const sizeFields = {
  ...entryFields,
  /** What the size picker shows, e.g. 'XL' (1..20 characters). */
  shortName: plainText(SIZE_SHORT_NAME_MAX_LENGTH).min(1, { error: 'Required' }),
  /** Measurement in inches, e.g. '46-48' (up to 40 characters; '' when not given). */
  inches: plainText(SIZE_MEASUREMENT_MAX_LENGTH).optional(),
  /** Measurement in centimetres, e.g. '117-122' (up to 40 characters; '' when not given). */
  centimeters: plainText(SIZE_MEASUREMENT_MAX_LENGTH).optional(),
};

/** The update body of a creation's fields: all optional, the name one language at a time, at least one field. */
function updateOf<const Shape extends typeof entryFields>(fields: Shape) {
  return z
    .object({ ...fields, name: nameChange })
    .partial()
    .refine(hasSomeField, { error: NOTHING_TO_CHANGE, path: ['body'] });
}

/** Body of POST /api/v1/admin/categories. */
export const CreateCategoryBody = z.object(categoryFields);
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;
/** Body of PATCH /api/v1/admin/categories/:id: only the fields to change. */
export const UpdateCategoryBody = updateOf(categoryFields);
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

/** Body of POST /api/v1/admin/brands. */
export const CreateBrandBody = z.object(entryFields);
export type CreateBrandBody = z.infer<typeof CreateBrandBody>;
/** Body of PATCH /api/v1/admin/brands/:id: only the fields to change. */
export const UpdateBrandBody = updateOf(entryFields);
export type UpdateBrandBody = z.infer<typeof UpdateBrandBody>;

/** Body of POST /api/v1/admin/tags. */
export const CreateTagBody = z.object(entryFields);
export type CreateTagBody = z.infer<typeof CreateTagBody>;
/** Body of PATCH /api/v1/admin/tags/:id: only the fields to change. */
export const UpdateTagBody = updateOf(entryFields);
export type UpdateTagBody = z.infer<typeof UpdateTagBody>;

/** Body of POST /api/v1/admin/colours. */
export const CreateColourBody = z.object(colourFields);
export type CreateColourBody = z.infer<typeof CreateColourBody>;
/** Body of PATCH /api/v1/admin/colours/:id: only the fields to change. */
export const UpdateColourBody = updateOf(colourFields);
export type UpdateColourBody = z.infer<typeof UpdateColourBody>;

/** Body of POST /api/v1/admin/sizes. */
export const CreateSizeBody = z.object(sizeFields);
export type CreateSizeBody = z.infer<typeof CreateSizeBody>;
/** Body of PATCH /api/v1/admin/sizes/:id: only the fields to change. */
export const UpdateSizeBody = updateOf(sizeFields);
export type UpdateSizeBody = z.infer<typeof UpdateSizeBody>;

/**
 * Body of PUT /api/v1/admin/<noun>/order, and its answer: every entry's id, each once, in the new
 * order (the first gets displayOrder 0). A list that misses an entry or names an unknown one is
 * refused (409): someone changed the list meanwhile, so reload it.
 */
export const TaxonomyOrder = z.object({
  /** Every id of the noun, in the new order. */
  ids: z
    .array(entryId, { error: 'Expected a list of ids' })
    .min(1, { error: 'Expected at least one id' })
    .max(TAXONOMY_ORDER_MAX_IDS, { error: `At most ${TAXONOMY_ORDER_MAX_IDS} ids` })
    .superRefine((ids, context) => {
      const seen = new Set<number>();
      for (const [index, id] of ids.entries()) {
        if (seen.has(id)) context.addIssue({ code: 'custom', path: [index], message: `${id} is listed twice` });
        seen.add(id);
      }
    }),
});
export type TaxonomyOrder = z.infer<typeof TaxonomyOrder>;
