import { type LanguageCode, PaymentMessages, PaymentMethod, ScreenLabels } from '@shop/contract';

import { STOREFRONT_URL } from '../support/servers';
import { createShopper, signIn } from '../support/session';
import { expect, putCart, test } from '../support/test';

// The end-to-end back-office runs with NODE_ENV=test and no provider keys: the offline sandbox takes
// card and wallet payments, and the checkout says so, in English and in Arabic (issue 16, item 6).
// The payment helper routes are for signed-in shoppers only (item 11).

const SPICE = 8;

// Written out rather than read from the seed: the Arabic must be there, not fall back to English.
const NOTICE: Record<LanguageCode, { text: string; paymentMethod: string }> = {
  en: {
    text: 'Test mode: No money is taken. Use the test card 4242 4242 4242 4242.',
    paymentMethod: ScreenLabels.Checkout.lbl_checkout_payment_method,
  },
  ar: {
    text: 'وضع الاختبار: لن تُسحب أي أموال. استخدم البطاقة التجريبية 4242 4242 4242 4242.',
    paymentMethod: 'طريقة الدفع',
  },
};

test.describe.configure({ timeout: 60_000 });

for (const code of ['en', 'ar'] as const) {
  test(`the checkout says it is in test mode (${code})`, async ({ page, request }) => {
    const shopper = await createShopper(request);
    await signIn(page, shopper, `/${code}/`);
    await putCart(page, [{ ProductId: SPICE, Quantity: 1, productSelectedAttributes: [] }]);
    await page.goto(`/${code}/checkout`, { waitUntil: 'networkidle' });

    const notice = page.getByRole('status').filter({ hasText: NOTICE[code].text.slice(0, 8) });
    await expect(notice).toHaveText(NOTICE[code].text);
    await expect(notice).toBeVisible();
    // The card number reads left to right in the Arabic sentence too.
    await expect(notice.locator('bdi[dir="ltr"]')).toHaveText('4242 4242 4242 4242');

    const select = page.getByLabel(NOTICE[code].paymentMethod);
    await expect(select).toHaveAccessibleDescription(NOTICE[code].text);
    for (const method of [PaymentMethod.Card, PaymentMethod.Wallet, PaymentMethod.CashOnDelivery]) {
      await expect(select.locator(`option[value="${method}"]`)).toBeEnabled();
    }
    await expect(page.getByText(ScreenLabels.Checkout.lbl_checkout_card_not_offered)).toHaveCount(0);
  });
}

test('the card token and wallet routes refuse a visitor without a session', async ({ request }) => {
  const headers = { Origin: STOREFRONT_URL, 'Content-Type': 'application/json' };
  const card = await request.post(`${STOREFRONT_URL}/api/card-token`, {
    headers,
    data: { CardNumber: '4242 4242 4242 4242', ExpiryMonth: 12, ExpiryYear: 2039, Cvc: '123', lang: 'en' },
  });
  expect(card.status()).toBe(401);
  expect(await card.json()).toEqual({ ok: false, message: PaymentMessages.signInToPay });

  const wallet = await request.post(`${STOREFRONT_URL}/api/wallet`, {
    headers,
    data: { step: 'approve', walletOrderId: 'WLT-1', lang: 'en' },
  });
  expect(wallet.status()).toBe(401);
  expect(await wallet.json()).toEqual({ ok: false, message: PaymentMessages.signInToPay });
});
