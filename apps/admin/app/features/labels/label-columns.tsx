// The list's columns: the screen and key, the English and Arabic texts edited in place (a missing
// Arabic flagged), and each row's Save. The columns do not change with the rows' state (the cells
// read it from LabelRowsContext), so a save in one row keeps what is being typed in another.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AdminLabel } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { LabelSaveCell, LabelTextCell } from './label-cells';
import { labelMessages } from './messages';
import { screenNames } from './screen-names';

const column = createColumnHelper<AdminLabel>();

export function useLabelColumns() {
  const { t } = useI18n();
  const m = useMessages(labelMessages);
  const screen = useMessages(screenNames);
  return useMemo(
    () =>
      [
        column.accessor('screen', {
          header: m('screen'),
          cell: (info) => <span className="block w-20 sm:w-24">{screen(info.getValue())}</span>,
        }),
        column.accessor('key', {
          header: m('key'),
          cell: (info) => (
            <code dir="ltr" className="block w-28 text-xs break-all text-stone-800 sm:w-36">
              {info.getValue()}
            </code>
          ),
        }),
        column.display({
          id: 'en',
          header: m('english'),
          cell: (info) => <LabelTextCell label={info.row.original} language="en" />,
        }),
        column.display({
          id: 'ar',
          header: m('arabic'),
          cell: (info) => <LabelTextCell label={info.row.original} language="ar" />,
        }),
        column.display({
          id: 'save',
          header: t('app.actions'),
          cell: (info) => <LabelSaveCell label={info.row.original} />,
        }),
      ] as ColumnDef<AdminLabel, unknown>[],
    [m, screen, t],
  );
}
