import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RestoreCredentialsSchema } from '../../src/domain/auth/restore-credentials';

const firstMessage = (input: unknown) => v.safeParse(RestoreCredentialsSchema, input).issues?.[0]?.message;

describe('forgot user name form (§2 /restoreCredentials)', () => {
  it("asks for the e-mail with 'Required', also when the field is missing", () => {
    expect(firstMessage({ email: '' })).toBe('Required');
    expect(firstMessage({})).toBe('Required');
  });

  it("refuses a malformed address with 'Invalid email'", () => {
    for (const email of ['admin@', 'admin', 'a b@c.in', `${'x'.repeat(250)}@c.in`])
      expect(firstMessage({ email })).toBe('Invalid email');
  });

  it('trims the address it accepts', () => {
    expect(v.parse(RestoreCredentialsSchema, { email: ' dean@demo-college.edu.in ' })).toEqual({
      email: 'dean@demo-college.edu.in',
    });
  });
});
