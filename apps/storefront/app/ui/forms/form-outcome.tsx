import type { ReactNode } from 'react';

import { useLanguage } from '../../lib/language';
import { translateMessage } from '../../lib/messages';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A form's answer written into the page, for browsers that run no scripts (they get no
 * toast). Once the page is hydrated the toasts say it, so this renders nothing.
 */
export function FormOutcome({ ok, message, children }: { ok: boolean; message: string; children?: ReactNode }) {
  const language = useLanguage();
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`mb-6 rounded-md border p-4 ${ok ? 'border-olive-300 bg-olive-50 text-olive-900' : 'border-poppy-600 bg-white text-poppy-700'}`}
    >
      <p className="font-semibold">{translateMessage(message, language.code)}</p>
      {children}
    </div>
  );
}
