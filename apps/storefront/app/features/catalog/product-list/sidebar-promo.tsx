import { ProductListRoute } from '@shop/contract';
import { Link } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import type { MenuCategory } from '../../../lib/layout-data.server';
import { useLanguage } from '../../../lib/language';
import { categoryPath } from '../../../lib/paths';

// The promotion is about gift boxes; it leads to the shop's gift category when there is one.
const GIFT_CATEGORY = /gift/i;

/** The sidebar's promotion block (spec: "a promo"). */
export function SidebarPromo({ categories }: { categories: readonly MenuCategory[] }) {
  const labels = useLabels('SiteLeftSidebarFilter');
  const language = useLanguage();
  const gifts =
    categories.find((category) => category.parentId === 0 && GIFT_CATEGORY.test(category.name)) ??
    categories.find((category) => GIFT_CATEGORY.test(category.name));
  const href = categoryPath(
    language,
    gifts ?? { id: ProductListRoute.allCategoryId, name: ProductListRoute.allCategories },
  );
  return (
    <aside className="mt-4 rounded-lg bg-olive-800 p-5 text-sand-50">
      <p className="text-lg font-semibold">{labels.lbl_sidebar_promo_title}</p>
      <p className="mt-2 text-sm text-sand-100">{labels.lbl_sidebar_promo_text}</p>
      <Link
        to={href}
        className="mt-4 inline-block rounded-md bg-sand-100 px-4 py-2 text-sm font-semibold text-olive-900 hover:bg-white"
      >
        {labels.lbl_sidebar_promo_button}
      </Link>
    </aside>
  );
}
