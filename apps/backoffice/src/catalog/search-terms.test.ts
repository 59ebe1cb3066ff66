import { describe, expect, it } from 'vitest';
import { normalizeSearchText, prefixQuery, searchWords } from './search-terms';

describe('search terms', () => {
  it('makes each word a required prefix', () => {
    expect(prefixQuery('Olive  wood')).toBe('olive:* & wood:*');
  });

  it('keeps only letters and digits, so query syntax and SQL are never part of a word', () => {
    expect(searchWords("'; DROP TABLE x; -- a:* | !b <-> c & (d)")).toEqual(['drop', 'table', 'x', 'a', 'b', 'c', 'd']);
    expect(prefixQuery('%_% --')).toBeUndefined();
    expect(prefixQuery('')).toBeUndefined();
  });

  it('normalises Arabic as the index does: no short vowels or tatweel, one alef', () => {
    expect(normalizeSearchText('أَحْمَد إبريق آنية ٱلقدس زيـــت')).toBe('احمد ابريق انية القدس زيت');
    expect(prefixQuery('زَيت الزيتون')).toBe('زيت:* & الزيتون:*');
  });

  it('reads digits of any script and keeps at most eight words', () => {
    expect(searchWords('size 42 ٤٢')).toEqual(['size', '42', '٤٢']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
