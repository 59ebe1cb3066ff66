// The five taxonomy nouns of the admin API and what "used by a product" means for each.
import { sql } from 'drizzle-orm';
import {
  AdminBrand,
  AdminBrandPage,
  AdminCategory,
  AdminCategoryPage,
  AdminColour,
  AdminColourPage,
  AdminSize,
  AdminSizePage,
  AdminTag,
  AdminTagPage,
  AttributeKind,
  CreateBrandBody,
  CreateCategoryBody,
  CreateColourBody,
  CreateSizeBody,
  CreateTagBody,
  UpdateBrandBody,
  UpdateCategoryBody,
  UpdateColourBody,
  UpdateSizeBody,
  UpdateTagBody,
} from '@shop/contract';
import { categories, colors, manufacturers, sizes, tags } from '../../db/schema';
import { checkCategoryDeletion, checkCategoryParent } from './category-tree';
import type { TaxonomyNoun, TaxonomyTable } from './taxonomy-noun';

/**
 * The id of the row a list reads, always qualified by its table: drizzle writes a lone column of a
 * one-table query unqualified, which inside a subquery would mean the subquery's own row.
 */
const idOf = (table: TaxonomyTable) => sql`${table}.id`;

// Counts include archived and unpublished products: they still point at the entry, so it cannot go.

const categoryNoun: TaxonomyNoun = {
  path: 'categories',
  one: 'category',
  many: 'categories',
  table: categories,
  fields: ['parentId', 'imageUrl', 'isPopular'],
  productCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = ${idOf(categories)})`,
  counts: {
    childCount: sql<number>`(SELECT count(*)::int FROM categories child WHERE child.parent_id = ${idOf(categories)})`,
  },
  schemas: { item: AdminCategory, page: AdminCategoryPage, create: CreateCategoryBody, update: UpdateCategoryBody },
  checkChange: checkCategoryParent,
  checkDelete: checkCategoryDeletion,
};

const brandNoun: TaxonomyNoun = {
  path: 'brands',
  one: 'brand',
  many: 'brands',
  table: manufacturers,
  fields: [],
  productCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.manufacturer_id = ${idOf(manufacturers)})`,
  schemas: { item: AdminBrand, page: AdminBrandPage, create: CreateBrandBody, update: UpdateBrandBody },
};

const tagNoun: TaxonomyNoun = {
  path: 'tags',
  one: 'tag',
  many: 'tags',
  table: tags,
  fields: [],
  productCount: sql<number>`(SELECT count(*)::int FROM product_tags pt WHERE pt.tag_id = ${idOf(tags)})`,
  schemas: { item: AdminTag, page: AdminTagPage, create: CreateTagBody, update: UpdateTagBody },
};

// A colour or size is used by a product that offers it (an attribute value), sells it (a variant)
// or, for colours, shows an image of it.
const colourNoun: TaxonomyNoun = {
  path: 'colours',
  one: 'colour',
  many: 'colours',
  table: colors,
  fields: ['hexCode'],
  productCount: sql<number>`(SELECT count(*)::int FROM (
      SELECT product_id FROM product_attribute_values
       WHERE attribute_id = ${AttributeKind.Color} AND value_key = ${idOf(colors)}
      UNION SELECT product_id FROM product_variants WHERE color_id = ${idOf(colors)}
      UNION SELECT product_id FROM product_images WHERE color_id = ${idOf(colors)}) used)`,
  searchColumns: [colors.hexCode],
  schemas: { item: AdminColour, page: AdminColourPage, create: CreateColourBody, update: UpdateColourBody },
};

const sizeNoun: TaxonomyNoun = {
  path: 'sizes',
  one: 'size',
  many: 'sizes',
  table: sizes,
  fields: ['shortName', 'inches', 'centimeters'],
  productCount: sql<number>`(SELECT count(*)::int FROM (
      SELECT product_id FROM product_attribute_values
       WHERE attribute_id = ${AttributeKind.Size} AND value_key = ${idOf(sizes)}
      UNION SELECT product_id FROM product_variants WHERE size_id = ${idOf(sizes)}) used)`,
  searchColumns: [sizes.shortName],
  schemas: { item: AdminSize, page: AdminSizePage, create: CreateSizeBody, update: UpdateSizeBody },
};

/** Every noun, in the order the OpenAPI document lists them. */
export const TAXONOMY_NOUNS: readonly TaxonomyNoun[] = [categoryNoun, brandNoun, tagNoun, colourNoun, sizeNoun];
