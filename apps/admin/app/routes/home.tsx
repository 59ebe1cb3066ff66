import { Link } from 'react-router';
import { useMember } from '../features/session/use-member';
import { navigationFor } from '../features/shell/navigation';
import { useI18n } from '../i18n/i18n';
import { PageHeader } from '../ui/page-header';

export default function Home() {
  const member = useMember();
  const { t } = useI18n();
  const sections = navigationFor(member.role)
    .flatMap((group) => group.items)
    .filter((item) => item.to !== '/');
  return (
    <>
      <PageHeader title={t('home.title', { name: member.name })} intro={t('home.intro')} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block rounded-lg border border-stone-200 bg-white p-4 font-semibold hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
