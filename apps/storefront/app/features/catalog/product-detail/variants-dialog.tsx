import type { ShopCurrency } from '@shop/contract';

import { useLabels } from '../../../lib/labels/labels';
import { ModalDialog } from '../../../ui/modal-dialog';
import type { VariantAttribute } from './product-view';
import { VariantChoices } from './variant-choices';
import type { Selection } from './variant-price';

/**
 * The Product Variants popup: every attribute other than colour and size as a radio group, with
 * each value's additional price; required attributes are marked. An optional attribute can be
 * set back to "No".
 */
export function VariantsDialog({
  open,
  onOpenChange,
  productId,
  variants,
  selection,
  onSelect,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: number;
  variants: readonly VariantAttribute[];
  selection: Selection;
  onSelect: (attributeId: number, valueId: number | undefined) => void;
  currency: ShopCurrency;
}) {
  const labels = useLabels('ProductVariants');
  const detailLabels = useLabels('ProductDetail');
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.lbl_variants_title}
      description={variants.length > 0 ? labels.lbl_variants_intro : undefined}
      closeLabel={labels.lbl_variants_close}
      footer={
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="w-full rounded-md bg-olive-700 px-4 py-2 font-semibold text-sand-50 hover:bg-olive-800"
        >
          {labels.lbl_variants_done}
        </button>
      }
    >
      {variants.length === 0 ? (
        <p className="text-olive-700">{labels.lbl_variants_none}</p>
      ) : (
        <VariantChoices
          productId={productId}
          variants={variants}
          selection={selection}
          onSelect={onSelect}
          currency={currency}
          labels={{
            required: labels.lbl_variants_required,
            optional: labels.lbl_variants_optional,
            no: detailLabels.lbl_product_detail_no,
          }}
        />
      )}
    </ModalDialog>
  );
}
