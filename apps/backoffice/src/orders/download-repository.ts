import { sql } from 'drizzle-orm';
import { OrderStatus } from '@shop/contract';
import { queryRows, type Executor } from '../db/database';

export interface DownloadRecord {
  product_name: string;
  storage_path: string;
  content_type: string;
  size_bytes: number;
}

/**
 * The file of an ordered digital item, only for the customer who ordered it and only once the item
 * (or its shipping) is Completed; undefined in every other case, which all look the same.
 */
export async function findDownload(
  db: Executor,
  orderItemId: number,
  userId: number,
): Promise<DownloadRecord | undefined> {
  const [record] = await queryRows<DownloadRecord>(
    db,
    sql`SELECT i.product_name, f.storage_path, f.content_type, f.size_bytes
          FROM order_items i
          JOIN orders o ON o.id = i.order_id
          JOIN products p ON p.id = i.product_id
          JOIN digital_files f ON f.id = p.digital_file_id
         WHERE i.id = ${orderItemId} AND o.user_id = ${userId} AND i.is_digital
           AND (i.status = ${OrderStatus.Completed} OR i.shipping_status = ${OrderStatus.Completed})`,
  );
  return record;
}
