// The variants: one row per chosen colour × size, with its SKU, price adjustment and stock. A new
// row's stock is typed; a saved one's changes through "Adjust stock" (with a reason, kept in history).
import { useWatch } from 'react-hook-form';
import { useI18n, useMessages } from '../../i18n/i18n';
import { fieldErrorText } from '../../lib/form-errors';
import { ScrollTable } from '../../ui/scroll-table';
import { productMessages } from './messages';
import { centsOf, formatMoney } from './money';
import type { ProductForm } from './product-form-types';
import { choiceName } from './product-names';
import type { ProductChoices } from './products-api';
import { StockDialog } from './stock-dialog';
import type { VariantRow } from './product-form-values';

const cellInput =
  'block w-full min-w-24 rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-700';

export function VariantGrid({
  form,
  choices,
  productId,
}: {
  form: ProductForm;
  choices: Pick<ProductChoices, 'colours' | 'sizes'>;
  /** The saved product's id; none while creating one. */
  productId?: number;
}) {
  const { t, language, locale } = useI18n();
  const tm = useMessages(productMessages);
  const rows = useWatch({ control: form.control, name: 'variants' });
  const [price, discounted] = useWatch({ control: form.control, name: ['price', 'discountedPrice'] });
  const base = centsOf(discounted) || centsOf(price);
  const colours = new Map(choices.colours.map((colour) => [colour.id, colour]));
  const sizes = new Map(choices.sizes.map((size) => [size.id, size]));

  const nameOf = (row: VariantRow) => {
    const parts = [
      row.colourId === null
        ? undefined
        : choiceName(colours.get(row.colourId) ?? { name: { en: `#${row.colourId}`, ar: '' } }, language),
      row.sizeId === null ? undefined : (sizes.get(row.sizeId)?.shortName ?? `#${row.sizeId}`),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' / ') : tm('singleVariant');
  };
  const errorOf = (index: number, field: 'sku' | 'priceAdjustment' | 'stockQuantity') =>
    fieldErrorText(form.getFieldState(`variants.${index}.${field}`, form.formState).error, t);
  const set = (index: number, field: 'sku' | 'priceAdjustment' | 'stockQuantity', value: string) =>
    form.setValue(`variants.${index}.${field}`, value, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <ScrollTable
      label={tm('sectionVariants')}
      columns={[tm('variant'), tm('sku'), tm('priceAdjustment'), tm('variantPrice'), tm('stockLabel')]}
    >
      {rows.map((row, index) => {
        const name = nameOf(row);
        const adjustment = row.priceAdjustment.trim() === '' ? 0 : centsOf(row.priceAdjustment, { signed: true });
        const errors = {
          sku: errorOf(index, 'sku'),
          priceAdjustment: errorOf(index, 'priceAdjustment'),
          stockQuantity: errorOf(index, 'stockQuantity'),
        };
        const describe = (field: keyof typeof errors) =>
          errors[field] ? `variant-${row.key}-${field}-error` : undefined;
        return (
          <tr key={row.key} className="border-t border-stone-100 align-top">
            <th scope="row" className="px-2 py-2 text-start font-medium whitespace-nowrap">
              {row.colourId !== null && (
                <span
                  aria-hidden="true"
                  className="me-2 inline-block size-3 rounded-full border border-stone-400 align-middle"
                  style={{ backgroundColor: colours.get(row.colourId)?.hexCode }}
                />
              )}
              {name}
            </th>
            <td className="px-2 py-2">
              <input
                className={cellInput}
                dir="ltr"
                aria-label={tm('skuOf', { variant: name })}
                value={row.sku}
                aria-invalid={errors.sku ? true : undefined}
                aria-describedby={describe('sku')}
                onChange={(event) => set(index, 'sku', event.target.value)}
              />
              {errors.sku && (
                <p id={describe('sku')} className="mt-1 text-xs text-red-700">
                  {errors.sku}
                </p>
              )}
            </td>
            <td className="px-2 py-2">
              <input
                className={cellInput}
                dir="ltr"
                inputMode="decimal"
                placeholder="0.00"
                aria-label={tm('adjustmentOf', { variant: name })}
                value={row.priceAdjustment}
                aria-invalid={errors.priceAdjustment ? true : undefined}
                aria-describedby={describe('priceAdjustment')}
                onChange={(event) => set(index, 'priceAdjustment', event.target.value)}
              />
              {errors.priceAdjustment && (
                <p id={describe('priceAdjustment')} className="mt-1 text-xs text-red-700">
                  {errors.priceAdjustment}
                </p>
              )}
            </td>
            <td className="px-2 py-2 whitespace-nowrap" data-variant-price>
              {base !== undefined && adjustment !== undefined ? formatMoney(base + adjustment, locale) : '—'}
            </td>
            <td className="px-2 py-2">
              {productId !== undefined && row.id !== undefined ? (
                <div className="flex items-center gap-2">
                  <span className={Number(row.stockQuantity) === 0 ? 'font-semibold text-amber-900' : ''}>
                    {Number(row.stockQuantity).toLocaleString(locale)}
                  </span>
                  <StockDialog
                    productId={productId}
                    variantId={row.id}
                    variantName={name}
                    stock={Number(row.stockQuantity)}
                    onAdjusted={(stock) => form.setValue(`variants.${index}.stockQuantity`, String(stock))}
                  />
                </div>
              ) : (
                <>
                  <input
                    className={cellInput}
                    dir="ltr"
                    inputMode="numeric"
                    aria-label={tm('stockOf', { variant: name })}
                    value={row.stockQuantity}
                    aria-invalid={errors.stockQuantity ? true : undefined}
                    aria-describedby={describe('stockQuantity')}
                    onChange={(event) => set(index, 'stockQuantity', event.target.value)}
                  />
                  {errors.stockQuantity && (
                    <p id={describe('stockQuantity')} className="mt-1 text-xs text-red-700">
                      {errors.stockQuantity}
                    </p>
                  )}
                </>
              )}
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
