import { Messages } from '@shop/contract';
import { type FormEvent, useId, useRef, useState } from 'react';

import { CARD_TOKEN_PATH } from './payment-setup';
import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { notify } from '../../ui/toast';
import type { CardField, SandboxCard } from './sandbox-card';
import type { CardTokenResult } from './card-token-result';
import { postJson } from '../../lib/post-json';
import { CardFormFrame, type CardFormProps } from './card-form-parts';
import { checkSandboxCard, formatCardNumber, formatExpiry } from './sandbox-card';

async function requestToken(card: SandboxCard, lang: string): Promise<CardTokenResult> {
  const result = await postJson(CARD_TOKEN_PATH, { ...card, lang }, () =>
    import('./card-token-result').then((module) => module.CardTokenResult),
  );
  if (result.ok) return result.answer;
  console.error('checkout: card token request failed', result.error);
  return { ok: false, message: Messages.genericError };
}

// Card digits read the same in every language: these hints are not translated.
const CARD_NUMBER_PLACEHOLDER = '1234 1234 1234 1234';
const CVC_PLACEHOLDER = '123';

const inputClass =
  'w-full rounded-md border border-olive-300 bg-white px-3 py-2 text-olive-950 placeholder:text-olive-500 aria-[invalid=true]:border-poppy-600 rtl:text-end';

/**
 * The offline sandbox's card form (no live card provider configured): number, expiry and CVC,
 * checked here first, then turned into a token by the back-office's sandbox provider through the
 * storefront; only the token goes on to order placement. The test card hint sits above it.
 */
export function SandboxCardForm({ amount, onToken, onCancel }: CardFormProps) {
  const language = useLanguage();
  const labels = useLabels('CardSection');
  const [fields, setFields] = useState({ number: '', expiry: '', cvc: '' });
  const [error, setError] = useState<{ field?: CardField; message: string }>();
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const id = useId();
  const errorId = `${id}-error`;

  function fail(message: string, field?: CardField) {
    setError({ field, message });
    notify('error', message, language.code);
    if (field) document.getElementById(`${id}-${field}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working.current) return;
    const check = checkSandboxCard(fields, new Date());
    if (!check.ok) return fail(check.message, check.field);
    working.current = true;
    setBusy(true);
    setError(undefined);
    const token = await requestToken(check.card, language.code);
    const problem = token.ok ? await onToken(token.token) : undefined;
    working.current = false;
    setBusy(false);
    if (!token.ok) fail(token.message);
    // The page has told the shopper with a toast already; the dialog keeps it in view beside the card.
    else if (problem) setError({ message: problem });
  }

  const field = (name: CardField) => ({
    id: `${id}-${name}`,
    value: fields[name],
    disabled: busy,
    dir: 'ltr' as const,
    inputMode: 'numeric' as const,
    'aria-invalid': error?.field === name,
    'aria-describedby': error?.field === name ? errorId : undefined,
    className: inputClass,
  });

  return (
    <form onSubmit={submit} noValidate>
      <CardFormFrame amount={amount} error={error?.message} errorId={errorId} busy={busy} onCancel={onCancel}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-number`} className="text-sm font-semibold text-olive-900">
            {labels.lbl_card_number}
          </label>
          <input
            {...field('number')}
            autoComplete="cc-number"
            placeholder={CARD_NUMBER_PLACEHOLDER}
            onChange={(event) => setFields((now) => ({ ...now, number: formatCardNumber(event.target.value) }))}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-expiry`} className="text-sm font-semibold text-olive-900">
              {labels.lbl_card_expiry}
            </label>
            <input
              {...field('expiry')}
              autoComplete="cc-exp"
              placeholder={labels.lbl_card_expiry_placeholder}
              onChange={(event) => setFields((now) => ({ ...now, expiry: formatExpiry(event.target.value) }))}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-cvc`} className="text-sm font-semibold text-olive-900">
              {labels.lbl_card_cvc}
            </label>
            <input
              {...field('cvc')}
              autoComplete="cc-csc"
              maxLength={4}
              placeholder={CVC_PLACEHOLDER}
              onChange={(event) => setFields((now) => ({ ...now, cvc: event.target.value.replace(/\D/g, '') }))}
            />
          </div>
        </div>
      </CardFormFrame>
    </form>
  );
}
