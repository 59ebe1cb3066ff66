import type { CurrencyCode, LanguageCode } from '@shop/contract';

/** The part of the PayPal JS SDK's buttons the checkout uses. */
export interface PayPalButtonsOptions {
  style?: { layout?: 'vertical' | 'horizontal'; label?: 'paypal' | 'pay'; shape?: 'rect' | 'pill' };
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError?: (error: unknown) => void;
  onCancel?: () => void;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): { render(container: HTMLElement): Promise<void>; close(): Promise<void> };
}

const SDK_URL = 'https://www.paypal.com/sdk/js';
// The SDK answers in the locale it is given; Arabic pages get PayPal's Arabic.
const PAYPAL_LOCALE: Record<LanguageCode, string> = { en: 'en_US', ar: 'ar_EG' };

/** The SDK's script address: the client id, the currency it charges in, immediate capture, buttons only. */
export function paypalSdkUrl(clientId: string, currency: CurrencyCode, language: LanguageCode): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    currency,
    intent: 'capture',
    components: 'buttons',
    locale: PAYPAL_LOCALE[language],
  });
  return `${SDK_URL}?${query}`;
}

const loading = new Map<string, Promise<PayPalNamespace>>();

/**
 * Loads the PayPal JS SDK once per address (the SDK charges in the currency of its URL, so another
 * currency needs its own script). Each script gets its own namespace, so two never clash.
 */
export function loadPayPalSdk(url: string): Promise<PayPalNamespace> {
  const known = loading.get(url);
  if (known) return known;
  const namespace = `paypal_${loading.size}`;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.namespace = namespace;
    script.onload = () => {
      const sdk = (window as unknown as Record<string, PayPalNamespace | undefined>)[namespace];
      if (sdk) resolve(sdk);
      else reject(new Error('The PayPal SDK loaded without its namespace'));
    };
    script.onerror = () => reject(new Error(`The PayPal SDK could not be loaded from ${SDK_URL}`));
    document.head.append(script);
  });
  // A failed load may be tried again on the next opening.
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}
