import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@shop/contract';

/** The search-engine facts of a product page, decided by the loader. */
export interface ProductSeo {
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of the page in its own language. */
  canonicalUrl: string;
  /** Absolute URL of the page in each language. */
  alternateUrls: Record<LanguageCode, string>;
  /** Absolute URL of the first picture, if any. */
  imageUrl: string | undefined;
  language: LanguageCode;
  siteName: string;
}

// Open Graph wants a locale, not a bare language code.
const OG_LOCALE: Record<LanguageCode, string> = { en: 'en_US', ar: 'ar_PS' };

/** The route's `meta` descriptors: title, description, keywords, canonical, hreflang and Open Graph. */
export function productMeta(seo: ProductSeo) {
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords },
    { tagName: 'link', rel: 'canonical', href: seo.canonicalUrl },
    ...LANGUAGE_CODES.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: seo.alternateUrls[code],
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: seo.alternateUrls[DEFAULT_LANGUAGE] },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonicalUrl },
    { property: 'og:locale', content: OG_LOCALE[seo.language] },
    ...(seo.siteName ? [{ property: 'og:site_name', content: seo.siteName }] : []),
    ...(seo.imageUrl ? [{ property: 'og:image', content: seo.imageUrl }] : []),
  ];
}
