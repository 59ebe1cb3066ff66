import { describe, expect, it } from 'vitest';
import {
  AdminFailure,
  AuditLogQuery,
  CreateStaffBody,
  StaffIdParams,
  StaffListQuery,
  StaffLoginBody,
  TotpDisableBody,
  UpdateOwnStaffBody,
  UpdateStaffBody,
} from './admin';
import { firstIssueMessage } from '../issues';

const member = { name: 'Sara', email: 'sara@example.com', password: 'olive grove 1948', role: 'catalogue' };

describe('admin schemas', () => {
  it('take a member in English unless told otherwise', () => {
    expect(CreateStaffBody.parse(member).language).toBe('en');
    expect(CreateStaffBody.parse({ ...member, language: 'ar' }).language).toBe('ar');
  });

  it.each([
    [{ ...member, password: 'short' }, /^password: /],
    [{ ...member, password: 'password123' }, /^password: /],
    [{ ...member, role: 'admin' }, /^role: Expected owner, catalogue, orders or moderator$/],
    [{ ...member, email: 'sara' }, /^email: /],
  ])('refuse %j naming the field', (body, message) => {
    const parsed = CreateStaffBody.safeParse(body);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssueMessage(parsed.error)).toMatch(message);
  });

  it('never trim a password at sign-in', () => {
    expect(StaffLoginBody.parse({ email: ' sara@example.com ', password: ' x ' })).toEqual({
      email: 'sara@example.com',
      password: ' x ',
    });
  });

  it('page the audit log by 50 unless told, at most 100', () => {
    expect(AuditLogQuery.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(AuditLogQuery.parse({ limit: '100', offset: '20', staffId: '3' })).toMatchObject({
      limit: 100,
      offset: 20,
      staffId: 3,
    });
    expect(AuditLogQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('take a sign-in code as 6 digits, spaces dropped, or none', () => {
    const login = { email: 'sara@example.com', password: 'x' };
    expect(StaffLoginBody.parse(login).code).toBeUndefined();
    expect(StaffLoginBody.parse({ ...login, code: ' 123 456 ' }).code).toBe('123456');
    for (const code of ['12345', '1234567', 'abcdef', 123456]) {
      const parsed = StaffLoginBody.safeParse({ ...login, code });
      expect(parsed.success, String(code)).toBe(false);
      if (!parsed.success) expect(firstIssueMessage(parsed.error)).toMatch(/^code: Expected the 6 digits/);
    }
  });

  it('list staff by name unless told, with role and active filters', () => {
    expect(StaffListQuery.parse({})).toEqual({ limit: 25, offset: 0, sort: 'name', order: 'asc' });
    expect(StaffListQuery.parse({ role: 'orders', active: 'false', sort: 'createdAt' })).toMatchObject({
      role: 'orders',
      active: false,
      sort: 'createdAt',
    });
    const parsed = StaffListQuery.safeParse({ active: '1' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssueMessage(parsed.error)).toBe('active: Expected true or false');
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', '2147483648', '99999999999', ''])('refuse the staff id %j', (id) => {
    const parsed = StaffIdParams.safeParse({ id });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssueMessage(parsed.error)).toMatch(/^id: Expected a staff id/);
  });

  it('take staff ids from 1 to 2^31-1', () => {
    expect(StaffIdParams.parse({ id: '1' })).toEqual({ id: 1 });
    expect(StaffIdParams.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });

  it('change a member by the fields sent, at least one; two-factor only off', () => {
    expect(UpdateStaffBody.parse({ active: false, twoFactor: false })).toEqual({ active: false, twoFactor: false });
    for (const [body, message] of [
      [{}, 'body: Send at least one field to change'],
      [{ twoFactor: true }, /^twoFactor: Expected false/],
      [{ password: 'password123' }, /^password: /],
    ] as const) {
      const parsed = UpdateStaffBody.safeParse(body);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(firstIssueMessage(parsed.error)).toMatch(message);
    }
  });

  it('want the current password with one’s own new one', () => {
    const parsed = UpdateOwnStaffBody.safeParse({ password: 'a brand new password' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(firstIssueMessage(parsed.error)).toBe('currentPassword: Enter your current password to choose a new one');
    }
    expect(UpdateOwnStaffBody.parse({ password: 'a brand new password', currentPassword: ' old ' })).toEqual({
      password: 'a brand new password',
      currentPassword: ' old ',
    });
    expect(UpdateOwnStaffBody.safeParse({ currentPassword: 'old' }).success).toBe(false);
  });

  it('turn two-factor off with a code or the password', () => {
    expect(TotpDisableBody.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(TotpDisableBody.parse({ password: 'secret words' })).toEqual({ password: 'secret words' });
    const parsed = TotpDisableBody.safeParse({});
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(firstIssueMessage(parsed.error)).toBe('code: Enter a code from your authenticator app or your password');
    }
  });

  it('let a failure say two-factor is needed, and nothing else', () => {
    expect(AdminFailure.parse({ statusCode: 401, errorMessage: 'x', twoFactorRequired: true })).toMatchObject({
      twoFactorRequired: true,
    });
    expect(AdminFailure.safeParse({ statusCode: 401, errorMessage: 'x', twoFactorRequired: false }).success).toBe(
      false,
    );
  });
});
