import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttributeKind, Language } from '@shop/contract';
import { queryRows } from '../db/database';
import { generateCatalog } from '../seed/generate-catalog';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { type ProductFilter, type ProductOrder, productListStatements } from './product-list-repository';

// Every filter and search of the product list is answered by an index. On a generated catalogue
// each statement is planned with sequential scans and whole-table joins priced out: no plan may still read a product
// table sequentially (what a missing index leaves), and each filter's count must look its columns
// up in an index, but for a search's: at this size the planner rightly walks the published products' index and
// tests each row's words rather than read the full-text index (at 100,000 it reads the full-text index; bench/api
// prints those plans' times). (How the planner orders a page's reads — an order index walked until the page is
// full, or the filter's index then a sort — depends on how much a filter matches; bench/api
// measures the real plans at 100,000 products.)
const GENERATED_PRODUCTS = 5_000;
const PRODUCT_TABLES = new Set(['products', 'product_translations', 'product_attribute_values', 'product_tags']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

interface PlanReads {
  /** Product tables read sequentially. */
  sequential: string[];
  /** Every index condition of the plan. */
  indexConditions: string[];
}

let shop: TestShop;
const ids = { parentCategory: 0, manufacturer: 0, tag: 0, size: 0, color: 0 };

beforeAll(async () => {
  shop = await createTestShop();
  await generateCatalog(shop.db, GENERATED_PRODUCTS);
  const first = async (query: SQL) => Number((await queryRows<{ id: number }>(shop.db, query))[0]!.id);
  ids.parentCategory = await first(
    sql`SELECT parent_id AS id FROM categories WHERE parent_id IS NOT NULL GROUP BY parent_id ORDER BY parent_id LIMIT 1`,
  );
  ids.manufacturer = await first(sql`SELECT id FROM manufacturers ORDER BY id LIMIT 1`);
  ids.tag = await first(sql`SELECT id FROM tags ORDER BY id LIMIT 1`);
  ids.size = await first(
    sql`SELECT value_key AS id FROM product_attribute_values WHERE attribute_id = ${AttributeKind.Size} LIMIT 1`,
  );
  ids.color = await first(
    sql`SELECT value_key AS id FROM product_attribute_values WHERE attribute_id = ${AttributeKind.Color} LIMIT 1`,
  );
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

/** How the plan of `statement` reads the product tables. */
async function planReads(statement: SQL): Promise<PlanReads> {
  const row = await shop.db.transaction(async (tx) => {
    // Price out reading a whole table, and joining by reading both sides whole.
    for (const setting of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) {
      await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    }
    const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${statement}`);
    return plan;
  });
  const raw = row!['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const reads: PlanReads = { sequential: [], indexConditions: [] };
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'] ?? '';
    if (node['Node Type'] === 'Seq Scan' && PRODUCT_TABLES.has(table)) reads.sequential.push(table);
    if (node['Index Cond']) reads.indexConditions.push(node['Index Cond']);
    node.Plans?.forEach(visit);
  };
  visit(root.Plan);
  return reads;
}

/** Each filter, and the columns one index must look up for its count. */
const filters: Record<string, { filter: () => ProductFilter; columns?: string[] }> = {
  'no filter': { filter: () => ({}) },
  'an English search': { filter: () => ({ searchTerm: 'olive wood' }) },
  'an Arabic search': { filter: () => ({ searchTerm: 'نابلس' }) },
  'a parent category (with its children)': {
    filter: () => ({ categoryIds: [ids.parentCategory] }),
    columns: ['category_id'],
  },
  'a price range': { filter: () => ({ minPrice: 10_000, maxPrice: 20_000 }), columns: ['effective_price'] },
  'a parent category and a price range': {
    filter: () => ({ categoryIds: [ids.parentCategory], minPrice: 10_000, maxPrice: 20_000 }),
    columns: ['category_id', 'effective_price'],
  },
  'a brand': { filter: () => ({ manufacturerIds: [ids.manufacturer] }), columns: ['manufacturer_id'] },
  'a tag': { filter: () => ({ tagIds: [ids.tag] }), columns: ['tag_id'] },
  'a size': { filter: () => ({ sizeIds: [ids.size] }), columns: ['value_key'] },
  'a colour': { filter: () => ({ colorIds: [ids.color] }), columns: ['value_key'] },
};
const orders: ProductOrder[] = ['featured', 'price-asc', 'price-desc', 'date-desc', 'date-asc'];

describe(`product list plans at ${GENERATED_PRODUCTS.toLocaleString('en')} products`, () => {
  for (const [name, { filter, columns }] of Object.entries(filters)) {
    it(`reads through indexes for ${name}, in every order`, async () => {
      for (const language of [Language.en.id, Language.ar.id]) {
        for (const order of orders) {
          const { page, count } = productListStatements({
            languageId: language,
            filter: filter(),
            order,
            pageNo: 3,
            pageSize: 9,
          });
          const pageReads = await planReads(page);
          expect(pageReads.sequential, `${name}, ${order}: page`).toEqual([]);
          const countReads = await planReads(count);
          expect(countReads.sequential, `${name}, ${order}: count`).toEqual([]);
          if (columns) {
            const looked = countReads.indexConditions.some((condition) =>
              columns.every((column) => condition.includes(column)),
            );
            expect(looked, `${name}, ${order}: count looks ${columns.join(' and ')} up in one index`).toBe(true);
          }
        }
      }
    });
  }
});

describe('a category read once (pageAndCount) and read twice (page, then count)', () => {
  it('give the same page and the same total, in every order and on any page', async () => {
    const allOrders: ProductOrder[] = [...orders, 'popular'];
    for (const filter of [
      filters['a parent category (with its children)']!.filter(),
      filters['a parent category and a price range']!.filter(),
    ]) {
      for (const order of allOrders) {
        for (const pageNo of [1, 4]) {
          const statements = productListStatements({ languageId: Language.ar.id, filter, order, pageNo, pageSize: 9 });
          const [once, page, [count]] = await Promise.all([
            queryRows<{ id: number | null; total: number; name: string }>(shop.db, statements.pageAndCount),
            queryRows<{ id: number; name: string }>(shop.db, statements.page),
            queryRows<{ total: number }>(shop.db, statements.count),
          ]);
          const label = `${JSON.stringify(filter)}, ${order}, page ${pageNo}`;
          expect(count!.total, label).toBeGreaterThan(9 * pageNo);
          expect(
            once.map((row) => [Number(row.id), row.name]),
            label,
          ).toEqual(page.map((row) => [Number(row.id), row.name]));
          expect(
            once.every((row) => row.total === count!.total),
            label,
          ).toBe(true);
        }
      }
    }
  });
});
