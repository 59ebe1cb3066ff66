import { Messages, Timing } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { translateMessage } from '../../lib/messages';
import { notify } from '../../ui/toast';
import { loadPayPalSdk, paypalSdkUrl } from './paypal-sdk';
import { type WalletFlowProps, postWallet, waitForPlacement } from './wallet-flow';

/** Thrown inside the SDK's callbacks: the shopper was told already. */
class WalletStepFailed extends Error {}

/**
 * The live wallet: the PayPal JS SDK's buttons. createOrder asks the storefront to open a PayPal
 * order for what the back-office says the order costs; after the shopper approves in PayPal's
 * window, onApprove has it captured, and after the spec's 0.5 s the order is placed with the capture.
 */
export function PayPalButtons({ clientId, draft, onCaptured }: WalletFlowProps & { clientId: string }) {
  const language = useLanguage();
  const labels = useLabels('Checkout');
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problem, setProblem] = useState<string>();
  // The latest props, read by the SDK's callbacks, which are bound once.
  const latest = useRef({ draft, onCaptured });
  useEffect(() => {
    latest.current = { draft, onCaptured };
  });

  useEffect(() => {
    let closed = false;
    let buttons: { close(): Promise<void> } | undefined;
    const fail = (message: string): never => {
      notify('error', message, language.code);
      setProblem(message);
      throw new WalletStepFailed(message);
    };
    loadPayPalSdk(paypalSdkUrl(clientId, draft.currency, language.code))
      .then(async (paypal) => {
        if (closed || !containerRef.current) return;
        const rendered = paypal.Buttons({
          style: { layout: 'vertical', label: 'pay', shape: 'rect' },
          async createOrder() {
            setProblem(undefined);
            const created = await postWallet({ step: 'create', ...latest.current.draft });
            return created.ok ? created.walletOrderId : fail(created.message);
          },
          async onApprove({ orderID }) {
            const captured = await postWallet({
              step: 'capture',
              walletOrderId: orderID,
              lang: latest.current.draft.lang,
            });
            if (!captured.ok || !captured.captureJson)
              return void fail(captured.ok ? Messages.genericError : captured.message);
            await waitForPlacement(Timing.walletPlacement);
            const refused = await latest.current.onCaptured(captured.captureJson);
            if (refused) setProblem(refused);
          },
          onError(error) {
            if (error instanceof WalletStepFailed) return;
            console.error('checkout: PayPal failed', error);
            fail(Messages.genericError);
          },
        });
        buttons = rendered;
        await rendered.render(containerRef.current);
        if (!closed) setState('ready');
      })
      .catch((error: unknown) => {
        if (error instanceof WalletStepFailed) return;
        console.error('checkout: PayPal could not be shown', error);
        if (!closed) setState('failed');
      });
    return () => {
      closed = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId, draft.currency, language.code]);

  return (
    <div className="flex flex-col gap-3">
      {state === 'loading' ? (
        <p role="status" className="text-olive-700">
          {labels.lbl_checkout_wallet_preparing}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="font-semibold text-poppy-700">
          {labels.lbl_checkout_wallet_unavailable}
        </p>
      ) : null}
      <div ref={containerRef} />
      <p role="alert" className="min-h-6 text-sm font-semibold text-poppy-700">
        {problem ? translateMessage(problem, language.code) : ''}
      </p>
    </div>
  );
}
