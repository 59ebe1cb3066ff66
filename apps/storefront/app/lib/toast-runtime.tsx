// Loaded with the first toast (see toast.ts): react-toastify and its stylesheet.
import 'react-toastify/ReactToastify.css';

import { Timing } from '@shop/contract';
import { ToastContainer, toast } from 'react-toastify';

import type { ToastKind } from './toast';

export function showToast(kind: ToastKind, text: string): void {
  toast(text, { type: kind });
}

/** Where the spec's toasts appear: top-right, mirrored to top-left for Arabic; they close after 5 s. */
export default function ToastRegion({ rtl }: { rtl: boolean }) {
  return <ToastContainer position={rtl ? 'top-left' : 'top-right'} rtl={rtl} autoClose={Timing.toast} />;
}
