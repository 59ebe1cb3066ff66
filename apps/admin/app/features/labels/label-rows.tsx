// What the labels screen knows of each row beyond the label as last saved (saving, its outcome, its
// errors), shared with the row's cells through a context: the table's columns stay the same while
// rows change, so the texts being typed in other rows are kept.
import { createContext, useContext } from 'react';
import type { AdminLabel } from '@shop/contract';

export interface LabelRowState {
  label: AdminLabel;
  saving: boolean;
  /** The outcome of the last save, announced. */
  status?: { tone: 'saved' | 'failed'; text: string };
  errors: Partial<Record<'en' | 'ar', string>>;
}

interface LabelRows {
  rows: Readonly<Record<string, LabelRowState>>;
  onSave: (rowId: string, form: HTMLFormElement) => void;
}

export const LabelRowsContext = createContext<LabelRows | null>(null);

/** The row's state, and the way to save it. */
export function useLabelRow(label: AdminLabel) {
  const context = useContext(LabelRowsContext);
  if (!context) throw new Error('useLabelRow outside LabelRowsContext');
  const rowId = rowIdOf(label);
  return { rowId, row: context.rows[rowId], onSave: context.onSave };
}

export const rowIdOf = (label: Pick<AdminLabel, 'screen' | 'key'>) => `${label.screen}.${label.key}`;
/** A DOM id made from the row's id. */
const domId = (rowId: string, part: string) => `label-${rowId.replace(/[^\w-]/g, '_')}-${part}`;
export const formIdOf = (rowId: string) => domId(rowId, 'form');
export const textIdOf = (rowId: string, language: 'en' | 'ar') => domId(rowId, language);
