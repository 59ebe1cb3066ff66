import { describe, expect, test } from 'vitest';

import { inTestMode, paymentSetupFrom } from './payment-setup';

const CLIENT_ID = 'AbCdEfGhIjKlMnOp';

describe('paymentSetupFrom', () => {
  test('takes card and wallet modes from the back-office', () => {
    expect(paymentSetupFrom({ PublishableKey: '', Mode: 'sandbox', WalletMode: 'sandbox' }, undefined)).toEqual({
      card: { mode: 'sandbox' },
      wallet: { mode: 'sandbox' },
    });
    expect(paymentSetupFrom({ PublishableKey: '', Mode: 'unavailable', WalletMode: 'unavailable' }, undefined)).toEqual(
      { card: { mode: 'unavailable' }, wallet: { mode: 'unavailable' } },
    );
    expect(paymentSetupFrom({ PublishableKey: 'pk_live_x', Mode: 'live', WalletMode: 'live' }, CLIENT_ID)).toEqual({
      card: { mode: 'live', publishableKey: 'pk_live_x' },
      wallet: { mode: 'live', clientId: CLIENT_ID },
    });
  });

  test('offers nothing but cash on delivery when it cannot ask the back-office', () => {
    expect(paymentSetupFrom(undefined, CLIENT_ID)).toEqual({
      card: { mode: 'unavailable' },
      wallet: { mode: 'unavailable' },
    });
  });

  test('offers no method it could not show: live cards without a key, live PayPal without a client id', () => {
    expect(paymentSetupFrom({ PublishableKey: '', Mode: 'live', WalletMode: 'live' }, undefined)).toEqual({
      card: { mode: 'unavailable' },
      wallet: { mode: 'unavailable' },
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
