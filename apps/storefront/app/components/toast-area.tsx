import { lazy, Suspense } from 'react';

import { useLanguage } from '../lib/language';
import { useToastsShown } from '../lib/toast';

const ToastRegion = lazy(() => import('../lib/toast-runtime'));

/** The toast area, on the page from the first toast on (lib/toast.ts). */
export function ToastArea() {
  const language = useLanguage();
  if (!useToastsShown()) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion rtl={language.dir === 'rtl'} />
    </Suspense>
  );
}
