import { backofficeFor } from '../../lib/backoffice.server';
import { loadCountries } from '../../lib/forms/countries.server';
import { loadLabels } from '../../lib/labels/labels.server';
import type { ShopLanguage } from '../../lib/language';
import { requireSession } from '../../lib/session/session.server';
import { loadPaymentSetup } from './payment-setup.server';

/**
 * What the checkout page needs from the server: its labels, how the shop takes payments, and the
 * countries to name the billing country with, in the page's language.
 */
export async function loadCheckoutPage(request: Request, language: ShopLanguage) {
  // Checkout needs a signed-in shopper (spec section 6); visitors go to the login page.
  requireSession(request, language);
  const [labels, payments, countries] = await Promise.all([
    loadLabels(request, language, [
      'Cart',
      'Checkout',
      'CardSection',
      'CheckoutStripForm',
      'OrderSummary',
      'ProductsGridTypeOne',
    ]),
    loadPaymentSetup(backofficeFor(request, language)),
    // The billing country is named from this list, in the page's language.
    loadCountries(request, language),
  ]);
  return { lang: language.code, labels, payments, countries };
}
