import { useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import { allProductsPath } from '../../../lib/paths';
import { Breadcrumb } from '../../../ui/breadcrumb';

/** Home › Shop › product, each step a link but the last. */
export function ProductBreadcrumb({ productName }: { productName: string }) {
  const language = useLanguage();
  const labels = useLabels('ProductDetail');
  return (
    <Breadcrumb
      className="py-4"
      steps={[
        { label: labels.lbl_product_detail_breadcrumb_home, to: localizedPath(language, '/') },
        {
          label: labels.lbl_product_detail_breadcrumb_shop,
          to: allProductsPath(language),
        },
      ]}
      current={<bdi>{productName}</bdi>}
    />
  );
}
