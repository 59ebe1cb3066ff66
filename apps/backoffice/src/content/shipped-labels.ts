// The screen labels as they ship with the code: English from the contract, Arabic from the seed
// data. addMissingLabels inserts them into a shop that lacks them; the admin compares with them.
import { ScreenLabels, type ScreenEntityName } from '@shop/contract';
import { arabicLabels } from '../seed/data/labels';

export interface LabelTexts {
  en: string;
  ar: string;
}

/** A label's shipped texts, or undefined for a key the code does not have. */
export function shippedLabel(screen: ScreenEntityName, key: string): LabelTexts | undefined {
  const english = (ScreenLabels[screen] as Record<string, string>)[key];
  if (english === undefined) return undefined;
  const arabic = (arabicLabels[screen] as Record<string, string>)[key];
  return { en: english, ar: arabic ?? english };
}

/** The shipped texts of a label the code has (checked when compiled). */
export function shippedText<S extends ScreenEntityName>(screen: S, key: keyof (typeof ScreenLabels)[S]): LabelTexts {
  return shippedLabel(screen, String(key))!;
}
