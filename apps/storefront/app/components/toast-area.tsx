import { Timing } from '@shop/contract';
import { ToastContainer } from 'react-toastify';

import { useLanguage } from '../lib/language';

/** Where the spec's toasts appear: top-right, mirrored to top-left for Arabic; they close after 5 s. */
export function ToastArea() {
  const language = useLanguage();
  const rtl = language.dir === 'rtl';
  return <ToastContainer position={rtl ? 'top-left' : 'top-right'} rtl={rtl} autoClose={Timing.toast} />;
}
