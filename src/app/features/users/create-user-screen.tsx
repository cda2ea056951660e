import { IonButton } from '@ionic/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { USER_ADMIN_ROLES, hasAnyRole } from '../../../domain/auth/access';
import { AUTH_MESSAGES as M } from '../../../domain/auth/messages';
import { CREATABLE_ROLES, INSTITUTE_TYPES, SELECTABLE_MODULES } from '../../../domain/auth/roles';
import { EmailIdSchema, UserNameSchema } from '../../../domain/auth/schemas';
import { showDialog } from '../../ui/dialog';
import { currentUser } from '../../lib/session';
import { NoPermission } from '../../ui/no-permission';
import { PageFrame } from '../../ui/page-frame';
import { PasswordInput } from '../../ui/password-input';
import { SelectField } from '../../ui/select-field';
import { TextInput } from '../../ui/text-input';
import { failureMessage } from '../../lib/http';
import { signUp, type SignUpFields } from '../../lib/sign-up';
import { usersQueries } from './users-queries';

type Text = 'fullName' | 'username' | 'email' | 'password' | 'eamcetCode' | 'collegeName' | 'instituteType' | 'affiliatedTo' | 'role' | 'department';
const EMPTY: Record<Text, string> = { fullName: '', username: '', email: '', password: '', eamcetCode: '', collegeName: '', instituteType: '', affiliatedTo: '', role: '', department: '' };
const needsDepartment = (role: string) => role === 'Faculty' || role === 'Hod';

/** §2 Create User (administrator): every field of the seed, the §5 rules, POST {auth}/signup. */
export function CreateUserScreen() {
  if (!hasAnyRole(currentUser()?.roles ?? [], USER_ADMIN_ROLES)) return <NoPermission title="Create User" />;
  return <CreateUserForm />;
}

function CreateUserForm() {
  const [form, setForm] = useState(EMPTY);
  const [modules, setModules] = useState<string[]>([]);
  const [promotions, setPromotions] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Text, string>>>({});
  const set = (field: Text) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const departments = useQuery({ ...usersQueries.departments(), enabled: needsDepartment(form.role) });

  const create = useMutation({
    mutationFn: () => signUp({ ...form, modules, promotions } satisfies SignUpFields),
    onSuccess: async (res) => {
      await showDialog('Success', res.message);
      setForm(EMPTY);
      setModules([]);
      setPromotions(false);
    },
    onError: async (e) => showDialog(M.errorTitle, await failureMessage(e)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Text, string>> = {};
    if (!form.fullName.trim()) next.fullName = 'Please enter the full name';
    const user = v.safeParse(UserNameSchema, form.username);
    if (!user.success) next.username = user.issues[0].message;
    const email = v.safeParse(EmailIdSchema, form.email);
    if (!email.success) next.email = email.issues[0].message;
    if (form.password.length < 6) next.password = M.passwordMin;
    if (!form.instituteType) next.instituteType = 'Please select the institute type';
    if (!form.collegeName.trim()) next.collegeName = 'Please enter the college name';
    if (!form.eamcetCode.trim()) next.eamcetCode = 'Please enter the eamcet code';
    if (form.instituteType === 'affiliated' && !form.affiliatedTo.trim()) next.affiliatedTo = 'Please enter the university the college is affiliated to';
    if (!form.role) next.role = 'Please select a role';
    if (needsDepartment(form.role) && !form.department) next.department = 'Please select the department';
    setErrors(next);
    if (Object.keys(next).length === 0) create.mutate();
  };

  const toggleModule = (m: string) => setModules((list) => (list.includes(m) ? list.filter((x) => x !== m) : [...list, m]));

  return (
    <PageFrame title="Create User">
      <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Create User">
        <TextInput label="Full Name" value={form.fullName} onChange={set('fullName')} error={errors.fullName} maxlength={120} />
        <TextInput label="User Name" value={form.username} onChange={set('username')} error={errors.username} maxlength={64} autocomplete="off" />
        <TextInput label="E-mail" type="email" value={form.email} onChange={set('email')} error={errors.email} maxlength={254} />
        <PasswordInput label="Password" value={form.password} onChange={set('password')} error={errors.password} autocomplete="new-password" />
        <TextInput label="Eamcet Code" value={form.eamcetCode} onChange={set('eamcetCode')} error={errors.eamcetCode} maxlength={20} />
        <TextInput label="College Name" value={form.collegeName} onChange={set('collegeName')} error={errors.collegeName} maxlength={200} />
        <SelectField label="Institute Type" value={form.instituteType} onChange={set('instituteType')} error={errors.instituteType}
          options={INSTITUTE_TYPES.map((t) => ({ value: t, label: t }))} />
        {form.instituteType === 'affiliated' && (
          <TextInput label="Affiliated To" value={form.affiliatedTo} onChange={set('affiliatedTo')} error={errors.affiliatedTo} maxlength={200} />
        )}
        <SelectField label="Role" value={form.role} onChange={set('role')} error={errors.role}
          options={CREATABLE_ROLES.map((r) => ({ value: r.label, label: r.label }))} />
        {needsDepartment(form.role) && (
          <SelectField label="Department" value={form.department} onChange={set('department')} error={errors.department}
            options={(departments.data ?? []).map((d) => ({ value: d.departmentCreationPrimaryKey.departmentName, label: d.departmentCreationPrimaryKey.departmentName }))} />
        )}
        <fieldset className="choice-group">
          <legend>Modules</legend>
          <div className="check-grid">
            {SELECTABLE_MODULES.map((m) => (
              <label key={m} className="check"><input type="checkbox" checked={modules.includes(m)} onChange={() => toggleModule(m)} />{m}</label>
            ))}
          </div>
        </fieldset>
        <label className="check"><input type="checkbox" checked={promotions} onChange={(e) => setPromotions(e.target.checked)} />Send me news and promotions</label>
        <IonButton type="submit" expand="block" disabled={create.isPending}>{create.isPending ? 'Creating…' : 'Create User'}</IonButton>
      </form>
    </PageFrame>
  );
}
