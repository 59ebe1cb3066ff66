// Every text of the admin exists in both languages with the same {placeholders}: the shared
// catalogue and each feature's own.
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';

const features = import.meta.glob<{ [name: string]: unknown }>('../features/*/messages.ts', { eager: true });
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));

function catalogues(): [string, Record<string, string>, Record<string, string>][] {
  const found: [string, Record<string, string>, Record<string, string>][] = [['i18n', en, ar]];
  for (const [file, module] of Object.entries(features)) {
    for (const value of Object.values(module)) {
      const messages = value as { en?: Record<string, string>; ar?: Record<string, string> };
      if (messages && typeof messages === 'object' && messages.en && messages.ar)
        found.push([file, messages.en, messages.ar]);
    }
  }
  return found;
}

describe('the admin’s texts', () => {
  it('finds the feature catalogues', () => {
    expect(catalogues().length).toBeGreaterThan(5);
  });

  it.each(catalogues())('%s: Arabic has every English text and each of its placeholders', (_file, english, arabic) => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) {
      // Arabic may need more (a pronoun that agrees with the noun), never fewer.
      const inArabic = placeholders(arabic[key]!);
      expect(
        [...placeholders(english[key]!)].filter((name) => !inArabic.has(name)),
        key,
      ).toEqual([]);
      expect(arabic[key]!.trim(), key).not.toBe('');
    }
    // Texts identical in both are only names and codes (e.g. "English" on the language switch).
    const same = Object.keys(english).filter((key) => english[key] === arabic[key] && /[a-z]{4,}/i.test(english[key]!));
    expect(same.length).toBeLessThanOrEqual(3);
  });
});
