import { ScreenLabels } from '@shop/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import type { PaymentSetup } from './payment-setup';
import { labelsFor } from '../../lib/labels/labels';
import { TestModeNotice, UnavailablePaymentsNote, paymentNoteIds } from './payment-notices';

const english = labelsFor('Checkout', { Checkout: ScreenLabels.Checkout });
// As the back-office's localization endpoint gives them to an Arabic page.
const arabic = labelsFor('Checkout', {
  Checkout: {
    ...ScreenLabels.Checkout,
    lbl_checkout_test_mode: 'وضع الاختبار:',
    lbl_checkout_test_mode_note: 'لن تُسحب أي أموال.',
    lbl_checkout_test_card: 'استخدم البطاقة التجريبية {card}.',
    lbl_checkout_card_not_offered: 'الدفع بالبطاقة غير متاح في هذا المتجر حالياً.',
    lbl_checkout_wallet_not_offered: 'الدفع عبر باي بال غير متاح في هذا المتجر حالياً.',
    lbl_checkout_cod_still_offered: 'ما زال بإمكانك الدفع عند الاستلام.',
  },
});

const sandbox: PaymentSetup = { card: { mode: 'sandbox' }, wallet: { mode: 'sandbox' }, cashOnDelivery: true };
const live: PaymentSetup = {
  card: { mode: 'live', publishableKey: 'pk_live_x' },
  wallet: { mode: 'live', clientId: 'AbCdEfGhIjKl' },
  cashOnDelivery: true,
};
const cashOnly: PaymentSetup = { card: { mode: 'unavailable' }, wallet: { mode: 'unavailable' }, cashOnDelivery: true };

const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the test mode notice', () => {
  test('says no money is taken and which test card pays, as a status tied to the payment select', () => {
    const html = renderToStaticMarkup(<TestModeNotice payments={sandbox} labels={english} />);

    expect(textOf(html)).toBe('Test mode: No money is taken. Use the test card 4242 4242 4242 4242.');
    expect(html).toContain('role="status"');
    expect(html).toContain('id="checkout-test-mode"');
    expect(paymentNoteIds(sandbox)).toBe('checkout-test-mode');
  });

  test('reads in Arabic with the card number kept left to right', () => {
    const html = renderToStaticMarkup(<TestModeNotice payments={sandbox} labels={arabic} />);

    expect(textOf(html)).toBe('وضع الاختبار: لن تُسحب أي أموال. استخدم البطاقة التجريبية 4242 4242 4242 4242.');
    expect(html).toContain('<bdi dir="ltr" class="font-semibold whitespace-nowrap">4242 4242 4242 4242</bdi>');
  });

  test('names no test card when only the wallet is in the sandbox', () => {
    const html = renderToStaticMarkup(
      <TestModeNotice
        payments={{ card: { mode: 'unavailable' }, wallet: { mode: 'sandbox' }, cashOnDelivery: true }}
        labels={english}
      />,
    );
    expect(textOf(html)).toBe('Test mode: No money is taken.');
  });

  test('is not shown when payments are live or unavailable', () => {
    expect(renderToStaticMarkup(<TestModeNotice payments={live} labels={english} />)).toBe('');
    expect(renderToStaticMarkup(<TestModeNotice payments={cashOnly} labels={english} />)).toBe('');
    expect(paymentNoteIds(live)).toBeUndefined();
  });
});

describe('the note on unavailable payments', () => {
  test('says card and PayPal are not available and cash on delivery still is', () => {
    const html = renderToStaticMarkup(<UnavailablePaymentsNote payments={cashOnly} labels={english} />);

    expect(textOf(html)).toBe(
      'Card payments are not available in this shop right now. PayPal payments are not available in this shop ' +
        'right now. You can still pay cash on delivery.',
    );
    expect(html).toContain('id="checkout-payments-unavailable"');
    expect(paymentNoteIds(cashOnly)).toBe('checkout-payments-unavailable');
  });

  test('names only the method that is unavailable, in Arabic too', () => {
    const cardOnly: PaymentSetup = { card: { mode: 'unavailable' }, wallet: { mode: 'sandbox' }, cashOnDelivery: true };
    expect(textOf(renderToStaticMarkup(<UnavailablePaymentsNote payments={cardOnly} labels={arabic} />))).toBe(
      'الدفع بالبطاقة غير متاح في هذا المتجر حالياً. ما زال بإمكانك الدفع عند الاستلام.',
    );
    expect(paymentNoteIds(cardOnly)).toBe('checkout-test-mode checkout-payments-unavailable');
  });

  test('does not promise cash on delivery when the owner switched it off', () => {
    const walletOnly: PaymentSetup = {
      card: { mode: 'unavailable' },
      wallet: { mode: 'sandbox' },
      cashOnDelivery: false,
    };
    expect(textOf(renderToStaticMarkup(<UnavailablePaymentsNote payments={walletOnly} labels={english} />))).toBe(
      'Card payments are not available in this shop right now.',
    );
  });

  test('is not shown when every method is offered', () => {
    expect(renderToStaticMarkup(<UnavailablePaymentsNote payments={sandbox} labels={english} />)).toBe('');
    expect(renderToStaticMarkup(<UnavailablePaymentsNote payments={live} labels={english} />)).toBe('');
  });
});
