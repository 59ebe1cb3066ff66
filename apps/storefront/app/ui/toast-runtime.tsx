// Loaded with the first toast (see toast.ts): react-toastify and its stylesheet.
import 'react-toastify/ReactToastify.css';

import { Timing } from '@shop/contract';
import { createContext, useContext } from 'react';
import { type CloseButtonProps, ToastContainer, type ToastContentProps, toast } from 'react-toastify';

import type { ToastKind } from './toast-kind';

/** What screen readers hear of the toast area, in the page's language (react-toastify's own are English). */
export interface ToastTexts {
  /** The area's name, with its keyboard shortcut. */
  region: string;
  /** A toast's close button. */
  close: string;
  /** A toast's countdown bar. */
  timer: string;
}

const ToastTextsContext = createContext<ToastTexts | undefined>(undefined);

export function showToast(kind: ToastKind, text: string): void {
  // The countdown bar is the toast's own (customProgressBar): react-toastify's names itself in English.
  toast((props) => <ToastBody text={text} {...props} />, { type: kind, customProgressBar: true });
}

/** The message and its countdown bar, drawn with react-toastify's classes; the toast closes when the bar runs out. */
function ToastBody({ text, closeToast, isPaused, toastProps }: ToastContentProps & { text: string }) {
  const texts = useContext(ToastTextsContext);
  const { type, theme, rtl } = toastProps;
  const themed = `Toastify__progress-bar-theme--${theme} Toastify__progress-bar--${type}`;
  return (
    <>
      {text}
      <div className="Toastify__progress-bar--wrp">
        <div className={`Toastify__progress-bar--bg ${themed}`} />
        <div
          role="progressbar"
          aria-label={texts?.timer}
          className={`Toastify__progress-bar Toastify__progress-bar--animated ${themed}${rtl ? ' Toastify__progress-bar--rtl' : ''}`}
          style={{ animationDuration: `${Timing.toast}ms`, animationPlayState: isPaused ? 'paused' : 'running' }}
          onAnimationEnd={() => closeToast()}
        />
      </div>
    </>
  );
}

/** react-toastify's close button (its own is not exported), named in the page's language. */
function ToastCloseButton({ closeToast, theme, ariaLabel }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** Where the spec's toasts appear: top-right, mirrored to top-left for Arabic; they close after 5 s. */
export default function ToastRegion({ rtl, texts }: { rtl: boolean; texts: ToastTexts }) {
  return (
    <ToastTextsContext.Provider value={texts}>
      <ToastContainer
        position={rtl ? 'top-left' : 'top-right'}
        rtl={rtl}
        autoClose={Timing.toast}
        aria-label={texts.region}
        closeButton={(props) => <ToastCloseButton {...props} ariaLabel={texts.close} />}
      />
    </ToastTextsContext.Provider>
  );
}
