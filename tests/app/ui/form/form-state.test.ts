import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AUTH_MESSAGES as M } from '../../../../src/domain/auth/messages';
import {
  ChangePasswordFormSchema,
  CreateUserFormSchema,
  RegisterFormSchema,
} from '../../../../src/domain/auth/schemas';
import {
  initialFormState,
  nextFormState,
  shownMessage,
  type FormAction,
  type FormState,
} from '../../../../src/app/ui/form/form-state';
import {
  checkWithSchema,
  isEmptyValue,
  liveToastMessage,
  requiredFields,
} from '../../../../src/app/ui/form/schema-issues';

const EMPTY_REGISTER = { fullName: '', username: '', email: '', password: '', confirmPassword: '' };

/** Plays user actions on a Sign Up form and returns what each field shows afterwards. */
function play(
  actions: FormAction<typeof EMPTY_REGISTER>[],
  start: FormState<typeof EMPTY_REGISTER> = initialFormState(EMPTY_REGISTER),
  live = false,
) {
  const state = actions.reduce(nextFormState, start);
  const check = checkWithSchema(RegisterFormSchema, state.values);
  return {
    state,
    shown: Object.fromEntries(
      Object.keys(EMPTY_REGISTER).map((name) => [name, shownMessage(state, check, name, live)]),
    ),
  };
}
const afterSubmit: FormAction<typeof EMPTY_REGISTER>[] = [{ type: 'submit' }];
const submitted = () => afterSubmit.reduce(nextFormState, initialFormState(EMPTY_REGISTER));

describe('form kit state: quiet until the first submit, then validation per field as the user types', () => {
  it('shows no message before the user has been in a field', () => {
    expect(Object.values(play([]).shown)).toEqual([null, null, null, null, null]);
  });

  it('shows no message while the user types or leaves fields before the first submit', () => {
    const { shown } = play([
      { type: 'change', name: 'username', value: 'ab' },
      { type: 'blur', name: 'email' },
      { type: 'blur', name: 'password' },
    ]);
    expect(Object.values(shown)).toEqual([null, null, null, null, null]);
  });

  it("in live mode (§5 first admission form) shows a field's message as soon as it is typed in, and only that field's", () => {
    const { shown } = play([{ type: 'change', name: 'username', value: 'ab' }], undefined, true);
    expect(shown).toEqual({
      fullName: null,
      username: M.userNameMin,
      email: null,
      password: null,
      confirmPassword: null,
    });
  });

  it('after a submit, clears the message once the typed value keeps the rule', () => {
    const { shown } = play([{ type: 'change', name: 'username', value: 'ab' }], submitted());
    expect(shown.username).toBe(M.userNameMin);
    expect(play([{ type: 'change', name: 'username', value: 'abc' }], submitted()).shown.username).toBeNull();
  });

  it('in live mode shows the message of a field left empty (blur)', () => {
    expect(play([{ type: 'blur', name: 'email' }], undefined, true).shown.email).toBe(M.invalidEmailId);
  });

  it("puts the register template's 'Passwords dont match' under Confirm Password", () => {
    const { shown } = play(
      [
        { type: 'change', name: 'password', value: 'Asha#Rao2026' },
        { type: 'change', name: 'confirmPassword', value: 'Asha#Rao2027' },
      ],
      submitted(),
    );
    expect(shown).toMatchObject({ password: null, confirmPassword: M.passwordsDontMatch });
  });

  it('shows every issue after a submit, touched or not', () => {
    const { shown } = play([{ type: 'change', name: 'fullName', value: 'Asha Rao' }, { type: 'submit' }]);
    expect(shown).toEqual({
      fullName: null,
      username: M.userNameMin,
      email: M.invalidEmailId,
      password: M.requiredField,
      confirmPassword: null,
    });
  });

  it('forgets touched fields and the submit on reset', () => {
    const { state, shown } = play([
      { type: 'change', name: 'username', value: 'ab' },
      { type: 'submit' },
      { type: 'reset', values: EMPTY_REGISTER },
    ]);
    expect(state).toEqual(initialFormState(EMPTY_REGISTER));
    expect(shown.username).toBeNull();
  });

  it('builds each change on the one before, so fast typing keeps every character', () => {
    const keys = [...'22B81A0501'];
    const state = keys.reduce(
      (s, _, i) => nextFormState(s, { type: 'change', name: 'username', value: keys.slice(0, i + 1).join('') }),
      initialFormState(EMPTY_REGISTER),
    );
    expect(state.values.username).toBe('22B81A0501');
  });
});

