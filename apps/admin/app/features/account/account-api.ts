// The signed-in member's own account: who they are (and whether two-factor is required of them),
// their name, language and password, their two-factor sign-in, and signing out everywhere.
import type {
  StaffSessionAnswer,
  TotpConfirmBody,
  TotpDisableBody,
  TotpEnrolment,
  UpdateOwnStaffBody,
} from '@shop/contract';
import { api, ApiError } from '../../lib/api';

/** The signed-in member's session, or null when nobody is signed in. */
export async function loadOwnSession(): Promise<StaffSessionAnswer | null> {
  try {
    return await api<StaffSessionAnswer>('/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const updateOwnAccount = (body: UpdateOwnStaffBody) =>
  api<StaffSessionAnswer>('/session', { method: 'PATCH', body });

/** A new secret for the authenticator app; two-factor stays off until its first code is confirmed. */
export const startTwoFactor = () => api<TotpEnrolment>('/session/totp', { method: 'POST' });

export const confirmTwoFactor = (body: TotpConfirmBody) =>
  api<StaffSessionAnswer>('/session/totp/confirm', { method: 'POST', body });

export const turnOffTwoFactor = (body: TotpDisableBody) => api<void>('/session/totp', { method: 'DELETE', body });

/** Ends every session of the member, this one too. */
export const signOutEverywhere = () => api<void>('/sessions', { method: 'DELETE' });
