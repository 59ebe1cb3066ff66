// The shop owner's admin API under /api/v1/admin/ (staff, sessions, audit log): plain JSON bodies
// and answers, not the storefront protocol's envelope. Failures still answer { statusCode, errorMessage }.
import { z } from 'zod';
import { FieldLimit } from '../constants';
import { emailText, newPasswordText, passwordText, requiredText } from './wire';

/** Longest staff name. */
export const STAFF_NAME_MAX_LENGTH = 100;
/** Most audit entries one page answers, and the default page size. */
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;
const AUDIT_FILTER_MAX_LENGTH = 60;

/** What a member may do: owner all (staff, settings); catalogue products and content; orders orders; moderator reviews. */
export const StaffRole = z.enum(['owner', 'catalogue', 'orders', 'moderator'], {
  error: 'Expected owner, catalogue, orders or moderator',
});
export type StaffRole = z.infer<typeof StaffRole>;

/** The admin's language for a member (Arabic is right-to-left). */
export const StaffLanguage = z.enum(['en', 'ar'], { error: 'Expected en or ar' });
export type StaffLanguage = z.infer<typeof StaffLanguage>;

/** Body of POST /api/v1/admin/session. */
export const StaffLoginBody = z.object({
  /** The member's email, compared ignoring case. */
  email: emailText('email', FieldLimit.email),
  /** The member's password, as typed (never trimmed). */
  password: passwordText('password', FieldLimit.loginPassword),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

/** A member as the admin shows them (never the password hash). */
export const StaffMember = z.object({
  /** Staff id. */
  id: z.number().int().positive(),
  /** Full name. */
  name: z.string(),
  /** Login email. */
  email: z.string(),
  /** What the member may do. */
  role: StaffRole,
  /** The member's admin language. */
  language: StaffLanguage,
});
export type StaffMember = z.infer<typeof StaffMember>;

/** Answer of POST and GET /api/v1/admin/session, and of POST /api/v1/admin/staff. */
export const StaffAnswer = z.object({
  /** The signed-in (or created) member. */
  staff: StaffMember,
});
export type StaffAnswer = z.infer<typeof StaffAnswer>;

/** Answer of GET /api/v1/admin/setup. */
export const AdminSetupAnswer = z.object({
  /** True while the shop has no owner: the admin then asks for the admin token to create one. */
  needsOwner: z.boolean(),
});
export type AdminSetupAnswer = z.infer<typeof AdminSetupAnswer>;

/** Body of POST /api/v1/admin/staff. */
export const CreateStaffBody = z.object({
  /** Full name, 1..100 characters. */
  name: requiredText('name', STAFF_NAME_MAX_LENGTH),
  /** Login email, unique ignoring case. */
  email: emailText('email', FieldLimit.accountEmail),
  /** 8..150 characters and not a common password, as shoppers' new passwords. */
  password: newPasswordText('password', FieldLimit.accountPassword),
  /** What the member may do; the shop's first member must be an owner. */
  role: StaffRole,
  /** Admin language; English when not given. */
  language: StaffLanguage.default('en'),
});
export type CreateStaffBody = z.infer<typeof CreateStaffBody>;

/** Query of GET /api/v1/admin/audit-log: newest first, filtered, paged by limit and offset. */
export const AuditLogQuery = z.object({
  /** Entries per page, 1..100 (default 50). */
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  /** Entries to skip. */
  offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  /** Only entries about this resource, e.g. 'staff', 'order', 'session'. */
  resource: z.string().trim().min(1).max(AUDIT_FILTER_MAX_LENGTH).optional(),
  /** Only entries made by this member. */
  staffId: z.coerce.number().int().positive().optional(),
  /** Only entries of this action, e.g. 'create', 'login', 'set-status'. */
  action: z.string().trim().min(1).max(AUDIT_FILTER_MAX_LENGTH).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** One recorded change. */
export const AuditEntry = z.object({
  /** Entry id; larger is later. */
  id: z.number().int().positive(),
  /** The member who made it; null for the admin token (the CLI). */
  staffId: z.number().int().positive().nullable(),
  /** Who, as shown: the member's email at the time, or 'admin token'. */
  actor: z.string(),
  /** The client's address. */
  address: z.string(),
  /** What was done, e.g. 'create', 'login', 'logout', 'set-status'. */
  action: z.string(),
  /** What it was done to, e.g. 'staff', 'session', 'order'. */
  resource: z.string(),
  /** Which one (an id or an order number); null when none. */
  resourceId: z.string().nullable(),
  /** The changed fields before; null for a creation. */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** The changed fields after; null for a removal. */
  after: z.record(z.string(), z.unknown()).nullable(),
  /** When, ISO 8601 UTC. */
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Answer of GET /api/v1/admin/audit-log. */
export const AuditLogPage = z.object({
  /** The page's entries, newest first. */
  entries: z.array(AuditEntry),
  /** Entries matching the filters, all pages together. */
  total: z.number().int().min(0),
  /** The page size used. */
  limit: z.number().int(),
  /** The offset used. */
  offset: z.number().int(),
});
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** Every admin failure: 400 naming the field, 401, 403, 409, 429. */
export const AdminFailure = z.object({
  /** The HTTP status again. */
  statusCode: z.number().int(),
  /** One sentence; for bad input it starts with the field's name. */
  errorMessage: z.string(),
});
export type AdminFailure = z.infer<typeof AdminFailure>;
