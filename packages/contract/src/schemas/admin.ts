// The shop owner's admin API under /api/v1/admin/ (staff, sessions, audit log): plain JSON bodies
// and answers, not the storefront protocol's envelope. Failures still answer { statusCode, errorMessage }.
import { z } from 'zod';
import { FieldLimit } from '../constants';
import { adminListQuery, adminPage, queryFlag } from './admin-common';
import { MAX_ID, emailText, newPasswordText, passwordText, requiredText } from './wire';

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

/** Digits of a two-factor (TOTP) code, as authenticator apps show it. */
export const TOTP_CODE_DIGITS = 6;

const TOTP_CODE_MESSAGE = `Expected the ${TOTP_CODE_DIGITS} digits from your authenticator app`;

/** A code from the member's authenticator app: 6 digits; spaces (apps show '123 456') are dropped. */
export const totpCode = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
    z
      .string({ error: TOTP_CODE_MESSAGE })
      .regex(new RegExp(`^\\d{${TOTP_CODE_DIGITS}}$`), { error: TOTP_CODE_MESSAGE }),
  );

/** Body of POST /api/v1/admin/session. */
export const StaffLoginBody = z.object({
  /** The member's email, compared ignoring case. */
  email: emailText('email', FieldLimit.email),
  /** The member's password, as typed (never trimmed). */
  password: passwordText('password', FieldLimit.loginPassword),
  /** The current code of the member's authenticator app; needed once they have turned two-factor on. */
  code: totpCode().optional(),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

/** A member as the admin shows them (never the password hash nor the two-factor secret). */
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
  /** False once the member is deactivated: they can neither sign in nor use a session. */
  active: z.boolean(),
  /** Whether the member signs in with a code from an authenticator app too (TOTP confirmed). */
  twoFactor: z.boolean(),
  /**
   * The member's own choice to be mailed about each new order, seller request and contact message.
   * Owners are mailed whatever it says (the stored choice is kept, and counts again if they stop
   * being an owner).
   */
  notifyByMail: z.boolean(),
  /** When the member was added, ISO 8601 UTC. */
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** A member's choice of mail notices as sent: true or false only, not 'yes' nor 1. */
const notifyByMailFlag = () => z.boolean({ error: 'Expected true or false' });

/** Answer of POST /api/v1/admin/staff, and of GET and PATCH /api/v1/admin/staff/:id. */
export const StaffAnswer = z.object({
  /** The created, read or changed member. */
  staff: StaffMember,
});
export type StaffAnswer = z.infer<typeof StaffAnswer>;

/** Answer of POST, GET and PATCH /api/v1/admin/session, and of POST /api/v1/admin/session/totp/confirm. */
export const StaffSessionAnswer = z.object({
  /** The signed-in member. */
  staff: StaffMember,
  /**
   * Whether two-factor sign-in is required for this member (owners, when the shop runs in
   * production). While it is and `staff.twoFactor` is false, every route but the session and
   * two-factor ones answers 403 with `twoFactorSetupRequired: true`.
   */
  twoFactorRequired: z.boolean(),
});
export type StaffSessionAnswer = z.infer<typeof StaffSessionAnswer>;

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
  /** Mail the member about new orders, seller requests and contact messages; false when not given (owners are mailed anyway). */
  notifyByMail: notifyByMailFlag().default(false),
});
export type CreateStaffBody = z.infer<typeof CreateStaffBody>;

/** The columns the staff list sorts by; name first (the default). */
export const STAFF_SORTABLE = ['name', 'email', 'role', 'createdAt'] as const;

/** Query of GET /api/v1/admin/staff: a page of members, searched by name and email, filtered, sorted. */
export const StaffListQuery = adminListQuery(STAFF_SORTABLE).extend({
  /** Only members of this role. */
  role: StaffRole.optional(),
  /** Only active (true) or only deactivated (false) members. */
  active: queryFlag().optional(),
});
export type StaffListQuery = z.infer<typeof StaffListQuery>;

/** Answer of GET /api/v1/admin/staff. */
export const StaffPage = adminPage(StaffMember);
export type StaffPage = z.infer<typeof StaffPage>;

const STAFF_ID_MESSAGE = 'Expected a staff id (a whole number from 1)';

/** Path parameters of /api/v1/admin/staff/:id. */
export const StaffIdParams = z.object({
  /** Staff id, 1 .. 2^31-1. */
  id: z
    .string({ error: STAFF_ID_MESSAGE })
    .regex(/^\d{1,10}$/, { error: STAFF_ID_MESSAGE })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: STAFF_ID_MESSAGE }).max(MAX_ID, { error: STAFF_ID_MESSAGE })),
});
export type StaffIdParams = z.infer<typeof StaffIdParams>;

