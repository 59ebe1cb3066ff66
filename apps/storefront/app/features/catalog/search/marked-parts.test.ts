import { describe, expect, it } from 'vitest';

import { markedParts } from './marked-parts';

const marked = (text: string, term: string) =>
  markedParts(text, term)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('markedParts', () => {
  it('marks each typed word wherever it appears, ignoring case', () => {
    expect(marked('Olive Oil Tasting Set', 'oil olive')).toEqual(['Olive', 'Oil']);
    expect(marked('Extra Virgin Olive Oil', 'OLI')).toEqual(['Oli']);
  });

  it('marks Arabic typed without its marks, with a plain alef or ta marbuta as ha, keeping the marks inside', () => {
    expect(marked('مجموعة تذوّق زيت الزيتون', 'تذوق')).toEqual(['تذوّق']);
    expect(marked('أقراط ورق الزيتون', 'اقراط')).toEqual(['أقراط']);
    expect(marked('كوب قهوة', 'قهوه')).toEqual(['قهوة']);
  });

  it('keeps the whole text and marks nothing for a term of one letter or one nowhere in it', () => {
    expect(markedParts('Olive Oil', 'o')).toEqual([{ text: 'Olive Oil', marked: false }]);
    expect(markedParts('Olive Oil', 'olve')).toEqual([{ text: 'Olive Oil', marked: false }]);
  });
});
