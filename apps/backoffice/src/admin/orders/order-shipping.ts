// The shipping address an order keeps in its own columns (migration 0010), as the admin's order detail and a
// customer's export read it.
import { sql } from 'drizzle-orm';
import type { AdminOrderShipping } from '@shop/contract';

export interface ShippingRecord {
  shipping_name: string;
  shipping_phone: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_country: string;
  shipping_postal_code: string;
}

/** The columns of `ShippingRecord`, from the orders table under the alias `o`. */
export const shippingColumns = sql`o.shipping_name, o.shipping_phone, o.shipping_address, o.shipping_city,
  o.shipping_state, o.shipping_country, o.shipping_postal_code`;

export function shippingOf(row: ShippingRecord): AdminOrderShipping {
  return {
    name: row.shipping_name,
    phone: row.shipping_phone,
    address: row.shipping_address,
    city: row.shipping_city,
    state: row.shipping_state,
    country: row.shipping_country,
    postalCode: row.shipping_postal_code,
  };
}
