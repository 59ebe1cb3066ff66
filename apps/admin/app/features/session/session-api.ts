import type { AdminSetupAnswer, StaffAnswer, StaffLanguage, StaffMember } from '@shop/contract';
import { api, ApiError } from '../../lib/api';

/** The signed-in member, or null when nobody is signed in. */
export async function currentMember(): Promise<StaffMember | null> {
  try {
    return (await api<StaffAnswer>('/session')).staff;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const needsOwner = async () => (await api<AdminSetupAnswer>('/setup')).needsOwner;

export const signIn = (body: { email: string; password: string; code?: string }) =>
  api<StaffAnswer>('/session', { method: 'POST', body });

export const signOut = () => api<void>('/session', { method: 'DELETE' });

export const signOutEverywhere = () => api<void>('/sessions', { method: 'DELETE' });

/** The first owner, made with the admin token (the API's bearer path). */
export async function createFirstOwner(
  token: string,
  owner: { name: string; email: string; password: string; language: StaffLanguage },
) {
  const response = await fetch('/api/v1/admin/staff', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.trim()}` },
    body: JSON.stringify({ ...owner, role: 'owner' }),
  }).catch(() => {
    throw new ApiError(0, 'network');
  });
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, String(payload.errorMessage ?? response.statusText), payload);
}

/** Saves the member's admin language; the admin switches at once either way. */
export const saveLanguage = (language: StaffLanguage) =>
  api<StaffAnswer>('/session', { method: 'PATCH', body: { language } });
