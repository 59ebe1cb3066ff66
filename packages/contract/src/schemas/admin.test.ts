import { describe, expect, it } from 'vitest';
import { AuditLogQuery, CreateStaffBody, StaffLoginBody } from './admin';
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
});
