import { ORDER_NOTE_MAX_LENGTH, PaymentMethod } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { orderFormProblem } from './order-form-check';
import type { PaymentSetup } from './payment-setup';

const labels = { lbl_checkout_payment_method: 'Payment Method', lbl_checkout_order_notes: 'Order Notes' };
const everything: PaymentSetup = { card: { mode: 'sandbox' }, wallet: { mode: 'sandbox' }, cashOnDelivery: true };

describe('orderFormProblem', () => {
  test('asks for a payment method when none is chosen', () => {
    expect(orderFormProblem({ method: '', note: '', payments: everything, labels })).toEqual({
      field: 'method',
      message: 'Payment Method is required',
    });
  });

  test('asks for a payment method when the chosen one is not taken now', () => {
    const noCard: PaymentSetup = { ...everything, card: { mode: 'unavailable' } };
    expect(orderFormProblem({ method: PaymentMethod.Card, note: '', payments: noCard, labels })).toMatchObject({
      field: 'method',
    });
  });

  test('refuses a note longer than the spec allows', () => {
    const note = 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1);
    expect(orderFormProblem({ method: PaymentMethod.CashOnDelivery, note, payments: everything, labels })).toEqual({
      field: 'note',
      message: `Order Notes max length should be ${ORDER_NOTE_MAX_LENGTH} characters`,
    });
  });

  test('lets a complete form go on to its payment', () => {
    expect(
      orderFormProblem({ method: PaymentMethod.Wallet, note: 'Ring twice', payments: everything, labels }),
    ).toBeNull();
  });
});
