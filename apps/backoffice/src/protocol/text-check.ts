// PostgreSQL's text cannot hold U+0000: a value carrying one would fail in the database as a 500.
// It is refused up front as bad input, naming the field, like any other invalid value.

export const NUL_CHARACTER_MESSAGE = 'contains a character that is not allowed (U+0000)';

/** The path of the first text (value or key) holding U+0000 in parsed parameters, e.g. "cartJsonData.0.Note". */
export function fieldWithNulCharacter(value: unknown): string | undefined {
  // A loop rather than recursion: the shape is the schema's, but nothing here should depend on that.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path.join('.') || 'requestParameters';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: [...path, String(index)] }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}
