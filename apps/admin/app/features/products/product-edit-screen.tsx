import { Link } from 'react-router';
import type { AdminProduct } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { productMessages } from './messages';
import { ProductForm } from './product-form';
import { choiceName } from './product-names';
import type { ProductChoices } from './products-api';

/** A new product, or one to edit, with the way back to the list. */
export function ProductEditScreen({
  product,
  choices,
  notice,
}: {
  product?: AdminProduct;
  choices: ProductChoices;
  notice?: string;
}) {
  const { language } = useI18n();
  const tm = useMessages(productMessages);
  return (
    <>
      <PageHeader
        title={product ? tm('edit') : tm('new')}
        intro={product ? choiceName(product, language) : undefined}
        actions={
          <Link to="/products" className={buttonClass('secondary')}>
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
            {tm('back')}
          </Link>
        }
      />
      {/* A fresh form for each product and each version of it (a reload after someone else's change). */}
      <ProductForm
        key={product ? `${product.id}:${product.updatedAt}` : 'new'}
        product={product}
        choices={choices}
        notice={notice}
      />
    </>
  );
}
