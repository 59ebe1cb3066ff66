import { describe, expect, it } from 'vitest';
import { attachmentHeader, downloadFileName } from './download-name';

describe('downloadFileName', () => {
  it('names the file after the product with the extension of its content type', () => {
    expect(downloadFileName('The Palestinian Kitchen: Family Recipes (E-book)', 'application/pdf')).toBe(
      'the-palestinian-kitchen-family-recipes-e-book.pdf',
    );
    expect(downloadFileName('Tatreez Patterns', 'image/jpeg; charset=binary')).toBe('tatreez-patterns.jpg');
    expect(downloadFileName('Song of the Olive', 'AUDIO/MPEG')).toBe('song-of-the-olive.mp3');
  });

  it('keeps Arabic letters, and falls back to generic names', () => {
    expect(downloadFileName('المطبخ الفلسطيني', 'application/zip')).toBe('المطبخ-الفلسطيني.zip');
    expect(downloadFileName('Recipes', 'application/x-unknown')).toBe('recipes.bin');
    expect(downloadFileName('***', 'application/pdf')).toBe('download.pdf');
  });
});

describe('attachmentHeader', () => {
  it('gives an ASCII name and the UTF-8 one', () => {
    expect(attachmentHeader('recipes.pdf')).toBe(`attachment; filename="recipes.pdf"; filename*=UTF-8''recipes.pdf`);
    expect(attachmentHeader('مطبخ.pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('مطبخ.pdf')}`,
    );
  });
});
