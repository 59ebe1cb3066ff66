import { Messages, Timing } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';

import { formatAmountIn } from '../../lib/currency/currency';
import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { translateMessage } from '../../lib/messages';
import { notify } from '../../ui/toast';
import type { WalletFlowProps } from './wallet-flow';
import { postWallet, waitForPlacement } from './wallet-flow';

type Step =
  | { name: 'creating' }
  | { name: 'created'; walletOrderId: string; amount: string }
  | { name: 'completing'; amount: string }
  | { name: 'failed'; message: string };

/**
 * The offline sandbox wallet, standing in for PayPal's window: the wallet order is created for
 * what the back-office says the order costs, the shopper approves the payment with a clear button,
 * it is captured, and after the spec's 0.5 s the order is placed with the capture.
 */
export function SandboxWallet({ draft, onCaptured }: WalletFlowProps) {
  const language = useLanguage();
  const labels = useLabels('Checkout');
  const [step, setStep] = useState<Step>({ name: 'creating' });
  const [attempt, setAttempt] = useState(0);
  const working = useRef(false);

  useEffect(() => {
    let cancelled = false;
    void postWallet({ step: 'create', ...draft }).then((result) => {
      if (cancelled) return;
      if (!result.ok || !result.amount || !result.currency) {
        const message = result.ok ? Messages.genericError : result.message;
        notify('error', message, language.code);
        setStep({ name: 'failed', message });
        return;
      }
      setStep({
        name: 'created',
        walletOrderId: result.walletOrderId,
        amount: formatAmountIn(result.amount, result.currency),
      });
    });
    return () => {
      cancelled = true;
    };
    // A new wallet order for each opening (and each "try again"), never for a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  async function approve() {
    if (step.name !== 'created' || working.current) return;
    working.current = true;
    setStep({ name: 'completing', amount: step.amount });
    const lang = draft.lang;
    const approved = await postWallet({ step: 'approve', walletOrderId: step.walletOrderId, lang });
    const captured = approved.ok
      ? await postWallet({ step: 'capture', walletOrderId: step.walletOrderId, lang })
      : approved;
    let problem: string | undefined;
    if (!captured.ok || !captured.captureJson) {
      problem = captured.ok ? Messages.genericError : captured.message;
      notify('error', problem, language.code);
    } else {
      await waitForPlacement(Timing.walletPlacement);
      problem = await onCaptured(captured.captureJson);
    }
    working.current = false;
    if (problem) setStep({ name: 'failed', message: problem });
  }

  const amount = step.name === 'created' || step.name === 'completing' ? step.amount : undefined;
  return (
    <div className="flex flex-col gap-4" aria-busy={step.name === 'creating' || step.name === 'completing'}>
      <div className="flex flex-col gap-3 rounded-lg border-2 border-[#003087]/20 bg-[#f5f7fa] p-4">
        <p className="text-xl font-extrabold tracking-tight text-[#003087] italic" aria-hidden="true">
          Pay<span className="text-[#0070e0]">Pal</span>
        </p>
        <p className="text-sm text-olive-800">{labels.lbl_checkout_wallet_test_note}</p>
        {amount ? (
          <p className="flex items-baseline justify-between gap-4">
            <span className="text-olive-800">{labels.lbl_checkout_wallet_amount}</span>
            <bdi dir="ltr" className="text-xl font-bold text-olive-950" data-testid="wallet-amount">
              {amount}
            </bdi>
          </p>
        ) : null}
      </div>
      <p role="status" className="min-h-6 text-sm text-olive-800">
        {step.name === 'creating' ? labels.lbl_checkout_wallet_preparing : null}
        {step.name === 'completing' ? labels.lbl_checkout_wallet_completing : null}
      </p>
      {step.name === 'failed' ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="font-semibold text-poppy-700">
            {translateMessage(step.message, language.code)}
          </p>
          <button
            type="button"
            onClick={() => {
              setStep({ name: 'creating' });
              setAttempt((count) => count + 1);
            }}
            className="rounded-md border border-olive-700 px-4 py-2 font-semibold text-olive-800 hover:bg-sand-100"
          >
            {labels.lbl_checkout_wallet_retry}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => void approve()}
          disabled={step.name !== 'created'}
          aria-busy={step.name === 'completing'}
          className="rounded-full bg-[#ffc439] px-6 py-3 text-lg font-bold text-[#111] hover:brightness-95 disabled:opacity-60"
        >
          {labels.lbl_checkout_wallet_approve}
        </button>
      )}
    </div>
  );
}
