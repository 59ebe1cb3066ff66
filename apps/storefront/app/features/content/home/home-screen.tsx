import { ProductListRoute } from '@shop/contract';

import { useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { categoryPath } from '../../../lib/paths';
import { BannerCarousel } from './banner-carousel';
import { CampaignBanners } from './campaign-banners';
import { FacilitiesStrip } from './facilities-strip';
import type { HomePageData } from './home-page.server';
import { HomeVideo } from './home-video';
import { PopularCategories } from './popular-categories';
import { ProductRail } from './product-rail';

type ScreenData = Pick<HomePageData, 'banners' | 'categories' | 'recentProducts' | 'campaigns' | 'popularProducts'>;

/** The home page's sections, in the spec's order; `siteTitle` names the page for screen readers. */
export function HomeScreen({ data, siteTitle }: { data: ScreenData; siteTitle: string }) {
  const { banners, categories, recentProducts, campaigns, popularProducts } = data;
  const language = useLanguage();
  const home = useLabels('Home');
  const recent = useLabels('NewProducts');
  const popular = useLabels('PopularProducts');
  const allProducts = (name: string) => categoryPath(language, { id: ProductListRoute.allCategoryId, name });

  return (
    <main id="main" className="flex flex-col gap-12 pb-16 sm:gap-16">
      <h1 className="sr-only">{siteTitle || home.lbl_home_title}</h1>
      <BannerCarousel slides={banners} />
      <PopularCategories categories={categories} />
      <HomeVideo />
      <ProductRail
        id="recent-products"
        heading={recent.lbl_new_products_heading}
        subheading={recent.lbl_new_products_subheading}
        emptyText={recent.lbl_new_products_empty}
        viewAll={{ href: allProducts(ProductListRoute.recentProducts), label: recent.lbl_new_products_view_all }}
        products={recentProducts}
      />
      <CampaignBanners campaigns={campaigns} />
      <ProductRail
        id="popular-products"
        heading={popular.lbl_popular_products_heading}
        subheading={popular.lbl_popular_products_subheading}
        emptyText={popular.lbl_popular_products_empty}
        viewAll={{ href: allProducts(ProductListRoute.popularProducts), label: popular.lbl_popular_products_view_all }}
        products={popularProducts}
      />
      <FacilitiesStrip variant="home" />
    </main>
  );
}
