import {
  EMPTY_RECORD_VALUE_JSON,
  HOME_BANNER_THEME_TYPE,
  HOME_LIST_SIZE,
  Messages,
  RECENT_PRODUCTS_TAB_NAME,
  unitPrice,
} from '@shop/contract';
import { data } from 'react-router';

import { type HeroBanner, HomeHero } from '../components/home-hero';
import { ProductCard, type ProductCardData } from '../components/product-card';
import { backofficeFor } from '../lib/backoffice.server';
import { languageFromPathname, requireLanguage } from '../lib/language';
import { mediaUrl } from '../lib/media-url';
import { uiText } from '../lib/ui-text';
import type { Route } from './+types/home';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const backoffice = backofficeFor(request, language);

  const [bannerResult, recentResult] = await Promise.all([
    backoffice.call('get-home-screen-banner', { recordValueJson: EMPTY_RECORD_VALUE_JSON }),
    backoffice.call('get-recents-products-list', {
      PageNo: 1,
      PageSize: HOME_LIST_SIZE,
      TabName: RECENT_PRODUCTS_TAB_NAME,
    }),
  ]);

  // Products are what the home page is for: without them show the error page, not an empty shop.
  if (!recentResult.ok) {
    console.error('home: get-recents-products-list failed', {
      status: recentResult.status,
      errorMessage: recentResult.errorMessage,
    });
    throw data(Messages.genericErrorLater, { status: 502 });
  }
  // Banners are decoration; the page is still useful without them.
  if (!bannerResult.ok) {
    console.error('home: get-home-screen-banner failed', {
      status: bannerResult.status,
      errorMessage: bannerResult.errorMessage,
    });
  }

  const banners: HeroBanner[] = (bannerResult.ok ? bannerResult.rows : [])
    .filter((banner) => banner.ThemeTypeID === HOME_BANNER_THEME_TYPE)
    .map((banner) => ({
      id: banner.BannerId,
      topTitle: banner.TopTitle ?? '',
      mainTitle: banner.MainTitle ?? '',
      bottomTitle: banner.BottomTitle ?? '',
      imageUrl: mediaUrl(banner.BannerImgUrl),
      buttons: [
        { text: banner.LeftButtonText, url: banner.LeftButtonUrl },
        { text: banner.RightButtonText, url: banner.RightButtonUrl },
      ].flatMap(({ text, url }) => (text?.trim() ? [{ text: text.trim(), url: url ?? '/' }] : [])),
    }));

  const products: ProductCardData[] = recentResult.rows.map((row) => ({
    id: row.ProductId,
    name: row.ProductName,
    categoryName: row.CategoryName ?? '',
    price: row.Price,
    sellingPrice: unitPrice(row),
    imageUrl: mediaUrl(row.ProductImagesJson?.[0]?.AttachmentURL),
  }));

  return { lang: language.code, banners, products };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const text = uiText[loaderData?.lang ?? languageFromPathname(location.pathname).code];
  return [{ title: text.siteName }, { name: 'description', content: text.homeDescription }];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, banners, products } = loaderData;
  const text = uiText[lang];

  return (
    <main id="main" className="pb-16">
      <h1 className="sr-only">{text.homeHeading}</h1>
      <HomeHero banners={banners} lang={lang} text={text} />

      <section aria-labelledby="recent-products" className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
        <h2 id="recent-products" className="mb-4 text-xl font-bold text-olive-900 sm:text-2xl">
          {text.recentProducts}
        </h2>
        {products.length === 0 ? (
          <p className="text-olive-700">{text.noProducts}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} text={text} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
