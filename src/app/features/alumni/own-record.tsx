import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALUMNI_MESSAGES as M } from '../../../domain/alumni/messages';
import {
  AlumniRegistrationSchema,
  clearsCompany,
  type AlumniRegistration,
} from '../../../domain/alumni/registration-schema';
import { failureMessage } from '../../lib/http';
import { AppLink } from '../../ui/app-link';
import { ChoiceField } from '../../ui/form/choice-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { showToast } from '../../ui/toast';
import { saveOwnRecord } from './alumni-api';
import { WORKING_CHOICES } from './alumni-options';
import { alumniKeys, ownRecordQuery } from './alumni-queries';
import { translateKnown } from '../../i18n/translate-known';
import { ErrorAlert } from '../../ui/error-alert';
import { ALUMNI_PATHS } from '../../../domain/alumni/paths';

/** The signed-in alumnus's own registration: contact details and what they do now, corrected in place. */
export function OwnRecord() {
  const { i18n } = useLingui();
  const record = useQuery(ownRecordQuery());
  if (record.isPending) return null;
  if (record.isError) return <ErrorAlert message={record.error.message} />;
  if (!record.data)
    return (
      <p className="hint">
        {i18n._(M.noOwnRecord)}{' '}
        <AppLink to={ALUMNI_PATHS.alumniRegistration}>
          <Trans id="Open the registration form" />
        </AppLink>
      </p>
    );
  return <OwnRecordForm record={record.data} />;
}

function OwnRecordForm({ record }: { record: AlumniRegistration }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveOwnRecord,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: alumniKeys.all });
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
    },
    onError: async (error) => void showToast(translateKnown(i18n, await failureMessage(error)), { tone: 'danger' }),
  });
  const form = useSchemaForm(AlumniRegistrationSchema, {
    initial: { ...record, file: null },
    onSubmit: (fields) => save.mutate(fields),
  });
  const workingField = form.field('working');
  const working = form.values.working;
  return (
    <form
      className="form-card alumni-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={i18n._('My alumni record')}
    >
      <h2>
        <Trans id="My alumni record" />
      </h2>
      <p className="hint">
        {record.name}, {record.rollNumber} · {record.degree} {record.batch} · {record.branch}
      </p>
      <TextField
        field={form.field('mobileNumber')}
        label={i18n._('Mobile Number')}
        type="tel"
        inputMode="numeric"
        maxLength={10}
      />
      <TextField field={form.field('email')} label={i18n._('E-mail')} type="email" maxLength={254} />
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
        <>
          <TextField field={form.field('companyName')} label={i18n._('Company Name')} maxLength={200} required />
          <TextField field={form.field('jobTitle')} label={i18n._('Job Title')} maxLength={120} required />
          <TextField field={form.field('workAddress')} label={i18n._('Work Address')} maxLength={300} required />
        </>
      )}
      {working === 'no' && (
        <>
          <TextField field={form.field('instituteName')} label={i18n._('Institute Name')} maxLength={200} required />
          <TextField field={form.field('courseName')} label={i18n._('Course Name')} maxLength={120} required />
          <TextField field={form.field('eduAddress')} label={i18n._('Education Address')} maxLength={300} required />
        </>
      )}
      <PlainButton type="submit" disabled={save.isPending}>
        {save.isPending ? i18n._('Saving…') : i18n._('Save my record')}
      </PlainButton>
    </form>
  );
}
