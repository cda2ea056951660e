import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD } from '../../src/server/demo/users';
import { isCommonPassword } from '../../src/server/auth/common-passwords';

describe('common passwords (zxcvbn-ts common list)', () => {
  it.each([
    'password',
    '123456',
    'qwerty',
    'Password@123',
    'P@ssw0rd!',
    'Passw0rd1',
    'Welcome@2026',
    'Admin@123',
    'Iloveyou!1',
  ])('refuses %s', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it.each([DEFAULT_DEMO_PASSWORD, 'Parent@2026', 'Principal@2027', 'Exam@2027x', 'Ravi#Home2026', 'India@123'])(
    'accepts %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );
});
