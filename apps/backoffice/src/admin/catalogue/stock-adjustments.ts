// Staff changing a variant's stock: by a delta or to a counted number, always with a reason, kept
// in stock_adjustments and in the audit log; never below zero, however many arrive at once.
import { sql } from 'drizzle-orm';
import { problem, type StockAdjustment, type StockAdjustmentBody, type StockAdjustmentQuery } from '@shop/contract';
import { queryRows, type Database, type Executor } from '../../db/database';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit-log';
import { recountStock } from './product-writes';
import { timestampText } from './product-sql';
import { Refusal } from './refusal';

interface AdjustmentRecord {
  id: number;
  variant_id: number;
  delta: number;
  stock_after: number;
  reason: string;
  staff_id: number | null;
  staff_email: string | null;
  at: string;
}

const toAdjustment = (record: AdjustmentRecord): StockAdjustment => ({
  id: record.id,
  variantId: record.variant_id,
  delta: record.delta,
  stockAfter: record.stock_after,
  reason: record.reason,
  staffId: record.staff_id,
  staffEmail: record.staff_email,
  at: record.at,
});

/** The variant's stock, its row locked after its product's (the order checkout locks in); a 404 when either is unknown. */
async function lockVariant(tx: Executor, productId: number, variantId: number): Promise<number> {
  const [product] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`,
  );
  if (!product) throw new Refusal(404, problem('PRODUCT_ID_NOT_FOUND', { id: productId }));
  const [variant] = await queryRows<{ stock_quantity: number }>(
    tx,
    sql`SELECT stock_quantity FROM product_variants WHERE id = ${variantId} AND product_id = ${productId} FOR UPDATE`,
  );
  if (!variant) throw new Refusal(404, problem('VARIANT_NOT_FOUND', { variantId, productId }));
  return variant.stock_quantity;
}

/**
 * Changes the variant's stock and its product's total in one transaction. The UPDATE itself refuses
 * to go below zero, so parallel adjustments can never oversell, whatever else holds locks.
 */
export function adjustStock(
  db: Database,
  actor: AdminActor,
  target: { productId: number; variantId: number },
  body: StockAdjustmentBody,
): Promise<StockAdjustment> {
  return db.transaction(async (tx) => {
    const stockBefore = await lockVariant(tx, target.productId, target.variantId);
    const delta = body.delta ?? (body.set ?? stockBefore) - stockBefore;
    const [updated] = await queryRows<{ stock_quantity: number }>(
      tx,
      sql`UPDATE product_variants SET stock_quantity = stock_quantity + ${delta}
           WHERE id = ${target.variantId} AND stock_quantity + ${delta} >= 0
           RETURNING stock_quantity`,
    );
    if (!updated) throw new Refusal(409, problem('STOCK_BELOW_ZERO', { left: stockBefore }));
    await recountStock(tx, target.productId);
    const staffId = actor.kind === 'staff' ? actor.member.id : null;
    const [recorded] = await queryRows<AdjustmentRecord>(
      tx,
      sql`INSERT INTO stock_adjustments (variant_id, delta, stock_after, reason, staff_id)
          VALUES (${target.variantId}, ${delta}, ${updated.stock_quantity}, ${body.reason}, ${staffId})
          RETURNING id, variant_id, delta, stock_after, reason, staff_id,
                    ${actor.kind === 'staff' ? actor.member.email : null}::text AS staff_email,
                    ${timestampText(sql`at`)} AS at`,
    );
    await recordAudit(tx, actor, {
      action: 'adjust-stock',
      resource: 'product',
      resourceId: target.productId,
      before: { variantId: target.variantId, stockQuantity: stockBefore },
      after: { variantId: target.variantId, stockQuantity: updated.stock_quantity, reason: body.reason },
    });
    return toAdjustment(recorded!);
  });
}

/** The variant's adjustments, newest first; undefined when the product has no such variant. */
export async function listStockAdjustments(
  db: Executor,
  target: { productId: number; variantId: number },
  query: StockAdjustmentQuery,
): Promise<{ items: StockAdjustment[]; total: number } | undefined> {
  const [variant] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM product_variants WHERE id = ${target.variantId} AND product_id = ${target.productId}`,
  );
  if (!variant) return undefined;
  const records = await queryRows<AdjustmentRecord>(
    db,
    sql`SELECT a.id, a.variant_id, a.delta, a.stock_after, a.reason, a.staff_id, s.email AS staff_email,
               ${timestampText(sql`a.at`)} AS at
          FROM stock_adjustments a LEFT JOIN staff s ON s.id = a.staff_id
         WHERE a.variant_id = ${target.variantId}
         ORDER BY a.at DESC, a.id DESC
         LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM stock_adjustments WHERE variant_id = ${target.variantId}`,
  );
  return { items: records.map(toAdjustment), total: Number(counted?.total ?? 0) };
}
