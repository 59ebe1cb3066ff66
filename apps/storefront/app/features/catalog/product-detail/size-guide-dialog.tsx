import { useLabels } from '../../../lib/labels/labels';
import { ModalDialog } from '../../../ui/modal-dialog';
import type { SizeGuideRow } from './product-view';

/** The Size guide popup: the shop's size chart (get-size-list). */
export function SizeGuideDialog({
  open,
  onOpenChange,
  sizes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sizes: readonly SizeGuideRow[];
}) {
  const labels = useLabels('SizeGuide');
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.lbl_size_guide_title}
      description={labels.lbl_size_guide_intro}
      closeLabel={labels.lbl_size_guide_close}
    >
      {sizes.length === 0 ? (
        <p className="text-olive-700">{labels.lbl_size_guide_empty}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-sand-200 text-start text-olive-900">
              <th scope="col" className="py-2 pe-3 text-start">
                {labels.lbl_size_guide_col_size}
              </th>
              <th scope="col" className="py-2 pe-3 text-start">
                {labels.lbl_size_guide_col_name}
              </th>
              <th scope="col" className="py-2 pe-3 text-start">
                {labels.lbl_size_guide_col_inches}
              </th>
              <th scope="col" className="py-2 text-start">
                {labels.lbl_size_guide_col_cm}
              </th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.id} className="border-b border-sand-100 text-olive-800">
                <th scope="row" className="py-2 pe-3 text-start font-semibold">
                  <bdi>{size.shortName}</bdi>
                </th>
                <td className="py-2 pe-3">
                  <bdi>{size.name}</bdi>
                </td>
                <td className="py-2 pe-3">
                  <bdi dir="ltr">{size.inches}</bdi>
                </td>
                <td className="py-2">
                  <bdi dir="ltr">{size.centimeters}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ModalDialog>
  );
}
