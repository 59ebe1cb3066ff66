import { createHash, randomBytes } from 'node:crypto';
import { problem, type Problem } from '@shop/contract';
import type { Executor } from '../db/database';
import type { CardProvider } from './providers';
import { insertCardToken, useCardToken } from './sandbox-repository';
import { cardBrand, chargeOutcomeFor, declineProblemOf, isExpired, passesLuhn } from './test-cards';

// A token is for one checkout: it must be used within the hour.
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Turns a test card into a single-use token, as Stripe.js would; only the brand, the last four
 * digits and the outcome the card stands for are kept — never the number or the CVC.
 */
export async function createSandboxCardToken(
  db: Executor,
  card: { CardNumber: string; ExpiryMonth: number; ExpiryYear: number },
  now = new Date(),
): Promise<{ ok: true; token: string; brand: string; last4: string } | { ok: false; problem: Problem }> {
  if (!passesLuhn(card.CardNumber)) return { ok: false, problem: problem('CARD_NUMBER_INVALID') };
  if (isExpired(card.ExpiryMonth, card.ExpiryYear, now)) return { ok: false, problem: problem('CARD_EXPIRED') };
  const token = `tok_sandbox_${randomBytes(18).toString('base64url')}`;
  const brand = cardBrand(card.CardNumber);
  const last4 = card.CardNumber.slice(-4);
  await insertCardToken(db, {
    tokenHash: digest(token),
    brand,
    last4,
    outcome: chargeOutcomeFor(card.CardNumber),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return { ok: true, token, brand, last4 };
}

/** The offline card provider: charges succeed or fail as the test card says. */
export const sandboxCardProvider: CardProvider = {
  mode: 'sandbox',
  publishableKey: '',
  async charge(tx, { token }) {
    // Claiming the token and charging are one step: a token pays for one order only.
    const outcome = await useCardToken(tx, digest(token));
    if (outcome === undefined) return { ok: false, problem: problem('CARD_TOKEN_UNUSABLE') };
    if (outcome !== 'succeeded') {
      return { ok: false, problem: problem(declineProblemOf(outcome)) };
    }
    return { ok: true, provider: 'sandbox-card', reference: `ch_sandbox_${randomBytes(12).toString('base64url')}` };
  },
  async refund() {
    // The sandbox holds no money; a refund has nothing to give back.
  },
  async refundAmount() {
    // Nothing to give back either; the shop's own records keep refunds within what was captured.
    return { ok: true, refundId: `re_sandbox_${randomBytes(12).toString('base64url')}`, status: 'succeeded' };
  },
};
