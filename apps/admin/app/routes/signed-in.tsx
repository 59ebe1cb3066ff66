import { useEffect } from 'react';
import { Navigate, Outlet, redirect, useLoaderData, useLocation } from 'react-router';
import { loadOwnSession } from '../features/account/account-api';
import { AdminShell } from '../features/shell/admin-shell';
import { needsOwner } from '../features/session/session-api';
import { useI18n } from '../i18n/i18n';
import type { Route } from './+types/signed-in';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await loadOwnSession();
  if (!session) return redirect((await needsOwner()) ? '/setup' : '/login');
  const mustSetUpTwoFactor = session.twoFactorRequired && !session.staff.twoFactor;
  // An owner who must use two-factor sign-in (production) and has not set it up yet: the server
  // refuses every other screen's data, so only My account opens. A redirect from this loader
  // wins over the refusal the screen's own loader meets meanwhile.
  if (mustSetUpTwoFactor && !new URL(request.url).pathname.endsWith('/account')) return redirect('/account');
  return { member: session.staff, mustSetUpTwoFactor };
}

export default function SignedIn() {
  const { member, mustSetUpTwoFactor } = useLoaderData<typeof clientLoader>();
  const { language, setLanguage } = useI18n();
  const { pathname } = useLocation();
  // The member's saved language wins over this browser's last choice.
  useEffect(() => {
    if (member.language !== language) setLanguage(member.language);
    // Only when another member signs in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member.id]);
  // Moving within the admin without loading this route again: the same rule.
  if (mustSetUpTwoFactor && pathname !== '/account') return <Navigate to="/account" replace />;
  return (
    <AdminShell member={member}>
      <Outlet />
    </AdminShell>
  );
}
