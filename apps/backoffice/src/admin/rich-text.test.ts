import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', () => {
    const html = '<h2>Olive oil</h2><p>Cold <strong>pressed</strong>, <em>fresh</em>.</p><ul><li>1 l</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    expect(sanitizeRichText(dirty)).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a>');
  });

  it('marks links as noopener', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