describe('form kit: the schema is the only source of rules and messages', () => {
  it("submits the schema's output: trimmed values", () => {
    const check = checkWithSchema(RegisterFormSchema, {
      fullName: ' Asha Rao ',
      username: 'asha.rao ',
      email: 'asha@example.com',
      password: 'Asha#Rao2026',
      confirmPassword: 'Asha#Rao2026',
    });
    expect(check.output).toEqual({
      fullName: 'Asha Rao',
      username: 'asha.rao',
      email: 'asha@example.com',
      password: 'Asha#Rao2026',
      confirmPassword: 'Asha#Rao2026',
    });
    expect(check.byField).toEqual({});
  });

  it('places each §5 Change Password rule under its field, in the seed order', () => {
    const form = { username: 'dean', oldpassword: 'Old@2026x' };
    expect(
      checkWithSchema(ChangePasswordFormSchema, { ...form, newPassword: '', confirmPassword: '' }).byField,
    ).toEqual({
      newPassword: M.requiredField,
      confirmPassword: M.requiredField,
    });
    expect(
      checkWithSchema(ChangePasswordFormSchema, { ...form, newPassword: 'weak', confirmPassword: 'weak' }).byField,
    ).toEqual({
      newPassword: M.fillAsPerInstructions,
      confirmPassword: M.fillAsPerInstructions,
    });
    expect(
      checkWithSchema(ChangePasswordFormSchema, { ...form, newPassword: 'Old@2026x', confirmPassword: 'Old@2026x' })
        .byField,
    ).toEqual({
      newPassword: M.newSameAsOld,
    });
    expect(
      checkWithSchema(ChangePasswordFormSchema, { ...form, newPassword: 'New@2027x', confirmPassword: 'New@2027y' })
        .byField,
    ).toEqual({
      confirmPassword: M.confirmMismatch,
    });
  });

  it('keeps an unforwarded form-wide rule as the form message', () => {
    const Schema = v.pipe(
      v.object({ a: v.string() }),
      v.check((f) => f.a !== 'x', M.registrationFailed),
    );
    expect(checkWithSchema(Schema, { a: 'x' })).toEqual({
      output: undefined,
      byField: {},
      formMessage: M.registrationFailed,
    });
  });

  it('marks as required the Create User fields whose own rule refuses them empty', () => {
    const initial = {
      fullName: '',
      username: '',
      email: '',
      password: '',
      eamcetCode: '',
      collegeName: '',
      instituteType: '',
      affiliatedTo: '',
      role: '',
      department: '',
      modules: [],
      promotions: false,
    };
    // The college's details and the department depend on the role: the screen marks them when it shows them.
    expect([...requiredFields(CreateUserFormSchema, initial)].sort()).toEqual([
      'email',
      'fullName',
      'password',
      'role',
      'username',
    ]);
  });

  it('asks the department only of Faculty and Hod, under the Department field (§5 Create User)', () => {
    const user = {
      fullName: 'Meera Iyer',
      username: 'meera',
      email: 'meera@example.com',
      password: 'secret1',
      eamcetCode: 'DEMO',
      collegeName: 'Demo',
      instituteType: 'autonomous',
      affiliatedTo: '',
      department: '',
      modules: [],
      promotions: false,
    };
    expect(checkWithSchema(CreateUserFormSchema, { ...user, role: 'Hod' }).byField).toEqual({
      department: M.selectDepartment,
    });
    expect(checkWithSchema(CreateUserFormSchema, { ...user, role: 'Principal' }).byField).toEqual({});
    expect(
      checkWithSchema(CreateUserFormSchema, { ...user, role: 'Principal', instituteType: 'affiliated' }).byField,
    ).toEqual({
      affiliatedTo: M.enterAffiliatedTo,
    });
  });

  it("asks the college's details of the roles that speak for it, and no eamcet code of a staff account", () => {
    const staff = {
      fullName: 'K. Ramesh',
      username: 'exam.cell',
      email: 'exams@example.com',
      password: 'secret1',
      eamcetCode: '',
      collegeName: '',
      instituteType: '',
      affiliatedTo: '',
      department: '',
      modules: [],
      promotions: false,
    };
    for (const role of ['Examination', 'Accountant', 'Student', 'Library Incharge'])
      expect(checkWithSchema(CreateUserFormSchema, { ...staff, role }).byField).toEqual({});
    expect(checkWithSchema(CreateUserFormSchema, { ...staff, role: 'Faculty' }).byField).toEqual({
      department: M.selectDepartment,
    });
    expect(checkWithSchema(CreateUserFormSchema, { ...staff, role: 'Principal' }).byField).toEqual({
      instituteType: M.selectInstituteType,
      eamcetCode: M.enterEamcetCode,
      collegeName: M.enterCollegeName,
    });
  });
});

describe('form kit: §5 first admission form toasts (live per field, none when the field is empty)', () => {
  it("toasts a field's message when it first appears, not again while it stays the same", () => {
    expect(liveToastMessage(M.enterText, undefined, 'Ravi1')).toBe(M.enterText);
    expect(liveToastMessage(M.enterText, M.enterText, 'Ravi12')).toBeNull();
  });

  it('toasts a different message of the same field', () => {
    expect(liveToastMessage(M.userNameMin, M.enterText, 'a')).toBe(M.userNameMin);
  });

  it('toasts nothing for an empty field, and nothing for a valid one', () => {
    expect(liveToastMessage(M.requiredField, undefined, '')).toBeNull();
    expect(liveToastMessage(M.requiredField, undefined, '   ')).toBeNull();
    expect(liveToastMessage(undefined, M.enterText, 'Ravi')).toBeNull();
  });

  it('counts blank text, no choice, an empty list and an unticked box as empty', () => {
    expect([' ', null, undefined, [], false].map(isEmptyValue)).toEqual([true, true, true, true, true]);
    expect(['0', ['a'], true, 0].map(isEmptyValue)).toEqual([false, false, false, false]);
  });
});
