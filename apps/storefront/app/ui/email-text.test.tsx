import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import { EmailText } from './email-text';

describe('EmailText', () => {
  test('is isolated left to right and may wrap only after the @ or before a dot', () => {
    expect(renderToStaticMarkup(<EmailText email="leila.haddad@example.com" />)).toBe(
      '<bdi dir="ltr">leila<wbr/>.haddad@<wbr/>example<wbr/>.com</bdi>',
    );
  });

  test('leaves a text without @ or dots whole', () => {
    expect(renderToStaticMarkup(<EmailText email="—" />)).toBe('<bdi dir="ltr">—</bdi>');
  });
});
