import { ProductListRoute } from '@shop/contract';
import { Link } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { categoryPath } from '../../lib/paths';

/** Home › Shop › product, each step a link but the last. */
export function ProductBreadcrumb({ productName }: { productName: string }) {
  const language = useLanguage();
  const labels = useLabels('ProductDetail');
  const separator = (
    <span aria-hidden="true" className="text-olive-400 rtl:-scale-x-100">
      ›
    </span>
  );
  return (
    <nav className="py-4 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-olive-700">
        <li>
          <Link to={localizedPath(language, '/')} className="hover:text-olive-900 hover:underline">
            {labels.lbl_product_detail_breadcrumb_home}
          </Link>
        </li>
        <li className="flex items-center gap-2">
          {separator}
          <Link
            to={categoryPath(language, { id: ProductListRoute.allCategoryId, name: ProductListRoute.allCategories })}
            className="hover:text-olive-900 hover:underline"
          >
            {labels.lbl_product_detail_breadcrumb_shop}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          {separator}
          <span aria-current="page" className="truncate font-medium text-olive-900">
            <bdi>{productName}</bdi>
          </span>
        </li>
      </ol>
    </nav>
  );
}