const NOTHING_TO_CHANGE = 'Send at least one field to change';
const hasSomeField = (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined);

/**
 * Body of PATCH /api/v1/admin/staff/:id (owner): only the fields sent change. Demoting or
 * deactivating the shop's last active owner is refused (409); a new role, a new password or
 * deactivation ends the member's sessions.
 */
export const UpdateStaffBody = z
  .object({
    /** Full name, 1..100 characters. */
    name: requiredText('name', STAFF_NAME_MAX_LENGTH).optional(),
    /** What the member may do. */
    role: StaffRole.optional(),
    /** Admin language. */
    language: StaffLanguage.optional(),
    /** False deactivates the member (they are signed out everywhere); true lets them back in. */
    active: z.boolean({ error: 'Expected true or false' }).optional(),
    /** Mail the member about new orders, seller requests and contact messages (owners are mailed anyway). */
    notifyByMail: notifyByMailFlag().optional(),
    /** A new password for another member (8..150 characters, not a common one); one's own is changed under the session. */
    password: newPasswordText('password', FieldLimit.accountPassword).optional(),
    /** Only false: turns the member's two-factor sign-in off, e.g. after they lost their phone. */
    twoFactor: z.literal(false, { error: 'Expected false (two-factor is turned on by the member)' }).optional(),
  })
  .refine(hasSomeField, { error: NOTHING_TO_CHANGE, path: ['body'] });
export type UpdateStaffBody = z.infer<typeof UpdateStaffBody>;

/**
 * Body of PATCH /api/v1/admin/session: a member changes their own name, language, mail notices or
 * password (the last with the current one). Every role may.
 */
export const UpdateOwnStaffBody = z
  .object({
    /** Full name, 1..100 characters. */
    name: requiredText('name', STAFF_NAME_MAX_LENGTH).optional(),
    /** Admin language. */
    language: StaffLanguage.optional(),
    /** Mail me about new orders, seller requests and contact messages (owners are mailed anyway). */
    notifyByMail: notifyByMailFlag().optional(),
    /** A new password: 8..150 characters and not a common one. Needs `currentPassword`. */
    password: newPasswordText('password', FieldLimit.accountPassword).optional(),
    /** The password the member signs in with now; required with `password`. */
    currentPassword: passwordText('currentPassword', FieldLimit.loginPassword).optional(),
  })
  .refine(({ currentPassword: _proof, ...changes }) => hasSomeField(changes), {
    error: NOTHING_TO_CHANGE,
    path: ['body'],
  })
  .refine((body) => body.password === undefined || body.currentPassword !== undefined, {
    error: 'Enter your current password to choose a new one',
    path: ['currentPassword'],
  });
export type UpdateOwnStaffBody = z.infer<typeof UpdateOwnStaffBody>;

/** Answer of POST /api/v1/admin/session/totp: what the authenticator app needs, shown once. */
export const TotpEnrolment = z.object({
  /** The shared secret in Base32, for typing into an app by hand. */
  secret: z.string(),
  /** The otpauth://totp/ URI, for a QR code the app scans. */
  uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** Body of POST /api/v1/admin/session/totp/confirm. */
export const TotpConfirmBody = z.object({
  /** The code the app shows now for the new secret. */
  code: totpCode(),
});
export type TotpConfirmBody = z.infer<typeof TotpConfirmBody>;

/** Body of DELETE /api/v1/admin/session/totp: proof that the member is who they say, by either a code or the password. */
export const TotpDisableBody = z
  .object({
    /** The code the app shows now. */
    code: totpCode().optional(),
    /** Or the member's password. */
    password: passwordText('password', FieldLimit.loginPassword).optional(),
  })
  .refine((body) => body.code !== undefined || body.password !== undefined, {
    error: 'Enter a code from your authenticator app or your password',
    path: ['code'],
  });
export type TotpDisableBody = z.infer<typeof TotpDisableBody>;

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
  /** The failure's stable code (problems.ts, admin-problems.ts), for a decision or a translation by code. */
  errorCode: z.string().optional(),
  /** The values errorMessage names (a member, a product, minutes to wait), for a translation by errorCode. */
  errorValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /**
   * Only on sign-in's 401: true when the email and password were right but the member's
   * authenticator code is missing, wrong or used already. The admin then asks for the code.
   */
  twoFactorRequired: z.literal(true).optional(),
  /**
   * Only on a 403: true when the member (an owner, in production) must set up two-factor sign-in
   * before anything else. The admin then shows the set-up screen.
   */
  twoFactorSetupRequired: z.literal(true).optional(),
});
export type AdminFailure = z.infer<typeof AdminFailure>;
