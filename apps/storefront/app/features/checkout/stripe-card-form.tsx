import { Messages } from '@shop/contract';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { notify } from '../../ui/toast';
import { CardFormFrame, type CardFormProps } from './card-form-parts';

type Loaded = { stripe: Stripe; card: StripeCardElement };

/**
 * The live card form: Stripe Elements' card field, loaded only now that get-strp-pub-key said
 * payments are live (Stripe.js is never fetched in the sandbox). Stripe turns the card into a
 * PaymentMethod in the browser; only its id goes on to order placement, and the card number never
 * reaches the shop.
 */
export function StripeCardForm({
  publishableKey,
  amount,
  onToken,
  onCancel,
}: CardFormProps & { publishableKey: string }) {
  const language = useLanguage();
  const labels = useLabels('CardSection');
  const mountRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed'>('loading');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const id = useId();

  useEffect(() => {
    let cancelled = false;
    let mounted: StripeCardElement | undefined;
    // The "pure" entry point adds Stripe's script only when loadStripe is called.
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale: language.code }))
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) {
          if (!stripe) throw new Error('Stripe.js did not load');
          return;
        }
        mounted = stripe.elements({ locale: language.code }).create('card', { hidePostalCode: true });
        mounted.mount(mountRef.current);
        mounted.on('change', (event) => setError(event.error?.message));
        setLoaded({ stripe, card: mounted });
      })
      .catch((loadError: unknown) => {
        console.error('checkout: Stripe.js could not be loaded', loadError);
        if (!cancelled) setLoaded('failed');
      });
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [publishableKey, language.code]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working.current || typeof loaded !== 'object') return;
    working.current = true;
    setBusy(true);
    setError(undefined);
    let problem: string | undefined;
    try {
      const result = await loaded.stripe.createPaymentMethod({ type: 'card', card: loaded.card });
      if (result.error) {
        // Stripe's own words, already in the page's language (a declined or incomplete card).
        problem = result.error.message ?? Messages.genericError;
        notify('error', problem, language.code);
      } else {
        problem = await onToken(result.paymentMethod.id);
      }
    } catch (stripeError) {
      console.error('checkout: Stripe could not make the payment method', stripeError);
      problem = Messages.genericError;
      notify('error', problem, language.code);
    }
    working.current = false;
    setBusy(false);
    setError(problem);
  }

  return (
    <form onSubmit={submit} noValidate>
      <CardFormFrame
        amount={amount}
        error={error}
        errorId={`${id}-error`}
        busy={busy}
        canPay={typeof loaded === 'object'}
        onCancel={onCancel}
      >
        {loaded === 'loading' ? (
          <p role="status" className="text-olive-700">
            {labels.lbl_card_loading}
          </p>
        ) : null}
        {loaded === 'failed' ? (
          <p role="alert" className="font-semibold text-poppy-700">
            {labels.lbl_card_unavailable}
          </p>
        ) : null}
        {/* Stripe draws its own labelled fields inside this box (an iframe). */}
        <div
          ref={mountRef}
          className="rounded-md border border-olive-300 bg-white px-3 py-3"
          hidden={loaded === 'failed'}
        />
      </CardFormFrame>
    </form>
  );
}
