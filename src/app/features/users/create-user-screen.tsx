import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { AUTH_MESSAGES as M } from '../../../domain/auth/messages';
import { CREATABLE_ROLES, INSTITUTE_TYPES, SELECTABLE_MODULES } from '../../../domain/auth/roles';
import { asksCollegeDetails } from '../../../domain/auth/create-user-fields';
import { CreateUserFormSchema, needsDepartment } from '../../../domain/auth/schemas';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { signUp } from '../../lib/sign-up';
import { showDialog } from '../../ui/dialog';
import { CheckListField } from '../../ui/form/check-list-field';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { PasswordField } from '../../ui/form/password-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { usersQueries } from './users-queries';
import { translateKnown } from '../../i18n/translate-known';
import './create-user.css';

const EMPTY = {
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
const instituteOptions = INSTITUTE_TYPES.map((t) => ({ value: t, label: t }));
const roleOptions = CREATABLE_ROLES.map((r) => ({ value: r.label, label: r.label }));
const moduleOptions = SELECTABLE_MODULES.map((m) => ({ value: m, label: m }));

/**
 * §2 Create User (administrator): the seed's fields that the chosen role needs (the department for Faculty and
 * Hod, the college's details for the roles that speak for it), the §5 rules of the sign-up schema, POST {auth}/signup.
 */
export function CreateUserScreen() {
  return <CreateUserForm />;
}

function CreateUserForm() {
  const { i18n } = useLingui();
  const create = useMutation({
    mutationFn: signUp,
    onSuccess: async (res) => {
      await showDialog(i18n._('Success'), translateKnown(i18n, res.message));
      form.reset();
    },
    onError: async (e) => showDialog(i18n._(M.errorTitle), translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(CreateUserFormSchema, { initial: EMPTY, onSubmit: (fields) => create.mutate(fields) });
  const { role, instituteType } = form.values;
  // §2: the button follows the auth data's `new` flag (the string 'true'); the server checks the role again.
  const mayCreate = currentUser()?.new === 'true';
  const departments = useQuery({
    ...usersQueries.departments(),
    enabled: needsDepartment(role),
    select: (list) =>
      list.map(({ departmentCreationPrimaryKey: { departmentName } }) => ({
        value: departmentName,
        label: departmentName,
      })),
  });

  return (
    <PageFrame title={i18n._('Create User')}>
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Create User')}>
        <TextField field={form.field('fullName')} label={i18n._('Full Name')} maxLength={120} />
        <TextField field={form.field('username')} label={i18n._('User Name')} maxLength={64} autoComplete="off" />
        <TextField field={form.field('email')} label={i18n._('E-mail')} type="email" maxLength={254} />
        <PasswordField field={form.field('password')} label={i18n._('Password')} autoComplete="new-password" />
        <SelectField field={form.field('role')} label={i18n._('Role')} options={roleOptions} />
        {needsDepartment(role) && (
          <SelectField
            field={form.field('department')}
            label={i18n._('Department')}
            options={departments.data}
            loading={departments.isPending}
            required
          />
        )}
        {/* The college's own details fit only the roles that speak for it (a principal, the chairman …). */}
        {asksCollegeDetails(role) && (
          <fieldset className="create-user__college">
            <legend>{i18n._('The college')}</legend>
            <TextField field={form.field('eamcetCode')} label={i18n._('Eamcet Code')} maxLength={20} required />
            <TextField field={form.field('collegeName')} label={i18n._('College Name')} maxLength={200} required />
            <SelectField
              field={form.field('instituteType')}
              label={i18n._('Institute Type')}
              options={instituteOptions}
              required
            />
            {instituteType === 'affiliated' && (
              <TextField field={form.field('affiliatedTo')} label={i18n._('Affiliated To')} maxLength={200} required />
            )}
          </fieldset>
        )}
        <CheckListField field={form.field('modules')} legend={i18n._('Modules')} options={moduleOptions} />
        <CheckboxField field={form.field('promotions')} label={i18n._('Send me news and promotions')} />
        {!mayCreate && <p className="field-hint">{i18n._(M.createUserNotAllowed)}</p>}
        <PlainButton type="submit" expand="block" disabled={create.isPending || !mayCreate}>
          {create.isPending ? i18n._('Creating…') : i18n._('Create User')}
        </PlainButton>
      </form>
    </PageFrame>
  );
}
