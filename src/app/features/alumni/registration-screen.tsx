import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ALUMNI_SELF_ROLES } from '../../../domain/alumni/access';
import { ALUMNI_ATTACHMENT_ACCEPT, ALUMNI_MESSAGES as M } from '../../../domain/alumni/messages';
import {
  AlumniRegistrationSchema,
  clearsCompany,
  type AlumniRegistration,
} from '../../../domain/alumni/registration-schema';
import { hasAnyRole } from '../../../domain/auth/access';
import { currentUser } from '../../lib/session';
import { showDialog } from '../../ui/dialog';
import { ChoiceField } from '../../ui/form/choice-field';
import { FileField } from '../../ui/form/file-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm, type FieldBinding } from '../../ui/form/use-schema-form';
import { translateKnown } from '../../i18n/translate-known';
import { PageFrame } from '../../ui/page-frame';
import { AcademicSelects } from './academic-selects';
import { isQueued, submitAlumniRegistration } from './alumni-api';
import { QUEUED_MESSAGE } from '../../lib/offline/outbox/queued-message';
import { WORKING_CHOICES } from './alumni-options';
import { registrationFailurePopup } from './registration-outcome';
import { ownRecordQuery } from './alumni-queries';
import './alumni.css';

/** The page's title: the signed-in frame shows it in the page's language (the menus' titles). */
const TITLE = /*i18n*/ 'Alumni Registration';

export const EMPTY_REGISTRATION = {
  name: '',
  course: '',
  rollNumber: '',
  batch: '',
  mobileNumber: '',
  email: '',
  working: 'NA',
  company: '',
  instituteName: '',
  companyName: '',
  jobTitle: '',
  courseName: '',
  workAddress: '',
  eduAddress: '',
  branch: '',
  degree: '',
  file: null,
};

/** §2 /app/Alumni/Registration Form: the alumnus (or the placement cell for them) fills §3 alumniStudentRegistration. */
export function AlumniRegistrationScreen() {
  const user = currentUser();
  if (!user) return null;
  // The placement cell registers others; an alumnus registers once and then corrects that record.
  return hasAnyRole(user.roles, ALUMNI_SELF_ROLES) ? <SelfRegistration /> : <RegistrationForm />;
}

// Only an alumnus who has already registered needs the record editor.
const OwnRecord = lazy(() => import('./own-record').then((m) => ({ default: m.OwnRecord })));

/** An alumnus who already has a record is led to edit it instead of meeting "already exists" on a second submission. */
function SelfRegistration() {
  const { i18n } = useLingui();
  const own = useQuery(ownRecordQuery());
  if (own.isPending) return <PageFrame title={TITLE}>{null}</PageFrame>;
  if (!own.data) return <RegistrationForm />;
  return (
    <PageFrame title={TITLE}>
      <p className="hint" role="status">
        {i18n._(M.alreadyRegistered)}
      </p>
      <Suspense fallback={null}>
        <OwnRecord />
      </Suspense>
    </PageFrame>
  );
}

/**
 * Its words go through `i18n._` only: this page's first load is budgeted (bench/budget.json), and the signed-in frame
 * it loads with does not carry `<Trans>`.
 */
function RegistrationForm() {
  const { i18n } = useLingui();
  // A new key after a save mounts a fresh file input: the browser keeps a chosen file's name otherwise.
  const [saved, setSaved] = useState(0);
  const save = useMutation({
    mutationFn: ({ payload, file }: { payload: AlumniRegistration; file: File | null }) =>
      submitAlumniRegistration(payload, file),
    onSuccess: async (result) => {
      form.reset();
      setSaved((n) => n + 1);
      // Offline: our words that it is kept on this device, instead of an error.
      await (isQueued(result)
        ? showDialog(i18n._('Saved on this device'), translateKnown(i18n, QUEUED_MESSAGE))
        : showDialog(i18n._('Success'), i18n._(M.registrationDone)));
    },
    onError: async (error) => {
      const popup = await registrationFailurePopup(error);
      await showDialog(translateKnown(i18n, popup.header), translateKnown(i18n, popup.message));
    },
  });
  const form = useSchemaForm(AlumniRegistrationSchema, {
    initial: EMPTY_REGISTRATION,
    onSubmit: (payload) => save.mutate({ payload, file: form.values.file as File | null }),
  });
  const working = form.values.working;
  const workingField = form.field('working');

  return (
    <PageFrame title={TITLE}>
      <form className="form-card alumni-form" onSubmit={form.handleSubmit} noValidate aria-label={i18n._(TITLE)}>
        <p className="hint">
          {i18n._("Fields marked * are required. Your details stay with the college's placement cell.")}
        </p>
        <TextField field={form.field('name')} label={i18n._('Name')} maxLength={120} autoComplete="name" />
        <TextField
          field={form.field('rollNumber')}
          label={i18n._('Roll Number')}
          maxLength={20}
          autoCapitalize="characters"
        />
        <AcademicSelects
          degree={form.field('degree')}
          batch={form.field('batch')}
          branch={form.field('branch')}
          clear={(names) => names.forEach((name) => form.setValue(name, ''))}
        />
        <TextField
          field={form.field('mobileNumber')}
          label={i18n._('Mobile Number')}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
        />
        <TextField
          field={form.field('email')}
          label={i18n._('E-mail')}
          type="email"
          maxLength={254}
          autoComplete="email"
        />
        <ChoiceField
          field={{
            ...workingField,
            onChange: (value) => {
              workingField.onChange(value);
              if (clearsCompany(value)) form.setValue('company', '');
            },
          }}
          legend={i18n._('Working')}
          options={WORKING_CHOICES.map((o) => ({ ...o, label: i18n._(o.label) }))}
        />
        {working === 'yes' && (
          <fieldset className="alumni-switch">
            <legend>{i18n._('Work')}</legend>
            <TextField field={form.field('companyName')} label={i18n._('Company Name')} maxLength={200} required />
            <TextField field={form.field('jobTitle')} label={i18n._('Job Title')} maxLength={120} required />
            <TextField field={form.field('workAddress')} label={i18n._('Work Address')} maxLength={300} required />
          </fieldset>
        )}
        {working === 'no' && (
          <fieldset className="alumni-switch">
            <legend>{i18n._('Higher education')}</legend>
            <TextField field={form.field('instituteName')} label={i18n._('Institute Name')} maxLength={200} required />
            <TextField field={form.field('courseName')} label={i18n._('Course Name')} maxLength={120} required />
            <TextField field={form.field('eduAddress')} label={i18n._('Education Address')} maxLength={300} required />
          </fieldset>
        )}
        <FileField
          key={`file-${saved}`}
          field={form.field('file') as unknown as FieldBinding<File | null>}
          label={i18n._('Attachment (.pdf, .jpg, .jpeg, .png, .gif)')}
          accept={ALUMNI_ATTACHMENT_ACCEPT}
        />
        <PlainButton type="submit" expand="block" disabled={save.isPending}>
          {save.isPending ? i18n._('Submitting…') : i18n._('Submit')}
        </PlainButton>
      </form>
    </PageFrame>
  );
}
