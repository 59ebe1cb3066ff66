import { redirect } from 'react-router';
import { AuthCard } from '../features/session/auth-card';
import { needsOwner } from '../features/session/session-api';
import { SetupScreenForm } from '../features/session/setup-form';
import { useI18n } from '../i18n/i18n';

export async function clientLoader() {
  if (!(await needsOwner())) return redirect('/login');
  return null;
}

export default function Setup() {
  const { t } = useI18n();
  return (
    <AuthCard title={t('setup.title')}>
      <SetupScreenForm />
    </AuthCard>
  );
}
