import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductListQuery } from '@shop/contract';
import { queryRows } from '../../db/database';
import { generateCatalog } from '../../seed/generate-catalog';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { productListStatements } from './product-list';

// The admin list's search and its filters with an index are answered through it. On a generated
// catalogue each statement is planned with sequential scans and whole-table joins priced out: no
// plan may still read a product table sequentially, and each filter's count must look its column up
// in an index. (Sorting by stock or by the last change, and the active, digital and stock-below
// filters, have no index of their own: they cost a scan of products, 20-60 ms at 100,000 on
// PostgreSQL; measured when this was written.)
const GENERATED_PRODUCTS = 5_000;
const PRODUCT_TABLES = new Set(['products', 'product_translations', 'product_variants']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

let shop: TestShop;
const ids = { category: 0, brand: 0 };

beforeAll(async () => {
  shop = await createTestShop();
  await generateCatalog(shop.db, GENERATED_PRODUCTS);
  // The generator gives products variants without SKUs; a third get one.
  await shop.db.execute(sql`UPDATE product_variants SET sku = 'PLAN-' || id WHERE product_id % 3 = 0`);
  await shop.db.execute(sql`ANALYZE`);
  ids.category = (await queryRows<{ id: number }>(shop.db, sql`SELECT min(id) AS id FROM categories`))[0]!.id;
  ids.brand = (await queryRows<{ id: number }>(shop.db, sql`SELECT min(id) AS id FROM manufacturers`))[0]!.id;
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

async function planReads(statement: SQL) {
  const row = await shop.db.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) {
      await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    }
    const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${statement}`);
    return plan;
  });
  const raw = row!['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const reads = { sequential: [] as string[], lookups: [] as string[] };
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'] ?? '';
    if (node['Node Type'] === 'Seq Scan' && PRODUCT_TABLES.has(table)) reads.sequential.push(table);
    if (node['Index Cond']) reads.lookups.push(`${node['Index Name'] ?? ''} ${node['Index Cond']}`);
    node.Plans?.forEach(visit);
  };
  visit(root.Plan);
  return reads;
}

const cases: Record<string, { query: () => Record<string, string>; index?: string }> = {
  'an English search': { query: () => ({ q: 'olive wood' }), index: 'name_vector' },
  'an Arabic search': { query: () => ({ q: 'نابلس' }), index: 'name_vector' },
  'a SKU': { query: () => ({ q: 'plan-300' }), index: 'product_variants_sku_unique' },
  'a category': { query: () => ({ categoryId: String(ids.category) }), index: 'category_id' },
  'a brand': { query: () => ({ brandId: String(ids.brand) }), index: 'manufacturer_id' },
};

describe(`admin product list plans at ${GENERATED_PRODUCTS.toLocaleString('en')} products`, () => {
  for (const [name, { query, index }] of Object.entries(cases)) {
    it(`reads through indexes for ${name}, in the indexed orders`, async () => {
      for (const sort of ['id', 'name', 'price', 'createdAt']) {
        for (const order of ['asc', 'desc']) {
          const statements = productListStatements(
            AdminProductListQuery.parse({ ...query(), sort, order, offset: 50 }),
          );
          const page = await planReads(statements.page);
          expect(page.sequential, `${name}, ${sort} ${order}: page`).toEqual([]);
          const count = await planReads(statements.count);
          expect(count.sequential, `${name}, ${sort} ${order}: count`).toEqual([]);
          if (index) {
            const looked = count.lookups.some((lookup) => lookup.includes(index));
            expect(looked, `${name}: count looks ${index} up (${count.lookups.join('; ')})`).toBe(true);
          }
        }
      }
    });
  }
});
