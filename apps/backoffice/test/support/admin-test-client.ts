// Test helpers for the admin API: requests as a browser on the admin (cookie + Origin) or as the CLI (bearer).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Problem, StaffRole } from '@shop/contract';
import { GOOD_PASSWORD, freshAddress, fromAddress } from './shopper';
import type { TestShop } from './test-app';
import { readAdminCookie } from '../../src/admin/admin-cookie';
import { ADMIN_SESSION_PATH } from '../../src/admin/admin-session-routes';
import { ADMIN_STAFF_PATH } from '../../src/admin/admin-staff-routes';
import { ADMIN_TOKEN_FILE } from '../../src/admin/admin-token';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminRequest {
  cookie?: string;
  /** Defaults to the back-office's PUBLIC_URL origin; null sends none. */
  origin?: string | null;
  authorization?: string;
  body?: unknown;
  ip?: string;
}

export function adminClient(shop: TestShop) {
  const publicOrigin = new URL(shop.config.PUBLIC_URL).origin;
  let counter = 0;

  const send = (method: Method, url: string, request: AdminRequest = {}): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = fromAddress(request.ip ?? freshAddress());
    const origin = request.origin === undefined ? publicOrigin : request.origin;
    if (origin !== null) headers.origin = origin;
    if (request.cookie !== undefined) headers.cookie = `shop_admin=${request.cookie}`;
    if (request.authorization !== undefined) headers.authorization = request.authorization;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return shop.app.inject({
      method,
      url,
      headers,
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });
  };

  const adminToken = async () => (await fs.readFile(path.join(shop.config.DATA_DIR, ADMIN_TOKEN_FILE), 'utf8')).trim();

  /** Signs in and answers the cookie's token (fails the test when sign-in fails). */
  const signIn = async (email: string, password = GOOD_PASSWORD): Promise<string> => {
    const reply = await send('POST', ADMIN_SESSION_PATH, { body: { email, password } });
    const cookie = readAdminCookie(String(reply.headers['set-cookie'] ?? '').split(';')[0]);
    if (reply.statusCode !== 200 || !cookie) throw new Error(`sign-in of ${email}: ${reply.statusCode} ${reply.body}`);
    return cookie;
  };

  let ownerCookie: string | undefined;

  /** Creates the first owner with the admin token and signs them in (once; later calls answer the same). */
  const firstOwner = async (): Promise<{ email: string; cookie: string }> => {
    const email = 'first-owner@example.com';
    if (ownerCookie === undefined) {
      const body = { name: 'First Owner', email, password: GOOD_PASSWORD, role: 'owner' };
      const reply = await send('POST', ADMIN_STAFF_PATH, {
        body,
        authorization: `Bearer ${await adminToken()}`,
        origin: null,
      });
      if (reply.statusCode !== 201) throw new Error(`first owner: ${reply.statusCode} ${reply.body}`);
      ownerCookie = await signIn(email);
    }
    return { email, cookie: ownerCookie };
  };

  /** Creates a member as `by` (an owner's cookie; the first owner's when not given). */
  const createMember = async (role: StaffRole, by?: string) => {
    counter += 1;
    const email = `${role}-${counter}-${Date.now()}@example.com`;
    const body = { name: `Member ${counter}`, email, password: GOOD_PASSWORD, role };
    const reply = await send('POST', ADMIN_STAFF_PATH, { body, cookie: by ?? (await firstOwner()).cookie });
    if (reply.statusCode !== 201) throw new Error(`create ${role}: ${reply.statusCode} ${reply.body}`);
    return { email, id: (reply.json() as { staff: { id: number } }).staff.id };
  };

  return { send, adminToken, signIn, firstOwner, createMember, publicOrigin };
}

/**
 * A failure's problem as the wire carries it (errorCode, errorMessage, errorValues), in the shape of
 * the contract's problem(), so that a test compares the code, the sentence and the values at once.
 */
export function problemOf(reply: { json(): unknown }): Partial<Problem> {
  const { errorCode, errorMessage, errorValues } = reply.json() as {
    errorCode?: Problem['code'];
    errorMessage?: string;
    errorValues?: Problem['values'];
  };
  return { code: errorCode, message: errorMessage, ...(errorValues === undefined ? {} : { values: errorValues }) };
}
