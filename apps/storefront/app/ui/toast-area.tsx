import { lazy, Suspense } from 'react';

import { useLabels } from '../lib/labels/labels';
import { useLanguage } from '../lib/language';
import { useToastsShown } from './toast';

const ToastRegion = lazy(() => import('./toast-runtime'));

/** The toast area, on the page from the first toast on (lib/toast.ts). */
export function ToastArea() {
  const language = useLanguage();
  const labels = useLabels('TopHeader');
  if (!useToastsShown()) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion
        rtl={language.dir === 'rtl'}
        texts={{
          region: labels.lbl_header_toasts,
          close: labels.lbl_header_toast_close,
          timer: labels.lbl_header_toast_timer,
        }}
      />
    </Suspense>
  );
}
