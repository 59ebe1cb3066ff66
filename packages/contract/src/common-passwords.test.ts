import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['password', 'password123', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine1', 'football2024', 'palestine1'])(
    'knows %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('ignores case and surrounding spaces, as people capitalise and pad the same passwords', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('  letmein123 ')).toBe(true);
  });

  it('lets uncommon passwords and passphrases through', () => {
    for (const password of ['olive grove 1948', 'Tatreez-Hebron-glass', 'zj4#Lw9!qP', '']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
