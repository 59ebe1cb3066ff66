import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, type AdminOrderDetail } from '@shop/contract';
import { readListQuery } from '../../ui/list-query';
import { orderMessages } from './messages';
import {
  actorText,
  billingOf,
  eventNote,
  eventText,
  methodText,
  orderFilterParams,
  orderListParams,
  refundReason,
  statusText,
} from './order-view';

const queryOf = (search: string) => readListQuery(new URLSearchParams(search), 'createdAt', 'desc');

describe('the orders list', () => {
  it('sends the filters and sort the API takes, for the page and its CSV alike', () => {
    const query = queryOf(
      'q=PS-26&status=2&paymentMethod=6&from=2026-01-01&to=2026-01-31&digital=false&sort=orderTotal&order=asc&offset=25',
    );
    expect(orderFilterParams(query)).toEqual({
      q: 'PS-26',
      status: 2,
      paymentMethod: 6,
      from: '2026-01-01',
      to: '2026-01-31',
      digital: 'false',
      sort: 'orderTotal',
      order: 'asc',
    });
    expect(orderListParams(query)).toMatchObject({ limit: 25, offset: 25, status: 2 });
  });

  it('leaves out what the API would refuse and sorts newest first by default', () => {
    expect(
      orderFilterParams(queryOf('status=9&paymentMethod=3&from=yesterday&to=2026-13&digital=yes&sort=customer')),
    ).toEqual({
      q: '',
      status: undefined,
      paymentMethod: undefined,
      from: undefined,
      to: undefined,
      digital: undefined,
      sort: 'createdAt',
      order: 'desc',
    });
  });
});

describe('an order’s names', () => {
  it('names every status and payment method in both languages, as the spec spells them in Arabic', () => {
    const ar = Object.values(OrderStatus).map((status) => orderMessages.ar[statusText(status)]);
    expect(ar).toEqual(['نشط', 'قيد التنفيذ', 'مكتمل', 'مُرتجَع', 'مُستردّ']);
    expect(Object.values(OrderStatus).map((status) => orderMessages.en[statusText(status)])).toEqual([
      'Active',
      'In progress',
      'Completed',
      'Returned',
      'Refunded',
    ]);
    expect(
      [PaymentMethod.Card, PaymentMethod.Wallet, PaymentMethod.CashOnDelivery].map(
        (method) => orderMessages.en[methodText(method)],
      ),
    ).toEqual(['Card', 'Wallet (PayPal)', 'Cash on delivery']);
    expect(orderMessages.ar[methodText(PaymentMethod.CashOnDelivery)]).toBe('الدفع عند الاستلام');
  });

  it('has every English text in Arabic too', () => {
    expect(Object.keys(orderMessages.ar).sort()).toEqual(Object.keys(orderMessages.en).sort());
    for (const text of Object.values(orderMessages.ar)) expect(text.trim()).not.toBe('');
  });

  it('words a timeline entry and who did it', () => {
    const event = { action: 'status', status: 3, note: '', actor: 'owner@shop.example', staffId: 1, at: '' };
    expect(eventText(event)).toEqual({ key: 'actionStatus', status: 'status3' });
    expect(eventText({ ...event, action: 'placed', status: 1 }).key).toBe('actionPlaced');
    expect(eventText({ ...event, action: 'refund' }).key).toBe('actionRefund');
    expect(eventText({ ...event, action: 'cancel', status: 5 }).key).toBe('actionCancel');
    expect(actorText('owner@shop.example')).toEqual({ name: 'owner@shop.example' });
    expect(actorText('customer')).toEqual({ key: 'byCustomer' });
    expect(actorText('')).toEqual({ key: 'byUnknown' });
  });

  it('reads the billing details the order kept, skipping what is missing', () => {
    expect(
      billingOf({
        firstName: 'Leila',
        lastName: 'Haddad',
        mobileNo: '0599',
        address: 'Old City 12',
        city: null,
        postalCode: 97200,
      }),
    ).toEqual({
      name: 'Leila Haddad',
      email: '',
      phone: '0599',
      lines: [
        ['address', 'Old City 12'],
        ['postalCode', '97200'],
      ],
    });
  });

  it('finds the reason staff gave for a refund or cancel in its timeline note', () => {
    const timeline: AdminOrderDetail['timeline'] = [
      {
        action: 'refund',
        status: 2,
        note: 'refunded 5.00 USD (re_1), restocked; box arrived crushed',
        actor: '',
        staffId: null,
        at: '',
      },
      { action: 'refund', status: 2, note: 'refunded 2.00 USD (re_2)', actor: '', staffId: null, at: '' },
      {
        action: 'cancel',
        status: 5,
        note: 'changed her mind; refunded 9.00 USD (re_3)',
        actor: '',
        staffId: null,
        at: '',
      },
    ];
    expect(refundReason(timeline, 're_1')).toBe('box arrived crushed');
    expect(refundReason(timeline, 're_2')).toBe('');
    expect(refundReason(timeline, 're_3')).toBe('changed her mind');
    expect(refundReason(timeline, 're_9')).toBe('');
  });

  it('shows staff’s own words of a timeline note, not the placement’s or the API’s money wording', () => {
    expect(eventNote({ action: 'placed', note: 'placed' })).toBe('');
    expect(eventNote({ action: 'status', note: 'packed; ready' })).toBe('packed; ready');
    expect(eventNote({ action: 'refund', note: 'refunded 5.00 USD (re_1), restocked; torn' })).toBe('torn');
    expect(eventNote({ action: 'cancel', note: 'refunded 9.00 USD (re_3)' })).toBe('');
    expect(eventNote({ action: 'cancel', note: 'changed her mind' })).toBe('changed her mind');
  });
});
