import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD } from '../../src/server/demo/users';
import { guessablePassword, isCommonPassword } from '../../src/server/auth/common-passwords';

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

  it('refuses the demo password and its variants, and DEMO_PASSWORD, as a new password in production only', async () => {
    const production = guessablePassword({ production: true, demoPassword: 'Tryout#Demo99' });
    for (const password of [DEFAULT_DEMO_PASSWORD, 'CAMPUS@2026', 'Campus@2027', 'Tryout#Demo99'])
      expect(await production(password)).toBe(true);
    expect(await production('Ravi#Home2026')).toBe(false);
    const development = guessablePassword({ production: false, demoPassword: DEFAULT_DEMO_PASSWORD });
    expect(await development(DEFAULT_DEMO_PASSWORD)).toBe(false);
    expect(await development('Password@123')).toBe(true);
  });
});
