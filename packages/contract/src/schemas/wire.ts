// Building blocks for wire fields. The original host sends numbers as numbers or numeric strings
// and list fields as JSON text, so every schema here accepts the wire form and outputs the value.
import { z } from 'zod';
import { isCommonPassword } from '../common-passwords';
import { FieldLimit, NOT_CHOSEN_ID, PRICE_UPPER_BOUND } from '../constants';
import { EMAIL_PATTERN } from '../field-check';
import { Messages, fieldMaxLength, fieldMinLength, fieldRequired } from '../messages';

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
/** Largest id a 32-bit database key can hold. */
export const MAX_ID = 2_147_483_647;

function toNumber(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
}

/** A number sent as a JSON number or a numeric string ('12', '9.5'); outputs a number checked by `inner`. */
export function wireNumber<T extends z.ZodType<number>>(inner: T) {
  return z.preprocess((value: number | string) => toNumber(value), inner);
}

/** Like `wireNumber`, but '', null and a missing key all mean "not given" (undefined). */
export function optionalWireNumber<T extends z.ZodType<number>>(inner: T) {
  return z.preprocess(
    (value: number | string | null | undefined) => (value === '' || value === null ? undefined : toNumber(value)),
    inner.optional(),
  );
}

/** Positive integer id (1 .. 2^31-1). */
export const wireId = () => wireNumber(z.number().int().min(1).max(MAX_ID));

/**
 * A select that must be chosen (e.g. Country): missing, '', null or -999 give the field check's
 * '{label} is required'; otherwise a positive id.
 */
export const requiredWireId = (label: string) =>
  z.preprocess(
    (value: number | string | null | undefined) =>
      value === null || value === undefined || String(value).trim() === '' || Number(value) === NOT_CHOSEN_ID
        ? undefined
        : toNumber(value),
    z
      .number({ error: (issue) => (issue.input === undefined ? fieldRequired(label) : undefined) })
      .int()
      .min(1)
      .max(MAX_ID),
  );

/** A state or city id, or -999 for "not chosen" (the default). */
export const wireChoiceId = () =>
  optionalWireNumber(
    z
      .number()
      .int()
      .max(MAX_ID)
      .refine((id) => id === NOT_CHOSEN_ID || id >= 1, { message: `Expected a positive id or ${NOT_CHOSEN_ID}` }),
  ).transform((id) => id ?? NOT_CHOSEN_ID);

/** Integer within bounds. */
export const wireInt = (min: number, max: number) => wireNumber(z.number().int().min(min).max(max));

/** Money: up to 2 decimals, 0 .. PRICE_UPPER_BOUND. */
export const wireMoney = () =>
  wireNumber(z.number().min(0).max(PRICE_UPPER_BOUND).multipleOf(0.01, { message: 'Expected at most 2 decimals' }));

/** Money that may be negative (a price adjustment). */
export const wireSignedMoney = () =>
  wireNumber(
    z
      .number()
      .min(-PRICE_UPPER_BOUND)
      .max(PRICE_UPPER_BOUND)
      .multipleOf(0.01, { message: 'Expected at most 2 decimals' }),
  );

/** A flag sent as true/false, 1/0 or their string forms (SQL bit columns arrive as 0/1). */
export const wireBool = () =>
  z.preprocess((value: boolean | 0 | 1 | 'true' | 'false' | '0' | '1') => {
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
    return value;
  }, z.boolean());

/** Required text, trimmed; messages are the spec's field-check messages. */
export const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, fieldRequired(label)).max(max, fieldMaxLength(label, max));

/** Optional text, trimmed; null or missing become ''. Numbers (e.g. a postal code) become text. */
export const optionalText = (label: string, max: number) =>
  z
    .preprocess(
      (value: string | number | null | undefined) => (typeof value === 'number' ? String(value) : (value ?? undefined)),
      z.string().optional(),
    )
    .transform((text) => (text ?? '').trim())
    .pipe(z.string().max(max, fieldMaxLength(label, max)));

/** Required email address, trimmed, checked with the same pattern as the browser forms. */
export const emailText = (label: string, max: number) =>
  requiredText(label, max).regex(EMAIL_PATTERN, Messages.invalidEmail);

/** Password: never trimmed (spaces are part of it). */
export const passwordText = (label: string, max: number, min = 1) =>
  z.string().min(1, fieldRequired(label)).min(min, fieldMinLength(label, min)).max(max, fieldMaxLength(label, max));

/** A password being chosen: at least FieldLimit.newPasswordMin characters and not a common one. */
export const newPasswordText = (label: string, max: number) =>
  passwordText(label, max, FieldLimit.newPasswordMin).refine((password) => !isCommonPassword(password), {
    message: Messages.commonPassword,
  });

function parseJson(text: string, ctx: z.RefinementCtx): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Expected JSON text' });
    return z.NEVER;
  }
}

/** A value carried as JSON text: input is a string, output the parsed value checked by `schema`. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => parseJson(text, ctx))
    .pipe(schema);
}

/** A list carried as JSON text; null or '' (SQL's FOR JSON gives NULL for no rows) mean an empty list. */
export function jsonList<T extends z.ZodType>(item: T) {
  return z
    .string()
    .nullable()
    .transform((text, ctx) => (text === null || text.trim() === '' ? [] : parseJson(text, ctx)))
    .pipe(z.array(item));
}

/** A value sent either as JSON text or as the value itself; outputs the checked value. */
export function jsonTextOrValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: string | z.input<T>, ctx) => {
    if (typeof value !== 'string') return value;
    return parseJson(value, ctx);
  }, schema);
}

const ID_LIST = /^[\d,\s]*$/;

/**
 * Comma-joined ids ('3,7,12'; '' for none), or one id as a number; outputs the ids as numbers.
 * Empty segments and 0 (the "all categories" id) are dropped; at most `max` ids.
 */
export const wireIdList = (max = 100) =>
  z
    .preprocess(
      (value: string | number | null | undefined) => (typeof value === 'number' ? String(value) : (value ?? undefined)),
      z
        .string()
        .max(max * 11)
        .regex(ID_LIST, { message: 'Expected ids separated by commas' })
        .optional(),
    )
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map(Number)
        .filter((id) => id !== 0),
    )
    .pipe(z.array(z.number().int().min(1).max(MAX_ID)).max(max));
