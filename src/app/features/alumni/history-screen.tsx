import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import {
  AlumniHistoryFormSchema,
  AlumniHistorySchema,
  firstHistoryProblem,
  trimmedHistory,
  type AlumniHistory,
} from '../../../domain/alumni/history-schema';
import { ALUMNI_MESSAGES as M, certificateLabel } from '../../../domain/alumni/messages';
import { MessageAnswerSchema } from '../../../domain/auth/answers';
import { acceptAttribute } from '../../../domain/files/allowed-types';
import { currentUser } from '../../lib/session';
import { ChoiceField } from '../../ui/form/choice-field';
import { FileField } from '../../ui/form/file-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm, type FieldBinding } from '../../ui/form/use-schema-form';
import { translateKnown } from '../../i18n/translate-known';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { AcademicSelects } from './academic-selects';
import { isQueued, submitAlumniHistory } from './alumni-api';
import { QUEUED_MESSAGE } from '../../lib/offline/outbox/queued-message';
import { STATUS_CHOICES } from './alumni-options';
import { alumniBatchesQuery, alumniDataQuery, alumniKeys, branchesQuery, degreesQuery } from './alumni-queries';
import { HistoryList } from './history-list';
import './alumni.css';

const TITLE = /*i18n*/ 'Alumni History';

const EMPTY_HISTORY = {
  status: '',
  rollNumber: '',
  name: '',
  branch: '',
  batch: '',
  studentMobile: '',
  studentEmail: '',
  course: '',
  fatherName: '',
  section: '',
  company: '',
  packages: '',
  designation: '',
  experience: '',
  location: '',
  instituteName: '',
  passportPhoto: null,
  certificate: null,
};

type Files = { passportPhoto: File | null; certificate: File | null };

/** §2 /AlumniHistory: status working or studying, the record and its files; one toast per §5 rule, in the seed's order. */
export function AlumniHistoryScreen() {
  const user = currentUser();
  if (!user) return null;
  return <HistoryForm />;
}

