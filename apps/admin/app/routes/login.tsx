import { redirect, useSearchParams } from 'react-router';
import { AuthCard } from '../features/session/auth-card';
import { LoginScreenForm } from '../features/session/login-form';
import { currentMember, needsOwner } from '../features/session/session-api';
import { useI18n } from '../i18n/i18n';

export async function clientLoader() {
  if (await needsOwner()) return redirect('/setup');
  if (await currentMember()) return redirect('/');
  return null;
}

export default function Login() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('login.title')}>
      <LoginScreenForm notice={params.get('setup') === 'done' ? t('setup.done') : undefined} />
    </AuthCard>
  );
}
