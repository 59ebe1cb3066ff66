import { describe, expect, test } from 'vitest';

import { sanitizeDescription } from './sanitize-description.server';

describe('sanitizeDescription', () => {
  test('keeps basic formatting', () => {
    const html = '<p>Our <strong>oil</strong> is <em>fresh</em>.</p><ul><li>Acidity: below 0.5%</li></ul>';

    expect(sanitizeDescription(html)).toBe(html);
  });

  test('drops scripts and styles with their content, and event handlers', () => {
    expect(sanitizeDescription('<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style>')).toBe(
      '<p>Hi</p>',
    );
  });

  test('drops links, images, iframes and every attribute, keeping the text', () => {
    expect(
      sanitizeDescription(
        '<p class="x" style="color:red"><a href="javascript:alert(1)">click</a><img src=x onerror=alert(1)></p><iframe src="//evil"></iframe>',
      ),
    ).toBe('<p>click</p>');
  });

  test('is empty for a missing or blank description', () => {
    expect(sanitizeDescription(null)).toBe('');
    expect(sanitizeDescription('')).toBe('');
    expect(sanitizeDescription('<p>  </p><script>x</script>')).toBe('');
  });
});
