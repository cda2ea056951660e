import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decryptPassword, encryptPassword } from '../../src/domain/auth/password-transport';
import {
  CREATABLE_ROLES,
  LANDING_BY_ROLE,
  LOGIN_ROLES,
  demoUserName,
  landingFor,
  roleForSignUpValue,
} from '../../src/domain/auth/roles';
import { dashboardAt } from '../../src/domain/dashboards/role-dashboards';
import { isKnownAppPath } from '../../src/domain/routes/known-paths';
import {
  ChangePasswordFormSchema,
  FacultyLoginsQuerySchema,
  ForgotPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '../../src/domain/auth/schemas';

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('§5 Change Password, in the seed order', () => {
  const form = (over: Record<string, string>) => ({
    username: 'dean',
    oldpassword: 'Old@2026x',
    newPassword: 'New@2027x',
    confirmPassword: 'New@2027x',
    ...over,
  });

  it("asks for each field with 'This is a required field'", () => {
    const issues = v.safeParse(
      ChangePasswordFormSchema,
      form({ oldpassword: '', newPassword: '', confirmPassword: '' }),
    ).issues!;
    expect(issues.filter((i) => i.message === 'This is a required field').length).toBe(3);
  });

  it.each(['short1!A', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSpecial123'].map((p) => [p]))(
    "refuses %s with 'Please Fill as per Instructions'",
    (password) => {
      expect(firstMessage(ChangePasswordFormSchema, form({ newPassword: password, confirmPassword: password }))).toBe(
        password === 'short1!A' ? undefined : 'Please Fill as per Instructions',
      );
    },
  );

  it("needs 8 characters: 7 give 'Please Fill as per Instructions'", () => {
    expect(firstMessage(ChangePasswordFormSchema, form({ newPassword: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }))).toBe(
      'Please Fill as per Instructions',
    );
  });

  it("refuses a new password equal to the old with 'New password cannot be same as old password'", () => {
    expect(firstMessage(ChangePasswordFormSchema, form({ oldpassword: 'New@2027x' }))).toBe(
      'New password cannot be same as old password',
    );
  });

  it("refuses a confirmation that differs with 'Password is not matched with New Password'", () => {
    expect(firstMessage(ChangePasswordFormSchema, form({ confirmPassword: 'New@2027y' }))).toBe(
      'Password is not matched with New Password',
    );
  });

  it('accepts a password that follows every rule', () => {
    expect(v.safeParse(ChangePasswordFormSchema, form({})).success).toBe(true);
  });
});

describe('§5 Create User and sign-up payload', () => {
  const payload = (over: Record<string, unknown>) => ({
    username: 'new.user',
    email: 'user@example.com',
    password: 'x'.repeat(44),
    role: ['faculty'],
    instituteType: 'autonomous',
    eamcetCode: 'DEMO',
    collegeName: 'Demo',
    affiliatedTo: '',
    fullName: 'New User',
    department: 'CSE',
    ...over,
  });

  it.each([
    [{ username: 'ab' }, 'User Name should be minimum 3 characters'],
    [{ username: 'a~b~c' }, 'User Name should be minimum 3 characters'],
    [{ email: 'user@' }, 'Please enter valid Email Id'],
    [{ password: '12345' }, 'Password must be minimum 6 characters'],
    [{ role: ['principal'], eamcetCode: ' ' }, 'Please enter the eamcet code'],
    [{ role: ['principal'], collegeName: '' }, 'Please enter the college name'],
    [{ instituteType: 'school' }, 'Please select the institute type'],
    [{ department: '' }, 'Please select the department'],
  ])('rejects %j with %s', (over, message) => {
    expect(firstMessage(SignUpSchema, payload(over))).toBe(message);
  });

  it("needs the college's details only of the roles that speak for it (a principal), not of faculty or the exam cell", () => {
    const without = { eamcetCode: '', collegeName: '', instituteType: '' };
    expect(v.safeParse(SignUpSchema, payload(without)).success).toBe(true);
    expect(v.safeParse(SignUpSchema, payload({ ...without, role: ['examination'] })).success).toBe(true);
    expect(firstMessage(SignUpSchema, payload({ ...without, role: ['principal'] }))).toBe(
      'Please select the institute type',
    );
  });

  it('needs a department only for Faculty or Hod, and affiliated-to only for affiliated institutes', () => {
    expect(v.safeParse(SignUpSchema, payload({ role: ['principal'], department: '' })).success).toBe(true);
    const principal = { role: ['principal'], department: '' };
    expect(firstMessage(SignUpSchema, payload({ ...principal, instituteType: 'affiliated' }))).toBe(
      'Please enter the university the college is affiliated to',
    );
    expect(
      v.safeParse(SignUpSchema, payload({ ...principal, instituteType: 'affiliated', affiliatedTo: 'JNTU' })).success,
    ).toBe(true);
    // A staff role is not asked for the college's details, so neither for its affiliation.
    expect(v.safeParse(SignUpSchema, payload({ instituteType: 'affiliated' })).success).toBe(true);
  });

  it('maps each selectable role, Placement Dean to ROLE_PLACEMENT_rDEAN as the seed spells it', () => {
    expect(roleForSignUpValue('placement dean')).toBe('ROLE_PLACEMENT_rDEAN');
    expect(roleForSignUpValue('Accountants Officer')).toBe('ROLE_ACCOUNTANTS_OFFICER');
    expect(roleForSignUpValue('feepayments')).toBe('ROLE_FEEPAYMENTS');
    expect(roleForSignUpValue('superuser')).toBeNull();
  });
});

describe('sign-in, forgot password and login creation', () => {
  it('needs both user name and password', () => {
    expect(firstMessage(SignInSchema, { username: '', password: 'x' })).toBe('Please enter user name and password');
    expect(firstMessage(SignInSchema, { username: 'admin', password: '' })).toBe('Please enter user name and password');
  });

  it("answers the template's 'Required' and 'Invalid email'", () => {
    expect(firstMessage(ForgotPasswordSchema, { email: '' })).toBe('Required');
    expect(firstMessage(ForgotPasswordSchema, { email: 'nope' })).toBe('Invalid email');
  });

  it("asks 'Please select either Email or EmpCode.' for faculty logins", () => {
    expect(firstMessage(FacultyLoginsQuerySchema, {})).toBe('Please select either Email or EmpCode.');
    expect(v.safeParse(FacultyLoginsQuerySchema, { considerMailOrEmpcode: 'empcode' }).success).toBe(true);
  });
});

describe('roles and landing (§2, §6)', () => {
  it('has the 25 login roles, each with a landing route, and user names without ROLE_', () => {
    expect(LOGIN_ROLES.length).toBe(25);
    for (const role of LOGIN_ROLES) expect(LANDING_BY_ROLE[role]).toMatch(/^\//);
    expect(demoUserName('ROLE_IQAC_INCHARGE')).toBe('iqac_incharge');
    expect(landingFor(['ROLE_DEAN', 'ROLE_FACULTY'])).toBe('/app/Dean Dashboard');
    expect(landingFor(['ROLE_SECURITY'])).toBe('/app');
  });

  it('lands every one of the 28 roles of user creation on a screen the app has (Parent on the parent dashboard)', () => {
    expect(CREATABLE_ROLES.length).toBe(28);
    for (const { role } of CREATABLE_ROLES) {
      const landing = landingFor([role]);
      expect(isKnownAppPath(landing), `${role} → ${landing}`).toBe(true);
      // A role dashboard route shows its dashboard to this role; the parent dashboard is its own screen.
      if (landing !== '/app/Parent Dashboard') expect(dashboardAt(landing, [role]), role).not.toBeNull();
    }
    expect(landingFor(['ROLE_PARENT'])).toBe('/app/Parent Dashboard');
    expect(landingFor(['ROLE_DIRECTOR'])).toBe('/app');
  });
});

describe('§3 AES password field', () => {
  it('round-trips with the passphrase and refuses another', () => {
    const cipher = encryptPassword('Secret@1', 'key-one-123');
    expect(cipher).not.toContain('Secret');
    expect(decryptPassword(cipher, 'key-one-123')).toBe('Secret@1');
    expect(decryptPassword(cipher, 'another-key')).toBeNull();
    expect(decryptPassword('not a cipher', 'key-one-123')).toBeNull();
  });
});
