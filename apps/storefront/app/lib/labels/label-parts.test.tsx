import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import { fillLabelParts } from './label-parts';

describe('fillLabelParts', () => {
  test('puts each value in place of its placeholder, as an element', () => {
    const html = renderToStaticMarkup(
      <p>{fillLabelParts('By {name} on {date}', { name: <bdi>Layla</bdi>, date: <bdi dir="ltr">16-11-2026</bdi> })}</p>,
    );

    expect(html).toBe('<p>By <bdi>Layla</bdi> on <bdi dir="ltr">16-11-2026</bdi></p>');
  });

  test('leaves unknown placeholders as they are, and escapes the text', () => {
    expect(renderToStaticMarkup(<p>{fillLabelParts('<b>{x}</b> {y}', { y: 'ok' })}</p>)).toBe(
      '<p>&lt;b&gt;{x}&lt;/b&gt; ok</p>',
    );
  });
});
