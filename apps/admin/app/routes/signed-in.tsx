import { useEffect } from 'react';
import { Outlet, redirect, useLoaderData } from 'react-router';
import { AdminShell } from '../features/shell/admin-shell';
import { currentMember, needsOwner } from '../features/session/session-api';
import { useI18n } from '../i18n/i18n';

export async function clientLoader() {
  const member = await currentMember();
  if (!member) return redirect((await needsOwner()) ? '/setup' : '/login');
  return { member };
}

export default function SignedIn() {
  const { member } = useLoaderData<typeof clientLoader>();
  const { language, setLanguage } = useI18n();
  // The member's saved language wins over this browser's last choice.
  useEffect(() => {
    if (member.language !== language) setLanguage(member.language);
    // Only when another member signs in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member.id]);
  return (
    <AdminShell member={member}>
      <Outlet />
    </AdminShell>
  );
}
