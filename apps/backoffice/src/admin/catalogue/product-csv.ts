// The products CSV: the list exported for a spreadsheet (UTF-8 with a byte-order mark, so Excel
// shows Arabic), and a spreadsheet imported back: a plan of what each line would change, checked
// against the database, then applied in one transaction or not at all.
// papaparse is CommonJS: Node hands its exports over as the default export only (its types declare none).
// eslint-disable-next-line import-x/default
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import {
  ADMIN_NAME_MAX_LENGTH,
  DISCOUNT_MESSAGE,
  Language,
  MAX_ID,
  PRODUCT_CSV_COLUMNS,
  ProductLimit,
  problem,
  type AdminProductRow,
  type ProductImportLine,
  type ProductImportReport,
  type Problem,
} from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit-log';
import { defaultShippingFee } from '../../content/shop-settings-repository';
import { sqlList } from './product-sql';

const BYTE_ORDER_MARK = '\uFEFF';
/** How many ids one statement of the import looks up. */
const LOOKUP_CHUNK = 1_000;

/** A cents amount as the spreadsheet shows it: 12.50. */
const amountText = (cents: number) => (cents / 100).toFixed(2);

/** The rows as CSV text; cells starting like a formula are escaped so that a spreadsheet shows them as text. */
export function productsCsv(rows: AdminProductRow[]): string {
  const data = rows.map((row) => {
    const cells: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number> = {
      id: row.id,
      nameEn: row.name.en,
      nameAr: row.name.ar,
      price: amountText(row.price),
      discountedPrice: amountText(row.discountedPrice),
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      brandName: row.brandName ?? '',
      stock: row.stock,
      variantCount: row.variantCount,
      isPublished: String(row.active),
      archived: String(row.archived),
      digital: String(row.digital),
    };
    return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
  });
  return (
    BYTE_ORDER_MARK +
    Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' })
  );
}

/** The columns an import reads; any other column (e.g. categoryName from an export) is ignored. */
const IMPORT_COLUMNS = [
  'id',
  'nameEn',
  'nameAr',
  'price',
  'discountedPrice',
  'categoryId',
  'stock',
  'isPublished',
] as const;
type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export interface ParsedCsv {
  lines: { line: number; cells: Partial<Record<ImportColumn, string>>; malformed?: string }[];
}

/** The CSV's lines keyed by the columns an import reads, or the 400's problem for a file it cannot read. */
export function parseProductCsv(text: string): { ok: true; csv: ParsedCsv } | { ok: false; problem: Problem } {
  const parsed = Papa.parse<string[]>(text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text, {
    skipEmptyLines: false,
  });
  const [header, ...records] = parsed.data;
  const names = (header ?? []).map((name) => name.trim());
  const positions = new Map<ImportColumn, number>();
  for (const [position, name] of names.entries()) {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(name)) continue;
    if (positions.has(name as ImportColumn))
      return { ok: false, problem: problem('IMPORT_COLUMN_TWICE', { column: name }) };
    positions.set(name as ImportColumn, position);
  }
  if ([...positions.keys()].every((column) => column === 'id')) {
    return { ok: false, problem: problem('IMPORT_NO_COLUMNS', { columns: IMPORT_COLUMNS.join(', ') }) };
  }
  const malformed = new Map(
    parsed.errors.flatMap((error) => (error.row === undefined ? [] : [[error.row, error.message]])),
  );
  const lines: ParsedCsv['lines'] = [];
  for (const [index, record] of records.entries()) {
    if (record.every((cell) => cell.trim() === '')) continue;
    const cells: Partial<Record<ImportColumn, string>> = {};
    for (const [column, position] of positions) cells[column] = record[position] ?? '';
    // Papa numbers rows from 0 with the header; the file's lines count the header as line 1.
    const reason = malformed.get(index + 1);
    lines.push({ line: index + 2, cells, ...(reason ? { malformed: reason } : {}) });
  }
  if (lines.length > ProductLimit.importLines) {
    return { ok: false, problem: problem('IMPORT_TOO_MANY_LINES', { max: ProductLimit.importLines }) };
  }
  return { ok: true, csv: { lines } };
}

/** The values a line sets; undefined: left as it is (a new product gets the default). */
interface LineValues {
  nameEn?: string;
  nameAr?: string;
  price?: number;
  discountedPrice?: number;
  categoryId?: number;
  stock?: number;
  isPublished?: boolean;
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,10}$/;
const FLAGS: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };
// A spreadsheet cell that looked like a formula was exported with a leading apostrophe.
const unescapeFormula = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

