import { NavLink } from 'react-router';
import type { StaffRole } from '@shop/contract';
import { useI18n } from '../../i18n/i18n';
import { navigationFor } from './navigation';

export function SideNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('nav.main')} className="space-y-5">
      {navigationFor(role).map((group, index) => (
        <div key={group.label ?? index}>
          {group.label && (
            <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-stone-600 uppercase">{t(group.label)}</p>
          )}
          <ul className="space-y-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-emerald-700 ${
                      isActive ? 'bg-emerald-50 font-semibold text-emerald-900' : 'text-stone-700 hover:bg-stone-100'
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
