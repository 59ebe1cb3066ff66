// Localised labels and localised entity names.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { RecordValueJson } from './common';
import { jsonText, wireId, wireInt } from './wire';

/** Params of localization-cstm-portal/get-localization-data. */
export const LocalizationParams = z.object({
  /** Screen entity id (`ScreenEntity`, 57 .. 94). */
  entityId: wireId(),
  /** Language of the labels; the storefront skips the call for 'en'. */
  languageCode: z.enum(LANGUAGE_CODES),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type LocalizationParams = z.infer<typeof LocalizationParams>;

/** One translated label of a screen. */
export const LocalizationLabel = z.object({
  /** Label id in the page, e.g. 'lbl_facility_freeshipp'. */
  labelHtmlId: z.string(),
  /** Translated text. */
  text: z.string(),
});
export type LocalizationLabel = z.infer<typeof LocalizationLabel>;

/** Answer row of the localization call. */
export const LocalizationRow = z.object({
  /** The screen's labels, as JSON text on the wire. */
  labelsJsonData: jsonText(z.array(LocalizationLabel)),
});
export type LocalizationRow = z.infer<typeof LocalizationRow>;

/** A name in one language, inside an entity's LocalizationJsonData. */
export const LocalizedText = z.object({
  /** Language id (`Language.ar.id` is 2). */
  langId: wireInt(1, 100),
  /** The name in that language. */
  text: z.string(),
});
export type LocalizedText = z.infer<typeof LocalizedText>;
