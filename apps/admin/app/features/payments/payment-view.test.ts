import { describe, expect, it } from 'vitest';
import { ReconcileFindingOutcome, type ReconcileFinding } from '@shop/contract';
import { paymentMessages } from './messages';
import { findingAmount, needsAttention, outcomeText, runSummary } from './payment-view';

const finding = (outcome: ReconcileFinding['outcome']): ReconcileFinding => ({
  reference: `pi_${outcome}`,
  amount: 1000,
  currency: 'USD',
  outcome,
  orderId: null,
  orderNumber: null,
});

describe('a reconciliation’s findings', () => {
  it('tells every outcome in both languages, each differently', () => {
    const outcomes = ReconcileFindingOutcome.options;
    for (const language of ['en', 'ar'] as const) {
      const texts = outcomes.map((outcome) => paymentMessages[language][outcomeText(outcome)]);
      expect(texts.every((text) => text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(outcomes.length);
    }
  });

  it('counts a refund made now, a payment left for later and a failure as needing attention', () => {
    const needing = ReconcileFindingOutcome.options.filter(needsAttention);
    expect(needing.sort()).toEqual(['failed', 'order-pending', 'refunded']);
  });

  it('shows the amount as money in the member’s language, and nothing when the provider did not say', () => {
    expect(findingAmount({ amount: 4250, currency: 'EUR' }, 'en-GB')).toBe('€42.50');
    expect(findingAmount({ amount: 500, currency: 'USD' }, 'ar-EG')).toContain('٥٫٠٠');
    expect(findingAmount({ amount: null, currency: null }, 'en-GB')).toBeUndefined();
    // A code Intl refuses is shown as it came rather than breaking the table.
    expect(findingAmount({ amount: 1234, currency: 'US DOLLARS' }, 'en-GB')).toBe('12.34 US DOLLARS');
  });
});

describe('the sentence announced after a run', () => {
  it('says when card payments are in the sandbox, where nothing is checked', () => {
    expect(runSummary({ provider: null, checked: 0, findings: [] })).toEqual({ key: 'summarySandbox', values: {} });
  });

  it('says every payment has its order when none needed attention', () => {
    const run = {
      provider: 'stripe',
      checked: 3,
      findings: ['recorded', 'refunded-earlier', 'not-ours'].map((o) => finding(o as never)),
    };
    expect(runSummary(run)).toEqual({
      key: 'summaryAllHeld',
      values: { checked: 3, refunded: 0, pending: 0, failed: 0 },
    });
  });

  it('counts the refunds, the payments left for later and the failures', () => {
    const outcomes = ['refunded', 'refunded', 'order-pending', 'failed', 'recorded'] as const;
    const run = { provider: 'stripe', checked: 5, findings: outcomes.map(finding) };
    expect(runSummary(run)).toEqual({
      key: 'summaryAttention',
      values: { checked: 5, refunded: 2, pending: 1, failed: 1 },
    });
  });
});
