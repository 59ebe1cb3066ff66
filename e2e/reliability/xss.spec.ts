import fs from 'node:fs';

import type { APIRequestContext, Page } from '@playwright/test';
import { endpointPath } from '@shop/contract';

import { BACKOFFICE_URL } from '../support/servers';
import { createShopper, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { XSS_PAGES, XSS_PAYLOADS, type XssShop } from './xss-corpus';

// What is tested is that the shop writes every text as text: the CSP would stop most payloads on
// its own (security-headers.spec.ts checks it), so here it is bypassed.
test.use({ bypassCSP: true });

function hostileShop(): XssShop {
  return { products: JSON.parse(fs.readFileSync(process.env.SHOP_RELIABILITY_PRODUCTS_FILE!, 'utf8')) };
}

/** Records every payload that runs: calls of __xss and dialogs. */
async function watchForScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeFunction('__xss', (id: unknown) => ran.push(String(id)));
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return ran;
}

/** Elements that would run script on an event or a click, and frames, objects or a <base> no page of the shop has. */
function armedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('*')).flatMap((element) => {
      const armed = Array.from(element.attributes)
        .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
        .map((attribute) => `<${element.localName} ${attribute.name}="${attribute.value.slice(0, 80)}">`);
      // Scripts are left to the `ran` check: React Router's own carry the payloads as escaped data.
      const foreign = ['iframe', 'object', 'embed', 'base'].includes(element.localName);
      return foreign ? [...armed, element.outerHTML.slice(0, 120)] : armed;
    }),
  );
}

async function openAndCheck(page: Page, ran: string[], path: string, afterOpen?: (page: Page) => Promise<void>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('networkidle');
  await afterOpen?.(page);
  await page.waitForLoadState('networkidle');
  expect(ran, `payloads that ran on ${path}`).toEqual([]);
  expect(await armedElements(page), `armed elements on ${path}`).toEqual([]);
}

/** Posts each payload as a review (name, title and text) of each hostile product, through the back-office. */
async function postReviews(request: APIRequestContext, shop: XssShop): Promise<void> {
  for (const [index, { productId }] of shop.products.entries()) {
    const payload = XSS_PAYLOADS[index % XSS_PAYLOADS.length]!;
    const response = await request.post(`${BACKOFFICE_URL}${endpointPath('insert-product-review')}`, {
      // One address per review: reviews are limited per address.
      headers: { Token: '', UserID: '', 'X-Forwarded-For': `198.51.100.${index + 1}` },
      data: {
        requestParameters: {
          ProductId: productId,
          ReviewerName: payload.text,
          ReviewerEmail: 'hostile@example.com',
          ReviewTitle: payload.text,
          ReviewBody: `${payload.text} ${payload.id}`,
          ReviewRating: 1,
        },
      },
    });
    expect(response.status(), `review of product ${productId}`).toBe(200);
  }
}

test.describe('script payloads are shown as text and never run', () => {
  let reviewsPosted = false;
  test.beforeEach(async ({ request }) => {
    if (reviewsPosted) return;
    reviewsPosted = true;
    await postReviews(request, hostileShop());
  });

  for (const entry of XSS_PAGES) {
    test(`on the ${entry.name}`, async ({ page }) => {
      const ran = await watchForScripts(page);
      for (const path of entry.paths(hostileShop())) await openAndCheck(page, ran, path, entry.afterOpen);
    });
  }

  for (const payload of XSS_PAYLOADS) {
    test(`in the name of a signed-in shopper: ${payload.id}`, async ({ page, request }) => {
      const shopper = await createShopper(request, { FirstName: `Hostile ${payload.text}` });
      const ran = await watchForScripts(page);
      await signIn(page, shopper, '/en/');
      for (const path of ['/en/', '/ar/']) {
        await openAndCheck(page, ran, path, async () => {
          await page.getByRole('button', { name: /Hostile/ }).click();
        });
      }
    });
  }

  test('in contact messages, which the back-office stores and answers as plain JSON', async ({ request }) => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const response = await request.post(`${BACKOFFICE_URL}${endpointPath('contact-us')}`, {
        headers: { Token: '', UserID: '', 'X-Forwarded-For': `203.0.113.${index + 1}` },
        data: {
          requestParameters: {
            FullName: payload.text,
            Email: 'hostile@example.com',
            PhoneNumber: '0599000000',
            Subject: payload.text,
            Message: payload.text,
          },
        },
      });
      expect(response.status(), payload.id).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(await response.text(), 'the message is not echoed back').not.toContain('__xss');
    }
  });
});
