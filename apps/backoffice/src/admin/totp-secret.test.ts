import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openStoredTotp, sealTotpSecret, totpSealKey, withUsedStep } from './totp-secret';

const key = totpSealKey(randomBytes(32));
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('a stored two-factor secret', () => {
  it('opens with the key it was sealed with, and never shows the secret', () => {
    const stored = sealTotpSecret(key, SECRET);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(SECRET);
    expect(sealTotpSecret(key, SECRET)).not.toBe(stored);
    expect(openStoredTotp(key, stored)).toEqual({ secret: SECRET, lastStep: undefined, sealed: stored });
  });

  it('carries the last used time-step after the sealed part', () => {
    const opened = openStoredTotp(key, sealTotpSecret(key, SECRET))!;
    const used = withUsedStep(opened, 59_852_928);
    expect(used).toBe(`${opened.sealed}.59852928`);
    expect(openStoredTotp(key, used)).toEqual({ secret: SECRET, lastStep: 59_852_928, sealed: opened.sealed });
  });

  it('does not open with another key (another purpose of the same server key included), altered, or malformed', () => {
    const server = randomBytes(32);
    const stored = sealTotpSecret(totpSealKey(server), SECRET);
    expect(openStoredTotp(totpSealKey(randomBytes(32)), stored)).toBeUndefined();
    expect(openStoredTotp(server, stored)).toBeUndefined();
    const body = stored.slice(3);
    const flipped = `v1.${body.slice(0, 10)}${body[10] === 'A' ? 'B' : 'A'}${body.slice(11)}`;
    for (const bad of [flipped, `v2.${body}`, 'v1.', 'v1.AAAA', `${stored}.x`, `${stored}.1.2`, '']) {
      expect(openStoredTotp(totpSealKey(server), bad), bad).toBeUndefined();
    }
  });
});
