import { chosenOptions } from './chosen-options';
import { useLabels } from '../../lib/labels/labels';
import { ModalDialog } from '../../ui/modal-dialog';
import type { CartLineView } from './cart-line-view';

/** The variants eye's popup: every attribute chosen for one cart line (spec section 2, cart). */
export function ChosenVariantsDialog({ line, onClose }: { line: CartLineView | null; onClose: () => void }) {
  const labels = useLabels('Cart');
  const options = line?.priced
    ? chosenOptions(line.priced, { color: labels.lbl_cart_color, size: labels.lbl_cart_size })
    : [];
  return (
    <ModalDialog
      open={line !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={labels.lbl_cart_variants_title}
      description={line?.name}
      closeLabel={labels.lbl_cart_close}
      footer={
        <button
          type="button"
          onClick={onClose}
          className="w-full rounded-md bg-olive-700 px-4 py-2 font-semibold text-sand-50 hover:bg-olive-800"
        >
          {labels.lbl_cart_close}
        </button>
      }
    >
      {options.length === 0 ? (
        <p className="text-olive-800">{labels.lbl_cart_variants_none}</p>
      ) : (
        <table className="w-full border-collapse text-start">
          <thead>
            <tr className="border-b border-sand-200">
              <th scope="col" className="py-2 pe-4 text-start text-sm font-semibold text-olive-900">
                {labels.lbl_cart_variants_attribute}
              </th>
              <th scope="col" className="py-2 text-start text-sm font-semibold text-olive-900">
                {labels.lbl_cart_variants_value}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {options.map((option, index) => (
              <tr key={`${option.attribute}-${index}`}>
                <th scope="row" className="py-2 pe-4 text-start font-medium text-olive-800">
                  <bdi>{option.attribute}</bdi>
                </th>
                <td className="py-2 text-olive-950">
                  <bdi>{option.value}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ModalDialog>
  );
}
