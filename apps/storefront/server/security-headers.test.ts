import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, newNonce, securityHeaders } from './security-headers.js';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("the storefront's security headers", () => {
  it('give each answer a nonce of its own', () => {
    const first = newNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(first);
  });

  it('let scripts run only from the shop, the payment providers and the nonce, never inline', () => {
    const policy = contentSecurityPolicy('abc123');
    const scripts = directive(policy, 'script-src')!;
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain('https://js.stripe.com');
    expect(scripts).toContain('https://*.paypal.com');
    expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\s\*(\s|$)|https:(\s|$)/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it('come with nosniff, a Referrer-Policy and a year of HSTS', () => {
    const headers = securityHeaders('abc123');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy('abc123'));
  });
});
