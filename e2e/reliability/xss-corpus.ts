// Script payloads the shop must show as text and never run, and the pages that show them. Each
// payload calls `__xss(id)` (a function the test gives the page) or opens a dialog; a payload that
// ran is reported by its id. To check another page, add an entry to XSS_PAGES.
import type { Page } from '@playwright/test';

export interface XssPayload {
  id: string;
  text: string;
}

export const XSS_PAYLOADS: XssPayload[] = [
  { id: 'script-tag', text: `<script>__xss('script-tag')</script>` },
  { id: 'img-onerror', text: `<img src=x onerror="__xss('img-onerror')">` },
  { id: 'svg-onload', text: `<svg onload=__xss('svg-onload')>` },
  { id: 'attribute-breakout', text: `"><img src=x onerror=__xss('attribute-breakout')>` },
  { id: 'single-quote-breakout', text: `'><svg/onload=__xss('single-quote-breakout')>` },
  { id: 'script-close', text: `</script><script>__xss('script-close')</script>` },
  { id: 'json-breakout', text: `"}</script><script>__xss('json-breakout')</script>` },
  { id: 'javascript-url', text: `<a href="javascript:__xss('javascript-url')">olive</a>` },
  { id: 'iframe-srcdoc', text: `<iframe srcdoc="<script>parent.__xss('iframe-srcdoc')</script>"></iframe>` },
  { id: 'details-ontoggle', text: `<details open ontoggle=__xss('details-ontoggle')>` },
  { id: 'mutation-style', text: `<math><mtext><table><mglyph><style><img src=x onerror=__xss('mutation-style')>` },
  { id: 'noscript-title', text: `<noscript><p title="</noscript><img src=x onerror=__xss('noscript-title')>">` },
  { id: 'body-onload', text: `<body onload=__xss('body-onload')>` },
  { id: 'object-data', text: `<object data="javascript:__xss('object-data')"></object>` },
  { id: 'meta-refresh', text: `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta-refresh')">` },
  { id: 'alert-dialog', text: `<img src=x onerror=alert('alert-dialog')>` },
  { id: 'template-expression', text: `{{constructor.constructor('__xss("template-expression")')()}}` },
];

/** What the pages need to know about the shop the payloads were put into. */
export interface XssShop {
  /** Products whose names, descriptions and meta texts hold a payload, with reviews holding one too. */
  products: { productId: number; payloadId: string }[];
}

export interface XssPage {
  name: string;
  /** The paths to open (each in turn, in the same page). */
  paths(shop: XssShop): string[];
  /** Anything to do on the page once it is open, e.g. open a tab that shows more. */
  afterOpen?(page: Page): Promise<void>;
}

const bothLanguages = (path: string) => [`/en${path}`, `/ar${path}`];

export const XSS_PAGES: XssPage[] = [
  { name: 'home page (newest products)', paths: () => bothLanguages('/') },
  { name: 'product list', paths: () => bothLanguages('/all-products/0/all-categories?PageSize=36') },
  {
    name: 'product list searched for each payload (the search term is shown back)',
    paths: () =>
      XSS_PAYLOADS.map(
        (payload) => `/en/all-products/0/all-categories?${new URLSearchParams({ SearchTerm: payload.text })}`,
      ),
  },
  {
    name: 'product detail: name, description HTML, meta texts, structured data and reviews',
    paths: (shop) => shop.products.flatMap(({ productId }) => bothLanguages(`/product-detail/${productId}/shop/x`)),
    async afterOpen(page) {
      const reviews = page.getByRole('tab', { name: /Reviews|المراجعات|التقييمات/ });
      if ((await reviews.count()) > 0) await reviews.first().click();
    },
  },
];
