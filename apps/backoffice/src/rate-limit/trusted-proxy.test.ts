import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { loadConfig } from '../config';
import { createTestShop, type TestShop } from '../test/test-app';
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

/** The statuses of one more message than the per-address limit allows, each claiming another address. */
async function overTheLimit(shop: TestShop, remoteAddress: string, forwardedPrefix: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index <= RateLimits.contactPerAddress.limit; index += 1) {
    statuses.push(await sendContact(shop, remoteAddress, `${forwardedPrefix}.${index + 1}`));
  }
  return statuses;
}

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
    expect(loadConfig({ BACKOFFICE_TRUST_PROXY: 'loopback,fd00::/8' }).BACKOFFICE_TRUST_PROXY).toBe(
      'loopback,fd00::/8',
    );
    for (const wrong of ['true', '1', '*', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ BACKOFFICE_TRUST_PROXY: wrong }), wrong).toThrow(/BACKOFFICE_TRUST_PROXY/);
    }
  });
});
