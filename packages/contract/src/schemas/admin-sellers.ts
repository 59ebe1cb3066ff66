// The admin API's seller requests (/api/v1/admin/seller-requests, owner) and vendors
// (/api/v1/admin/vendors, owner and catalogue), issue 18.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { ADMIN_NAME_MAX_LENGTH, adminListQuery, adminPage, bilingualText } from './admin-common';
import { MAX_ID } from './wire';

/** Longest reason a rejection gives the applicant. */
export const SELLER_REJECTION_REASON_MAX_LENGTH = 2000;

/** Where a seller request stands. */
export const SellerRequestStatus = z.enum(['pending', 'approved', 'rejected'], {
  error: 'Expected pending, approved or rejected',
});
export type SellerRequestStatus = z.infer<typeof SellerRequestStatus>;

/** A "Become a seller" request with the applicant's details (never their password or its hash). */
export const AdminSellerRequest = z.object({
  /** Request id. */
  id: z.number().int().positive(),
  /** Applicant's first name. */
  firstName: z.string(),
  /** Applicant's last name. */
  lastName: z.string(),
  /** Applicant's email: their login once approved, and where the answer is mailed. */
  email: z.string(),
  /** Applicant's phone number; '' when not given. */
  mobileNo: z.string(),
  /** Street and number. */
  addressLineOne: z.string(),
  /** Postal code; '' when not given. */
  postalCode: z.string(),
  /** Country name in English; null when not chosen. */
  country: z.string().nullable(),
  /** State or province name in English; null when not chosen. */
  state: z.string().nullable(),
  /** City name in English; null when not chosen. */
  city: z.string().nullable(),
  /** The language of the form it came from: the answer is mailed in it. */
  language: z.enum(LANGUAGE_CODES),
  /** Pending, approved or rejected. */
  status: SellerRequestStatus,
  /** When it was filed (ISO 8601). */
  createdAt: z.string(),
  /** When it was approved or rejected (ISO 8601); null while pending. */
  decidedAt: z.string().nullable(),
  /** The staff member who decided it; null while pending (or when that member was deleted). */
  decidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Why it was rejected, as the applicant was told; '' otherwise. */
  rejectionReason: z.string(),
  /** The vendor an approved request became; null otherwise. */
  vendorId: z.number().int().nullable(),
  /** That vendor's name as it is now, in English and Arabic (Arabic '' when none); null without a vendor. */
  vendorName: z.object({ en: z.string(), ar: z.string() }).nullable(),
});
export type AdminSellerRequest = z.infer<typeof AdminSellerRequest>;

/** Answer of GET /api/v1/admin/seller-requests. */
export const AdminSellerRequestPage = adminPage(AdminSellerRequest);
export type AdminSellerRequestPage = z.infer<typeof AdminSellerRequestPage>;

/** Query of GET /api/v1/admin/seller-requests: newest first; `q` matches the name, email and phone number. */
export const AdminSellerRequestListQuery = adminListQuery(['createdAt']).omit({ sort: true, order: true }).extend({
  /** Only requests in this state. */
  status: SellerRequestStatus.optional(),
});
export type AdminSellerRequestListQuery = z.infer<typeof AdminSellerRequestListQuery>;

/** Path of GET /api/v1/admin/seller-requests/:id and POST .../:id/approve, .../:id/reject. */
export const AdminSellerRequestParams = z.object({
  /** Request id. */
  id: z.coerce
    .number({ error: 'Expected a seller request id' })
    .int({ error: 'Expected a seller request id' })
    .min(1, { error: 'Expected a seller request id' })
    .max(MAX_ID, { error: 'Expected a seller request id' }),
});
export type AdminSellerRequestParams = z.infer<typeof AdminSellerRequestParams>;

/** Body of POST /api/v1/admin/seller-requests/:id/reject: the reason the applicant is mailed. */
export const RejectSellerRequestBody = z.object({
  /** Plain text, 1..2000 characters, line breaks kept. */
  reason: z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected text') })
    .trim()
    .min(1, { error: 'Required' })
    .max(SELLER_REJECTION_REASON_MAX_LENGTH, { error: `At most ${SELLER_REJECTION_REASON_MAX_LENGTH} characters` }),
});
export type RejectSellerRequestBody = z.infer<typeof RejectSellerRequestBody>;

/** A vendor: a seller products can be attached to. */
export const AdminVendor = z.object({
  /** Vendor id. */
  id: z.number().int().positive(),
  /**
   * The name in English (or as the seller gave it) and Arabic; Arabic '' is a missing translation
   * (shoppers on /ar/ then see the English name).
   */
  name: z.object({ en: z.string(), ar: z.string() }),
  /** The storefront account that sells as this vendor; null for a vendor made by hand. */
  userId: z.number().int().nullable(),
});
export type AdminVendor = z.infer<typeof AdminVendor>;

/** Answer of GET /api/v1/admin/vendors: every vendor, by name (the product form's choice). */
export const AdminVendorList = z.object({
  /** Vendors sorted by name. */
  items: z.array(AdminVendor),
});
export type AdminVendorList = z.infer<typeof AdminVendorList>;

/** Path of PATCH /api/v1/admin/vendors/:id. */
export const AdminVendorParams = z.object({
  /** Vendor id. */
  id: z.coerce
    .number({ error: 'Expected a vendor id' })
    .int({ error: 'Expected a vendor id' })
    .min(1, { error: 'Expected a vendor id' })
    .max(MAX_ID, { error: 'Expected a vendor id' }),
});
export type AdminVendorParams = z.infer<typeof AdminVendorParams>;

const vendorName = bilingualText(ADMIN_NAME_MAX_LENGTH);

/**
 * Body of PATCH /api/v1/admin/vendors/:id (owner): the name as the taxonomy's names change, either
 * language alone (the other is kept); English 1..200 characters, Arabic up to 200 ('' removes it).
 */
export const UpdateVendorBody = z.object({
  /** The name in one or both languages. */
  name: z
    .object(
      { en: vendorName.shape.en.optional(), ar: vendorName.shape.ar.unwrap().optional() },
      { error: (issue) => (issue.input === undefined ? 'Required' : 'Expected { en, ar }') },
    )
    .refine((name) => name.en !== undefined || name.ar !== undefined, { error: 'Send en, ar or both' }),
});
export type UpdateVendorBody = z.infer<typeof UpdateVendorBody>;
