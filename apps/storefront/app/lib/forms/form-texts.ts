/** The text of each named field of a submitted form; a missing or non-text entry is null. */
export function formTexts<F extends string>(form: FormData, fields: readonly F[]): Record<F, string | null> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : null];
    }),
  ) as Record<F, string | null>;
}

/** The text of each named field, a missing or non-text entry as empty text (to trim and check). */
export function formTextsOrEmpty<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  const texts = formTexts(form, fields);
  return Object.fromEntries(fields.map((field) => [field, texts[field] ?? ''])) as Record<F, string>;
}
