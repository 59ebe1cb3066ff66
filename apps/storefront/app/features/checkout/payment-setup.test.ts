import { PaymentMethod, type StripeKeyRow } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { PAYMENT_CHOICES, inTestMode, methodOffered, paymentSetupFrom } from './payment-setup';

const CLIENT_ID = 'AbCdEfGhIjKlMnOp';

describe('paymentSetupFrom', () => {
  test('takes card and wallet modes from the back-office', () => {
    expect(paymentSetupFrom({ PublishableKey: '', Mode: 'sandbox', WalletMode: 'sandbox' }, undefined)).toEqual({
      card: { mode: 'sandbox' },
      wallet: { mode: 'sandbox' },
      cashOnDelivery: true,
    });
    expect(paymentSetupFrom({ PublishableKey: '', Mode: 'unavailable', WalletMode: 'unavailable' }, undefined)).toEqual(
      { card: { mode: 'unavailable' }, wallet: { mode: 'unavailable' }, cashOnDelivery: true },
    );
    expect(paymentSetupFrom({ PublishableKey: 'pk_live_x', Mode: 'live', WalletMode: 'live' }, CLIENT_ID)).toEqual({
      card: { mode: 'live', publishableKey: 'pk_live_x' },
      wallet: { mode: 'live', clientId: CLIENT_ID },
      cashOnDelivery: true,
    });
  });

  test('offers nothing but cash on delivery when it cannot ask the back-office', () => {
    expect(paymentSetupFrom(undefined, CLIENT_ID)).toEqual({
      card: { mode: 'unavailable' },
      wallet: { mode: 'unavailable' },
      cashOnDelivery: true,
    });
  });

  test('offers no method it could not show: live cards without a key, live PayPal without a client id', () => {
    expect(paymentSetupFrom({ PublishableKey: '', Mode: 'live', WalletMode: 'live' }, undefined)).toEqual({
      card: { mode: 'unavailable' },
      wallet: { mode: 'unavailable' },
      cashOnDelivery: true,
    });
    // A wallet the back-office cannot take is not offered, whatever the storefront could show.
    expect(
      paymentSetupFrom({ PublishableKey: '', Mode: 'sandbox', WalletMode: 'unavailable' }, CLIENT_ID).wallet,
    ).toEqual({ mode: 'unavailable' });
  });

  test('an older back-office without WalletMode keeps its wallet', () => {
    expect(paymentSetupFrom({ PublishableKey: '', Mode: 'sandbox' }, undefined).wallet).toEqual({ mode: 'sandbox' });
    expect(paymentSetupFrom({ PublishableKey: '', Mode: 'sandbox' }, CLIENT_ID).wallet).toEqual({
      mode: 'live',
      clientId: CLIENT_ID,
    });
  });
});

describe('the methods the checkout offers', () => {
  const setup = (row: Partial<StripeKeyRow>) =>
    paymentSetupFrom({ PublishableKey: '', Mode: 'sandbox', WalletMode: 'sandbox', ...row }, undefined);
  const offered = (row: Partial<StripeKeyRow>) => PAYMENT_CHOICES.filter((code) => methodOffered(code, setup(row)));

  test('every method the back-office offers', () => {
    expect(offered({ CashOnDeliveryOffered: true })).toEqual([
      PaymentMethod.Card,
      PaymentMethod.Wallet,
      PaymentMethod.CashOnDelivery,
    ]);
  });

  test('not the ones the owner switched off', () => {
    expect(offered({ CashOnDeliveryOffered: false })).toEqual([PaymentMethod.Card, PaymentMethod.Wallet]);
    expect(offered({ Mode: 'unavailable' })).toEqual([PaymentMethod.Wallet, PaymentMethod.CashOnDelivery]);
    expect(offered({ Mode: 'unavailable', WalletMode: 'unavailable' })).toEqual([PaymentMethod.CashOnDelivery]);
    expect(offered({ WalletMode: 'unavailable', CashOnDeliveryOffered: false })).toEqual([PaymentMethod.Card]);
  });

  test('cash on delivery from a back-office too old to say, or when it cannot be asked', () => {
    expect(setup({}).cashOnDelivery).toBe(true);
    expect(methodOffered(PaymentMethod.CashOnDelivery, paymentSetupFrom(undefined, undefined))).toBe(true);
  });
});

describe('inTestMode', () => {
  test('whenever the sandbox takes a method, and only then', () => {
    const setup = (card: 'sandbox' | 'unavailable', wallet: 'sandbox' | 'unavailable') =>
      paymentSetupFrom({ PublishableKey: '', Mode: card, WalletMode: wallet }, undefined);
    expect(inTestMode(setup('sandbox', 'sandbox'))).toBe(true);
    expect(inTestMode(setup('unavailable', 'sandbox'))).toBe(true);
    expect(inTestMode(setup('sandbox', 'unavailable'))).toBe(true);
    expect(inTestMode(setup('unavailable', 'unavailable'))).toBe(false);
    expect(
      inTestMode(paymentSetupFrom({ PublishableKey: 'pk_live_x', Mode: 'live', WalletMode: 'live' }, CLIENT_ID)),
    ).toBe(false);
  });
});