function HistoryForm() {
  const { i18n } = useLingui();
  const toast = (message: string, tone: 'success' | 'danger') =>
    void showToast(translateKnown(i18n, message), { tone });
  const queryClient = useQueryClient();
  const records = useQuery(alumniDataQuery());
  // A new key after a save mounts fresh file inputs: the browser keeps a chosen file's name otherwise.
  const [saved, setSaved] = useState(0);
  const save = useMutation({
    mutationFn: ({ data, files }: { data: AlumniHistory; files: Files }) => submitAlumniHistory(data, files),
    onSuccess: async (response) => {
      if (isQueued(response)) {
        form.reset();
        setSaved((n) => n + 1);
        void showToast(translateKnown(i18n, QUEUED_MESSAGE), { tone: 'medium', duration: 8000 });
      } else if (response.status === 200) {
        form.reset();
        setSaved((n) => n + 1);
        await queryClient.invalidateQueries({ queryKey: alumniKeys.data() });
        toast(M.historySaved, 'success');
      } else {
        const body: unknown = await response.json().catch(() => null);
        const duplicate = v.is(MessageAnswerSchema, body) && body.message === M.duplicateRoll;
        // Our server's reason when it gives one of the §5 messages (a duplicate found by the server); else the seed's words.
        toast(duplicate ? M.duplicateRoll : M.historyFailed, 'danger');
      }
    },
    onError: () => toast(M.historyFailed, 'danger'),
  });
  const form = useSchemaForm(AlumniHistoryFormSchema, {
    initial: EMPTY_HISTORY,
    onSubmit: ({ passportPhoto: _photo, certificate: _certificate, ...fields }) => {
      const values = form.values;
      const files: Files = {
        passportPhoto: values.passportPhoto as File | null,
        certificate: values.certificate as File | null,
      };
      const trimmed = trimmedHistory(fields);
      if (typeof trimmed === 'string') return toast(trimmed, 'danger');
      const existingRollNumbers = new Set((records.data ?? []).map((r) => r.rollNumber.toUpperCase()));
      const choices = {
        courses: degrees.data?.map((d) => d.value) ?? [],
        batches: batches.data?.map((b) => b.value) ?? [],
        branches: branches.data?.map((b) => b.shortForm.toUpperCase()) ?? [],
      };
      const problem = firstHistoryProblem(trimmed, {
        existingRollNumbers,
        hasCertificate: files.certificate !== null,
        choices,
      });
      if (problem) return toast(problem, 'danger');
      const data = v.safeParse(AlumniHistorySchema, trimmed);
      if (!data.success) return toast(data.issues[0].message, 'danger');
      save.mutate({ data: data.output, files });
    },
  });
  const status = form.values.status;
  // The same queries the selects use (cached): §5 'Please select Course, Batch, and Branch before saving.'
  const degrees = useQuery(degreesQuery());
  const batches = useQuery(alumniBatchesQuery(form.values.course));
  const branches = useQuery(branchesQuery(form.values.course, form.values.batch));
  const fileField = (name: 'passportPhoto' | 'certificate') => form.field(name) as unknown as FieldBinding<File | null>;

  return (
    <PageFrame title={TITLE} wide>
      <form className="form-card alumni-form" onSubmit={form.handleSubmit} noValidate aria-label={i18n._(TITLE)}>
        <ChoiceField
          field={form.field('status')}
          legend={i18n._('Status')}
          options={STATUS_CHOICES.map((o) => ({ ...o, label: i18n._(o.label) }))}
          required
        />
        <TextField
          field={form.field('rollNumber')}
          label={i18n._('Roll Number')}
          maxLength={20}
          required
          autoCapitalize="characters"
        />
        <TextField field={form.field('name')} label={i18n._('Student Name')} maxLength={120} required />
        <TextField field={form.field('fatherName')} label={i18n._("Father's Name")} maxLength={120} required />
        <AcademicSelects
          degree={form.field('course')}
          batch={form.field('batch')}
          branch={form.field('branch')}
          degreeLabel={i18n._('Course')}
          clear={(names) => names.forEach((name) => form.setValue(name, ''))}
        />
        <TextField field={form.field('section')} label={i18n._('Section')} maxLength={8} />
        <TextField
          field={form.field('studentEmail')}
          label={i18n._('Student E-mail')}
          type="email"
          maxLength={254}
          required
        />
        <TextField
          field={form.field('studentMobile')}
          label={i18n._('Student Phone Number')}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          required
        />
        {status === 'working' && (
          <fieldset className="alumni-switch">
            <legend>
              <Trans id="Work" />
            </legend>
            <TextField field={form.field('company')} label={i18n._('Company Name')} maxLength={200} required />
            <TextField field={form.field('packages')} label={i18n._('Package')} maxLength={32} />
            <TextField field={form.field('designation')} label={i18n._('Designation')} maxLength={120} required />
            <TextField field={form.field('experience')} label={i18n._('Experience')} maxLength={32} required />
            <TextField field={form.field('location')} label={i18n._('Location')} maxLength={120} required />
          </fieldset>
        )}
        {status === 'studying' && (
          <fieldset className="alumni-switch">
            <legend>
              <Trans id="Higher education" />
            </legend>
            <TextField field={form.field('instituteName')} label={i18n._('Institute Name')} maxLength={200} required />
            <TextField field={form.field('location')} label={i18n._('Location')} maxLength={120} required />
          </fieldset>
        )}
        <FileField
          key={`photo-${saved}`}
          field={fileField('passportPhoto')}
          label={i18n._('Passport Photo')}
          accept="image/*"
        />
        <FileField
          key={`certificate-${saved}`}
          field={fileField('certificate')}
          label={i18n._(certificateLabel(status))}
          accept={acceptAttribute('document')}
          required={status !== ''}
        />
        <PlainButton type="submit" expand="block" disabled={save.isPending}>
          {save.isPending ? i18n._('Saving…') : i18n._('Save')}
        </PlainButton>
      </form>
      <HistoryList records={records} />
    </PageFrame>
  );
}
