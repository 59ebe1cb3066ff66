import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { loadConfig } from '../config';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { RateLimits } from './rate-limit-rules';

const contact = {
  FullName: 'Lina Haddad',
  Email: 'lina@example.com',
  PhoneNumber: '+970599000000',
  Subject: 'Olive oil',
  Message: 'When is the new harvest in stock?',
  recordValueJson: '[]',
};

/** Sends one contact message from `remoteAddress`, claiming to forward for `forwardedFor`. */
async function sendContact(shop: TestShop, remoteAddress: string, forwardedFor: string): Promise<number> {
  const reply = await shop.app.inject({
    method: 'POST',
    url: endpointPath('contact-us'),
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ requestParameters: contact }),
  });
  return reply.statusCode;
}

/**
 * The statuses of one more message than the per-address limit allows, each claiming another address
 * (`forwarded(n)`, or the n-th address of `forwarded` taken as a /24 prefix).
 */
async function overTheLimit(
  shop: TestShop,
  remoteAddress: string,
  forwarded: string | ((index: number) => string),
): Promise<number[]> {
  const claim = typeof forwarded === 'string' ? (index: number) => `${forwarded}.${index}` : forwarded;
  const statuses: number[] = [];
  for (let index = 0; index <= RateLimits.contactPerAddress.limit; index += 1) {
    statuses.push(await sendContact(shop, remoteAddress, claim(index + 1)));
  }
  return statuses;
}

/** True when every message but the last went through and the last was refused as over the limit. */
const countedAsOne = (statuses: number[]) =>
  statuses.slice(0, -1).every((status) => status === 200) && statuses.at(-1) === 429;

describe('whose X-Forwarded-For the back-office believes', () => {
  describe('by default, only the storefront beside it (loopback)', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await createTestShop();
    });
    afterAll(async () => {
      await shop?.close();
    });

    it('counts a caller reaching it directly by its own address, whatever it claims', async () => {
      const statuses = await overTheLimit(shop, '203.0.113.9', '198.51.100');
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it("takes the shopper's address from the storefront on loopback", async () => {
      const statuses = await overTheLimit(shop, '127.0.0.1', '192.0.2');
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(await sendContact(shop, '::1', '2001:db8:1::7')).toBe(200);
      expect(await sendContact(shop, '::ffff:127.0.0.1', '192.0.2.200')).toBe(200);
    });

    it('believes one loopback hop only: a forged loopback entry does not let the left-most address through', async () => {
      // The storefront sends one address; a chain ending in a loopback address names that address as
      // the client, so rotating what stands left of it changes nothing.
      expect(countedAsOne(await overTheLimit(shop, '127.0.0.1', (index) => `198.51.100.${index}, 127.0.0.1`))).toBe(
        true,
      );
      expect(countedAsOne(await overTheLimit(shop, '::1', (index) => `198.18.0.${index}, ::1`))).toBe(true);
    });
  });

  describe('with BACKOFFICE_TRUST_PROXY a hop count', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await createTestShop({ env: { BACKOFFICE_TRUST_PROXY: '1' } });
    });
    afterAll(async () => {
      await shop?.close();
    });

    it('takes the client from the right: what the client wrote itself on the left does not dodge the limit', async () => {
      const forged = await overTheLimit(shop, '10.0.0.2', (index) => `198.51.100.${index}, 203.0.113.77`);
      expect(countedAsOne(forged)).toBe(true);
    });

    it("tells the proxy's shoppers apart rather than counting them all as the proxy", async () => {
      expect((await overTheLimit(shop, '10.0.0.2', '192.0.2')).every((status) => status === 200)).toBe(true);
    });
  });

  describe('with a hop count of two', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await createTestShop({ env: { BACKOFFICE_TRUST_PROXY: '2' } });
    });
    afterAll(async () => {
      await shop?.close();
    });

    it('skips exactly two proxies from the right', async () => {
      const behindTwo = await overTheLimit(shop, '10.0.0.2', (index) => `198.51.100.${index}, 203.0.113.8, 10.0.0.1`);
      expect(countedAsOne(behindTwo)).toBe(true);
      const shoppers = await overTheLimit(shop, '10.0.0.2', (index) => `192.0.2.${index}, 10.0.0.1`);
      expect(shoppers.every((status) => status === 200)).toBe(true);
    });
  });

  describe('with BACKOFFICE_TRUST_PROXY naming another proxy', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await createTestShop({ env: { BACKOFFICE_TRUST_PROXY: '10.1.2.3, 10.9.0.0/16' } });
    });
    afterAll(async () => {
      await shop?.close();
    });

    it('believes that proxy and no longer loopback', async () => {
      expect((await overTheLimit(shop, '10.1.2.3', '192.0.2')).every((status) => status === 200)).toBe(true);
      expect((await overTheLimit(shop, '10.9.44.5', '198.18.0')).every((status) => status === 200)).toBe(true);
      expect((await overTheLimit(shop, '127.0.0.1', '198.51.100')).at(-1)).toBe(429);
    });
  });

  it('is read from the configuration, which refuses what it cannot understand', () => {
    expect(loadConfig({}).BACKOFFICE_TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ BACKOFFICE_TRUST_PROXY: 'none' }).BACKOFFICE_TRUST_PROXY).toBe(false);
    expect(loadConfig({ BACKOFFICE_TRUST_PROXY: '2' }).BACKOFFICE_TRUST_PROXY).toBe(2);
    expect(loadConfig({ BACKOFFICE_TRUST_PROXY: 'loopback,fd00::/8' }).BACKOFFICE_TRUST_PROXY).toBe(
      'loopback,fd00::/8',
    );
    for (const wrong of ['true', '0', '100', '*', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ BACKOFFICE_TRUST_PROXY: wrong }), wrong).toThrow(/BACKOFFICE_TRUST_PROXY/);
    }
  });
});