function readValues(cells: Partial<Record<ImportColumn, string>>, errors: string[]): LineValues {
  const values: LineValues = {};
  const text = (column: ImportColumn) => unescapeFormula((cells[column] ?? '').trim());
  for (const column of ['nameEn', 'nameAr'] as const) {
    const name = text(column);
    if (name === '') continue;
    if (name.length > ADMIN_NAME_MAX_LENGTH) errors.push(`${column}: At most ${ADMIN_NAME_MAX_LENGTH} characters`);
    else values[column] = name;
  }
  for (const column of ['price', 'discountedPrice'] as const) {
    const amount = text(column);
    if (amount === '') continue;
    const [whole = '0', fraction = ''] = amount.split('.');
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (!AMOUNT.test(amount)) errors.push(`${column}: Expected an amount such as 12.50`);
    else if (cents > ProductLimit.priceCents) errors.push(`${column}: At most ${amountText(ProductLimit.priceCents)}`);
    else values[column] = cents;
  }
  const category = text('categoryId');
  if (category !== '') {
    if (!WHOLE.test(category) || Number(category) < 1 || Number(category) > MAX_ID) {
      errors.push('categoryId: Expected the id of a category');
    } else values.categoryId = Number(category);
  }
  const stock = text('stock');
  if (stock !== '') {
    if (!WHOLE.test(stock) || Number(stock) > ProductLimit.stock) {
      errors.push(`stock: Expected a whole number from 0 to ${ProductLimit.stock}`);
    } else values.stock = Number(stock);
  }
  const published = text('isPublished').toLowerCase();
  if (published !== '') {
    if (FLAGS[published] === undefined) errors.push('isPublished: Expected true or false');
    else values.isPublished = FLAGS[published];
  }
  return values;
}

interface CurrentProduct {
  id: number;
  name_en: string;
  name_ar: string;
  price: number;
  discounted_price: number;
  category_id: number;
  stock_quantity: number;
  is_published: boolean;
  archived: boolean;
  variant_count: number;
  /** The variant with neither colour nor size, when it is the product's only one. */
  plain_variant_id: number | null;
}

const currentValues = (product: CurrentProduct): Required<LineValues> => ({
  nameEn: product.name_en,
  nameAr: product.name_ar,
  price: product.price,
  discountedPrice: product.discounted_price,
  categoryId: product.category_id,
  stock: product.stock_quantity,
  isPublished: product.is_published,
});

const NEW_PRODUCT_VALUES: Required<LineValues> = {
  nameEn: '',
  nameAr: '',
  price: 0,
  discountedPrice: 0,
  categoryId: 0,
  stock: 0,
  isPublished: true,
};

async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += LOOKUP_CHUNK)
    rows.push(...(await read(ids.slice(start, start + LOOKUP_CHUNK))));
  return rows;
}

