// The admin API's customers (/api/v1/admin/customers, roles owner and orders, issue 18).
import { z } from 'zod';
import { adminListQuery, adminPage, queryFlag, SortOrder } from './admin-common';
import { MAX_ID } from './wire';

const customerId = z.coerce
  .number({ error: 'Expected a customer id' })
  .int({ error: 'Expected a customer id' })
  .min(1, { error: 'Expected a customer id' })
  .max(MAX_ID, { error: 'Expected a customer id' });

/** An amount in one currency's minor units (cents), as orders were priced in it. */
export const CurrencyAmount = z.object({
  /** ISO 4217 code of the orders' currency, e.g. USD. */
  currency: z.string(),
  /** Minor units (cents). */
  amount: z.number().int(),
});
export type CurrencyAmount = z.infer<typeof CurrencyAmount>;

/** A storefront account as the customer list shows it. Never carries the password hash. */
export const AdminCustomer = z.object({
  /** User id (the storefront's UserID). */
  id: z.number().int().positive(),
  /** First name. */
  firstName: z.string(),
  /** Last name. */
  lastName: z.string(),
  /** Email: the login name. */
  email: z.string(),
  /** Phone number; '' when not given. */
  mobileNo: z.string(),
  /** customer, or vendor for an approved seller. */
  role: z.string(),
  /** When the account was made (ISO 8601). */
  createdAt: z.string(),
  /** When staff disabled it (ISO 8601); null while it may log in. */
  disabledAt: z.string().nullable(),
  /** Orders placed, whatever their status. */
  orderCount: z.number().int().min(0),
  /**
   * What the orders not returned or refunded came to, one amount per currency they were paid in
   * (orders keep their own currency; amounts in different currencies are not added up).
   */
  totalSpent: z.array(CurrencyAmount),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/** Answer of GET /api/v1/admin/customers. */
export const AdminCustomerPage = adminPage(AdminCustomer);
export type AdminCustomerPage = z.infer<typeof AdminCustomerPage>;

/**
 * Query of GET /api/v1/admin/customers: `q` matches the name, email and phone number; newest first
 * unless told. `totalSpent` sorts by the amount in US dollars, the shop's base currency, then by the
 * amounts in other currencies together.
 */
export const AdminCustomerListQuery = adminListQuery(['createdAt', 'name', 'email', 'orderCount', 'totalSpent']).extend(
  {
    /** Only disabled (true) or only enabled (false) accounts. */
    disabled: queryFlag().optional(),
    /** Direction (default desc: newest first). */
    order: SortOrder.default('desc'),
  },
);
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuery>;

/** Path of GET /api/v1/admin/customers/:id and POST .../:id/disable, .../:id/enable. */
export const AdminCustomerParams = z.object({
  /** User id. */
  id: customerId,
});
export type AdminCustomerParams = z.infer<typeof AdminCustomerParams>;

/** The customer's address, with the place names in English. */
export const AdminCustomerAddress = z.object({
  /** Street and number. */
  addressLineOne: z.string(),
  /** Postal code; '' when not given. */
  postalCode: z.string(),
  /** Country name; null when not chosen. */
  country: z.string().nullable(),
  /** State or province name; null when not chosen. */
  state: z.string().nullable(),
  /** City name; null when not chosen. */
  city: z.string().nullable(),
});
export type AdminCustomerAddress = z.infer<typeof AdminCustomerAddress>;

/** One of a customer's orders, as their detail lists it. */
export const AdminCustomerOrder = z.object({
  /** Order id. */
  id: z.number().int().positive(),
  /** The order number the customer sees. */
  orderNumber: z.string(),
  /** When it was placed (ISO 8601). */
  createdAt: z.string(),
  /** Order status id (1 Active, 2 In progress, 3 Completed, 4 Returned, 5 Refunded). */
  status: z.number().int(),
  /** Its total in minor units of `currency`. */
  total: z.number().int(),
  /** The currency it was priced in. */
  currency: z.string(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;

/** Answer of GET /api/v1/admin/customers/:id: the account, its address and every order, newest first. */
export const AdminCustomerDetail = AdminCustomer.extend({
  /** Where the customer lives, as their profile says. */
  address: AdminCustomerAddress,
  /** Their orders, newest first. */
  orders: z.array(AdminCustomerOrder),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;
