// The frame of every signed-in screen: the sections beside the content on a desktop, behind a
// menu button on a phone (a drawer from the reading side: the right in Arabic).
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { StaffMember } from '@shop/contract';
import { useI18n } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { LanguageSwitch } from '../session/language-switch';
import { saveLanguage, signOut } from '../session/session-api';
import { SideNav } from './side-nav';

export function AdminShell({ member, children }: { member: StaffMember; children: ReactNode }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  const leave = async () => {
    await signOut().catch(() => undefined);
    await navigate('/login', { replace: true });
  };

  return (
    <div className="min-h-dvh">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="flex items-center justify-between gap-2 border-b border-stone-200 bg-white px-4 py-2">
        <div className="flex items-center gap-2">
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger asChild>
              <Button variant="ghost" className="lg:hidden" aria-label={t('app.menu')}>
                <span aria-hidden="true">☰</span>
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
              <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl">
                <div className="mb-4 flex items-center justify-between">
                  <Dialog.Title className="font-semibold">{t('app.name')}</Dialog.Title>
                  <Dialog.Close asChild>
                    <Button variant="ghost" aria-label={t('app.closeMenu')}>
                      <span aria-hidden="true">✕</span>
                    </Button>
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">{t('nav.main')}</Dialog.Description>
                <SideNav role={member.role} onNavigate={() => setMenuOpen(false)} />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <p className="font-semibold">{t('app.name')}</p>
        </div>
        <div className="flex items-center gap-1">
          <p className="hidden text-sm text-stone-600 sm:block">{t('app.signedInAs', { name: member.name })}</p>
          <LanguageSwitch onSwitch={(language) => void saveLanguage(language).catch(() => undefined)} />
          <Button variant="ghost" onClick={leave}>
            {t('app.signOut')}
          </Button>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
        <aside className="hidden w-56 shrink-0 lg:block">
          <SideNav role={member.role} />
        </aside>
        <main id="content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
