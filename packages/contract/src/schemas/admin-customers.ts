// The admin API's customers (/api/v1/admin/customers, roles owner and orders, issue 18).
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { adminListQuery, adminPage, queryFlag, SortOrder } from './admin-common';
import { AdminOrderShipping } from './admin-orders';
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
  /** When staff disabled it (ISO 8601); null while it may log in. An erased account stays disabled. */
  disabledAt: z.string().nullable(),
  /** True once the owner erased the customer: their personal data is gone, their orders stay. */
  erased: z.boolean(),
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

/** Path of GET /api/v1/admin/customers/:id (and .../:id/export) and of its POST actions. */
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

/** The language a customer's mails are written in: en or ar. */
export const CustomerLanguage = z.enum(LANGUAGE_CODES);

/** Answer of POST /api/v1/admin/customers/:id/reset-code. The code itself goes to the customer only. */
export const AdminCustomerResetCodeAnswer = z.object({
  /** The language the mail was written in: the one the customer last used with the shop. */
  language: CustomerLanguage,
  /** How long the code works, in minutes. */
  validMinutes: z.number().int().positive(),
});
export type AdminCustomerResetCodeAnswer = z.infer<typeof AdminCustomerResetCodeAnswer>;

/** Body of POST /api/v1/admin/customers/:id/erase: the customer's email typed again, as a confirmation. */
export const AdminCustomerEraseBody = z.object({
  /** The customer's email (case does not matter). */
  email: z
    .string({ error: 'Type the customer’s email to confirm' })
    .trim()
    .min(1, { error: 'Type the customer’s email to confirm' })
    .max(320, { error: 'Type the customer’s email to confirm' }),
});
export type AdminCustomerEraseBody = z.infer<typeof AdminCustomerEraseBody>;

const moment = z.string().describe('ISO 8601');
const momentOrNull = moment.nullable();

/** Where a parcel went, as the order kept it. */
/** One order as the export gives it: its lines, payments and refunds. Amounts in minor units. */
export const AdminCustomerExportOrder = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: moment,
  /** Order status id (1 Active, 2 In progress, 3 Completed, 4 Returned, 5 Refunded). */
  status: z.number().int(),
  /** Payment method id as the storefront sent it. */
  paymentMethod: z.number().int(),
  paymentStatus: z.string(),
  currency: z.string(),
  subtotal: z.number().int(),
  shippingTotal: z.number().int(),
  discountTotal: z.number().int(),
  total: z.number().int(),
  couponCode: z.string(),
  note: z.string(),
  /** The billing details as they were when the order was placed. */
  billing: z.record(z.string(), z.unknown()),
  shippingAddress: AdminOrderShipping,
  /** The language the order was placed in. */
  language: CustomerLanguage,
  lines: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      /** The colour, size and other choices, as they were chosen. */
      choices: z.unknown(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      lineTotal: z.number().int(),
      isDigital: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      provider: z.string(),
      /** The provider's id of the charge or capture. */
      providerReference: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      createdAt: moment,
    }),
  ),
  refunds: z.array(
    z.object({
      kind: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      provider: z.string(),
      status: z.string(),
      createdAt: moment,
    }),
  ),
});
export type AdminCustomerExportOrder = z.infer<typeof AdminCustomerExportOrder>;

/**
 * Answer of GET /api/v1/admin/customers/:id/export (a JSON download): everything the shop holds about
 * the person. Never the password hash, session tokens or reset codes.
 */
export const AdminCustomerExport = z.object({
  /** When the export was made. */
  exportedAt: moment,
  account: AdminCustomer.omit({ orderCount: true, totalSpent: true }).extend({
    updatedAt: moment,
    address: AdminCustomerAddress,
  }),
  orders: z.array(AdminCustomerExportOrder),
  /** Reviews they wrote (signed in, or with their email). */
  reviews: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      productName: z.string(),
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
      reviewerName: z.string(),
      reviewerEmail: z.string(),
      /** Shown to shoppers. */
      visible: z.boolean(),
      createdAt: moment,
    }),
  ),
  /** Their newsletter subscription by their email; null when there is none. */
  newsletter: z
    .object({
      email: z.string(),
      language: CustomerLanguage,
      subscribedAt: moment,
      confirmedAt: momentOrNull,
      unsubscribedAt: momentOrNull,
    })
    .nullable(),
  /** Contact messages sent with their email. */
  contactMessages: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      subject: z.string(),
      message: z.string(),
      language: CustomerLanguage,
      createdAt: moment,
      repliedAt: momentOrNull,
    }),
  ),
  /** "Become a seller" requests made with their email. */
  sellerRequests: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      mobileNo: z.string(),
      addressLineOne: z.string(),
      postalCode: z.string(),
      status: z.string(),
      rejectionReason: z.string(),
      createdAt: moment,
      decidedAt: momentOrNull,
    }),
  ),
  /** When they signed in (sessions; their tokens are never kept). */
  sessions: z.array(z.object({ createdAt: moment, lastSeenAt: moment, expiresAt: moment, revokedAt: momentOrNull })),
  /**
   * The cart and the wish list live in the shopper's browser only: the shop holds neither, so they
   * are empty here and an erasure has nothing of them to clear.
   */
  cart: z.array(z.unknown()).max(0),
  wishlist: z.array(z.unknown()).max(0),
});
export type AdminCustomerExport = z.infer<typeof AdminCustomerExport>;
