// The payment helper calls (card tokens, wallet steps) are for signed-in shoppers only, and limited
// per shopper and per address; a burst of parallel calls gets exactly the limit through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { sessionHeaders, type Shopper } from '../../test/support/checkout';
import { findPlaces, freshAddress, fromAddress, signUpAndLogIn, type Place } from '../../test/support/shopper';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type CallReply, type TestShop } from '../../test/support/test-app';
import { RateLimits } from '../rate-limit/rate-limit-rules';

let shop: TestShop;
let home: Place;
let shoppers = 0;

beforeAll(async () => {
  shop = await createTestShop();
  home = (await findPlaces(shop)).home;
});
afterAll(async () => {
  await shop?.close();
});

const newShopper = () => {
  shoppers += 1;
  return signUpAndLogIn(shop, home, `shopper-${shoppers}@example.com`);
};
const testCard = { CardNumber: '4242 4242 4242 4242', ExpiryMonth: 12, ExpiryYear: 2099, Cvc: '123' };
const cardToken = (shopper: Shopper, ip: string) =>
  shop.call(endpointPath('payments/sandbox-card-token'), testCard, fromAddress(ip, sessionHeaders(shopper)));
const walletCreate = (shopper: Shopper, ip: string) =>
  shop.call(
    endpointPath('payments/sandbox-wallet-create'),
    { Amount: 12.5, CurrencyCode: 'USD' },
    fromAddress(ip, sessionHeaders(shopper)),
  );
const statuses = (replies: CallReply[]) =>
  replies.reduce<Record<number, number>>(
    (count, reply) => ({ ...count, [reply.status]: (count[reply.status] ?? 0) + 1 }),
    {},
  );

describe('the payment helper calls without a session', () => {
  const calls = [
    ['payments/sandbox-card-token', testCard],
    ['payments/sandbox-wallet-create', { Amount: 12.5, CurrencyCode: 'USD' }],
    ['payments/sandbox-wallet-approve', { WalletOrderId: 'WLT-0' }],
    ['payments/sandbox-wallet-capture', { WalletOrderId: 'WLT-0' }],
  ] as const;

  it('answer 401, with a missing, made-up or ended session, and make nothing', async () => {
    const alice = await newShopper();
    await shop.call(endpointPath('logout-user'), {}, sessionHeaders(alice));
    const before = await tableCounts(shop.db);
    for (const [name, params] of calls) {
      for (const headers of [{}, { token: 'x'.repeat(43), userid: '1' }, sessionHeaders(alice)]) {
        const reply = await shop.call(endpointPath(name), params, headers);
        expect(reply.status, `${name} ${JSON.stringify(headers)}`).toBe(401);
        expect(reply.body.errorMessage).toMatch(/log in again/);
      }
    }
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('refuse a session that claims another user', async () => {
    const bob = await newShopper();
    const reply = await shop.call(endpointPath('payments/sandbox-card-token'), testCard, {
      token: bob.token,
      userid: String(bob.userId + 1),
    });
    expect(reply.status).toBe(401);
  });
});

describe('card tokens', () => {
  const { limit: perUser } = RateLimits.cardTokensPerUser;
  const { limit: perAddress } = RateLimits.cardTokensPerAddress;

  it(`are limited to ${perUser} an hour per shopper, exactly, under a burst`, async () => {
    const alice = await newShopper();
    const before = (await tableCounts(shop.db)).sandbox_card_tokens!;
    // Each from an address of its own: only the shopper's own limit is in play.
    const replies = await Promise.all(Array.from({ length: perUser + 10 }, () => cardToken(alice, freshAddress())));
    expect(statuses(replies)).toEqual({ 200: perUser, 429: 10 });
    expect((await tableCounts(shop.db)).sandbox_card_tokens).toBe(before + perUser);
    const refused = replies.find((reply) => reply.status === 429)!;
    expect(refused.body.errorMessage).toBe('Too many card attempts. Please try again in 60 minutes.');
    // Another shopper is not held back by Alice's limit.
    expect((await cardToken(await newShopper(), freshAddress())).status).toBe(200);
  });

  it(`are limited to ${perAddress} an hour per address, exactly, under a burst from several shoppers`, async () => {
    const ip = freshAddress();
    const [bob, carol] = [await newShopper(), await newShopper()];
    const replies = await Promise.all(
      Array.from({ length: perUser }, () => [cardToken(bob, ip), cardToken(carol, ip)]).flat(),
    );
    expect(statuses(replies)).toEqual({ 200: perAddress, 429: 2 * perUser - perAddress });
    // The address is used up for anyone else behind it, and only there.
    const erin = await newShopper();
    expect((await cardToken(erin, ip)).status).toBe(429);
    expect((await cardToken(erin, freshAddress())).status).toBe(200);
  });

  it('count a refused card too: the limit is on attempts, not successes', async () => {
    const dana = await newShopper();
    const ip = freshAddress();
    const declined = { ...testCard, CardNumber: '4242 4242 4242 4241' };
    const attempts = await Promise.all(
      Array.from({ length: perUser }, () =>
        shop.call(endpointPath('payments/sandbox-card-token'), declined, fromAddress(ip, sessionHeaders(dana))),
      ),
    );
    expect(statuses(attempts)).toEqual({ 400: perUser });
    expect((await cardToken(dana, ip)).status).toBe(429);
  });
});

describe('wallet calls', () => {
  const { limit: perUser } = RateLimits.walletCallsPerUser;
  const { limit: perAddress } = RateLimits.walletCallsPerAddress;

  it(`are limited to ${perUser} an hour per shopper, every step counted, exactly, under a burst`, async () => {
    const alice = await newShopper();
    const ip = freshAddress();
    const created = await walletCreate(alice, ip);
    const id = created.rows[0]!.WalletOrderId as string;
    const replies = await Promise.all(Array.from({ length: perUser + 9 }, () => walletCreate(alice, freshAddress())));
    expect(statuses(replies)).toEqual({ 200: perUser - 1, 429: 10 });
    const approve = await shop.call(
      endpointPath('payments/sandbox-wallet-approve'),
      { WalletOrderId: id },
      fromAddress(ip, sessionHeaders(alice)),
    );
    expect(approve.status).toBe(429);
    expect(approve.body.errorMessage).toBe('Too many wallet payment attempts. Please try again in 60 minutes.');
  });

  it(`are limited to ${perAddress} an hour per address, exactly, under a burst from several shoppers`, async () => {
    const ip = freshAddress();
    const [bob, carol] = [await newShopper(), await newShopper()];
    const replies = await Promise.all(
      Array.from({ length: perUser }, () => [walletCreate(bob, ip), walletCreate(carol, ip)]).flat(),
    );
    expect(statuses(replies)).toEqual({ 200: perAddress, 429: 2 * perUser - perAddress });
  });
});