/** The products the file names, locked (in id order) when the plan is to be applied. */
async function currentProducts(db: Executor, ids: number[], lock: boolean): Promise<Map<number, CurrentProduct>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await inChunks(sorted, (chunk) =>
    queryRows<CurrentProduct>(
      db,
      sql`SELECT p.id, COALESCE(te.name, '') AS name_en, COALESCE(ta.name, '') AS name_ar, p.price, p.discounted_price,
                 p.category_id, p.stock_quantity, p.is_published, p.archived_at IS NOT NULL AS archived,
                 (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variant_count,
                 (SELECT min(v.id) FROM product_variants v
                   WHERE v.product_id = p.id AND v.color_id IS NULL AND v.size_id IS NULL) AS plain_variant_id
            FROM products p
            LEFT JOIN product_translations te ON te.product_id = p.id AND te.language_id = ${Language.en.id}
            LEFT JOIN product_translations ta ON ta.product_id = p.id AND ta.language_id = ${Language.ar.id}
           WHERE p.id IN (${sqlList(chunk)})
           ORDER BY p.id ${lock ? sql`FOR UPDATE OF p` : sql``}`,
    ),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

async function knownCategories(db: Executor, ids: number[]): Promise<Set<number>> {
  const rows = await inChunks([...new Set(ids)], (chunk) =>
    queryRows<{ id: number }>(db, sql`SELECT id FROM categories WHERE id IN (${sqlList(chunk)})`),
  );
  return new Set(rows.map((row) => row.id));
}

/** One line of the plan: the report's line, and what applying it writes. */
export interface PlannedLine extends ProductImportLine {
  values: Required<LineValues>;
  /** The product as it was (undefined for a new one). */
  current?: Required<LineValues>;
  /** The variant whose stock the line's stock is (a product with a single variant of neither colour nor size). */
  plainVariantId?: number | null;
}

/** What importing the file would do, line by line, checked against the database (`lock`: the products stay locked). */
export async function planImport(db: Executor, csv: ParsedCsv, options: { lock: boolean }): Promise<PlannedLine[]> {
  const read = csv.lines.map((line) => {
    const errors: string[] = line.malformed ? [`Malformed CSV: ${line.malformed}`] : [];
    const idText = (line.cells.id ?? '').trim();
    let id: number | null = null;
    if (idText !== '') {
      if (!WHOLE.test(idText) || Number(idText) < 1 || Number(idText) > MAX_ID)
        errors.push('id: Expected a product id');
      else id = Number(idText);
    }
    return { line: line.line, id, errors, values: readValues(line.cells, errors) };
  });
  const products = await currentProducts(
    db,
    read.flatMap((line) => (line.id === null ? [] : [line.id])),
    options.lock,
  );
  const categories = await knownCategories(
    db,
    read.flatMap((line) => (line.values.categoryId === undefined ? [] : [line.values.categoryId])),
  );
  const firstLineOf = new Map<number, number>();

  return read.map(({ line, id, errors, values }): PlannedLine => {
    const product = id === null ? undefined : products.get(id);
    if (id !== null && !product) errors.push(`id: No product with id ${id}`);
    if (id !== null) {
      const first = firstLineOf.get(id);
      if (first !== undefined) errors.push(`id: Repeats line ${first}`);
      else firstLineOf.set(id, line);
    }
    if (id === null) {
      for (const column of ['nameEn', 'price', 'categoryId'] as const) {
        if (values[column] === undefined && !errors.some((error) => error.startsWith(`${column}:`))) {
          errors.push(`${column}: Required to create a product`);
        }
      }
    }
    if (values.categoryId !== undefined && !categories.has(values.categoryId)) {
      errors.push(`categoryId: No category with id ${values.categoryId}`);
    }
    const current = product ? currentValues(product) : undefined;
    const merged: Required<LineValues> = { ...(current ?? NEW_PRODUCT_VALUES) };
    for (const [key, value] of Object.entries(values)) if (value !== undefined) Object.assign(merged, { [key]: value });
    if (merged.discountedPrice !== 0 && merged.discountedPrice >= merged.price) {
      errors.push(`discountedPrice: ${DISCOUNT_MESSAGE}`);
    }
    const ownStock =
      product && (product.variant_count === 0 || (product.variant_count === 1 && product.plain_variant_id));
    if (product && !ownStock && merged.stock !== product.stock_quantity) {
      errors.push(
        "stock: This product's variants have colours or sizes: change their stock in the admin, or leave the cell empty",
      );
    }
    if (product?.archived && values.isPublished === true) {
      errors.push(problem('PRODUCT_ARCHIVED').message);
    }
    const changes: ProductImportLine['changes'] = {};
    for (const key of Object.keys(merged) as (keyof LineValues)[]) {
      if (!current || merged[key] !== current[key]) {
        changes[key] = { before: current ? current[key] : null, after: merged[key] };
      }
    }
    let action: ProductImportLine['action'] = 'error';
    if (errors.length === 0) action = !current ? 'create' : Object.keys(changes).length > 0 ? 'update' : 'unchanged';
    return {
      line,
      id,
      action,
      changes: errors.length > 0 ? {} : changes,
      errors,
      values: merged,
      ...(current ? { current, plainVariantId: product?.plain_variant_id ?? null } : {}),
    };
  });
}

/** The report of a plan (without what applying it needs). */
export function reportOf(plan: PlannedLine[], options: { dryRun: boolean; applied: boolean }): ProductImportReport {
  const count = (action: ProductImportLine['action']) => plan.filter((line) => line.action === action).length;
  return {
    dryRun: options.dryRun,
    applied: options.applied,
    creates: count('create'),
    updates: count('update'),
    unchanged: count('unchanged'),
    errors: count('error'),
    lines: plan.map(({ line, id, action, changes, errors }) => ({ line, id, action, changes, errors })),
  };
}

/** A line's fields as the product's audit entries name them. */
const auditFields = (values: Partial<Required<LineValues>>) => {
  const fields: Record<string, unknown> = {};
  if (values.nameEn !== undefined || values.nameAr !== undefined)
    fields.name = { en: values.nameEn, ar: values.nameAr };
  if (values.price !== undefined) fields.price = values.price;
  if (values.discountedPrice !== undefined) fields.discountedPrice = values.discountedPrice;
  if (values.categoryId !== undefined) fields.categoryId = values.categoryId;
  if (values.stock !== undefined) fields.stockQuantity = values.stock;
  if (values.isPublished !== undefined) fields.isPublished = values.isPublished;
  return fields;
};

async function saveNames(tx: Executor, productId: number, values: Required<LineValues>): Promise<void> {
  await tx.execute(sql`
    INSERT INTO product_translations (product_id, language_id, name)
    VALUES (${productId}, ${Language.en.id}, ${values.nameEn})
    ON CONFLICT (product_id, language_id) DO UPDATE SET name = EXCLUDED.name`);
  if (values.nameAr === '') return;
  await tx.execute(sql`
    INSERT INTO product_translations (product_id, language_id, name)
    VALUES (${productId}, ${Language.ar.id}, ${values.nameAr})
    ON CONFLICT (product_id, language_id) DO UPDATE SET name = EXCLUDED.name`);
}

/** The reason written in stock_adjustments for stock an import set. */
export const IMPORT_STOCK_REASON = 'CSV import';

/** Sets a variant's stock, recorded as an adjustment (the caller holds its product's row lock). */
async function setVariantStock(tx: Executor, actor: AdminActor, variantId: number, stock: number): Promise<void> {
  const [before] = await queryRows<{ stock_quantity: number }>(
    tx,
    sql`SELECT stock_quantity FROM product_variants WHERE id = ${variantId} FOR UPDATE`,
  );
  const delta = stock - (before?.stock_quantity ?? 0);
  if (delta === 0) return;
  await tx.execute(sql`UPDATE product_variants SET stock_quantity = ${stock} WHERE id = ${variantId}`);
  await tx.execute(sql`
    INSERT INTO stock_adjustments (variant_id, delta, stock_after, reason, staff_id)
    VALUES (${variantId}, ${delta}, ${stock}, ${IMPORT_STOCK_REASON}, ${actor.kind === 'staff' ? actor.member.id : null})`);
}

/**
 * Applies a plan without errors inside the caller's transaction (which took the plan's locks),
 * one audit entry per product created or changed; a created product's id is set on its line. A
 * new product gets its single variant (neither colour nor size), which holds its stock.
 */
export async function applyImport(tx: Executor, actor: AdminActor, plan: PlannedLine[]): Promise<void> {
  // A created product starts with the shop's default shipping fee (the CSV has no shipping column).
  const shippingCharges = plan.some((line) => line.action === 'create') ? await defaultShippingFee(tx) : 0;
  for (const line of plan) {
    if (line.action === 'create') {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO products (category_id, price, discounted_price, stock_quantity, is_published, shipping_charges)
            VALUES (${line.values.categoryId}, ${line.values.price}, ${line.values.discountedPrice},
                    ${line.values.stock}, ${line.values.isPublished}, ${shippingCharges})
            RETURNING id`,
      );
      line.id = row!.id;
      const [variant] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO product_variants (product_id, stock_quantity) VALUES (${line.id}, 0) RETURNING id`,
      );
      await setVariantStock(tx, actor, variant!.id, line.values.stock);
      await saveNames(tx, line.id, line.values);
      await recordAudit(tx, actor, {
        action: 'import',
        resource: 'product',
        resourceId: line.id,
        after: auditFields(line.values),
      });
    } else if (line.action === 'update' && line.id !== null && line.current) {
      await tx.execute(sql`
        UPDATE products
           SET price = ${line.values.price}, discounted_price = ${line.values.discountedPrice},
               category_id = ${line.values.categoryId}, stock_quantity = ${line.values.stock},
               is_published = ${line.values.isPublished}, updated_at = now()
         WHERE id = ${line.id}`);
      if (line.changes.stock && line.plainVariantId) {
        await setVariantStock(tx, actor, line.plainVariantId, line.values.stock);
      }
      if (line.changes.nameEn || line.changes.nameAr) await saveNames(tx, line.id, line.values);
      const changed = Object.keys(line.changes) as (keyof LineValues)[];
      const pick = (values: Required<LineValues>) => {
        const picked = Object.fromEntries(changed.map((key) => [key, values[key]])) as Partial<Required<LineValues>>;
        // A name is recorded whole, both languages, as the product form records it.
        if (picked.nameEn !== undefined || picked.nameAr !== undefined) {
          Object.assign(picked, { nameEn: values.nameEn, nameAr: values.nameAr });
        }
        return auditFields(picked);
      };
      await recordAudit(tx, actor, {
        action: 'import',
        resource: 'product',
        resourceId: line.id,
        before: pick(line.current),
        after: pick(line.values),
      });
    }
  }
}
