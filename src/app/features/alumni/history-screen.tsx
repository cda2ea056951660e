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
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { AcademicSelects } from './academic-selects';
import { isQueued, submitAlumniHistory } from './alumni-api';
import { QUEUED_MESSAGE } from '../../lib/offline/outbox/queued-message';
import { STATUS_CHOICES } from './alumni-options';
import { alumniBatchesQuery, alumniDataQuery, alumniKeys, branchesQuery, degreesQuery } from './alumni-queries';
import { HistoryList } from './history-list';
import './alumni.css';

const TITLE = 'Alumni History';

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
        void showToast(QUEUED_MESSAGE, { tone: 'medium', duration: 8000 });
      } else if (response.status === 200) {
        form.reset();
        setSaved((n) => n + 1);
        await queryClient.invalidateQueries({ queryKey: alumniKeys.data() });
        void showToast(M.historySaved, { tone: 'success' });
      } else {
        const body: unknown = await response.json().catch(() => null);
        const duplicate = v.is(MessageAnswerSchema, body) && body.message === M.duplicateRoll;
        // Our server's reason when it gives one of the §5 messages (a duplicate found by the server); else the seed's words.
        void showToast(duplicate ? M.duplicateRoll : M.historyFailed, { tone: 'danger' });
      }
    },
    onError: () => void showToast(M.historyFailed, { tone: 'danger' }),
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
      if (typeof trimmed === 'string') return void showToast(trimmed, { tone: 'danger' });
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
      if (problem) return void showToast(problem, { tone: 'danger' });
      const data = v.safeParse(AlumniHistorySchema, trimmed);
      if (!data.success) return void showToast(data.issues[0].message, { tone: 'danger' });
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
      <form className="form-card alumni-form" onSubmit={form.handleSubmit} noValidate aria-label={TITLE}>
        <ChoiceField field={form.field('status')} legend="Status" options={STATUS_CHOICES} required />
        <TextField
          field={form.field('rollNumber')}
          label="Roll Number"
          maxLength={20}
          required
          autoCapitalize="characters"
        />
        <TextField field={form.field('name')} label="Student Name" maxLength={120} required />
        <TextField field={form.field('fatherName')} label="Father's Name" maxLength={120} required />
        <AcademicSelects
          degree={form.field('course')}
          batch={form.field('batch')}
          branch={form.field('branch')}
          degreeLabel="Course"
          clear={(names) => names.forEach((name) => form.setValue(name, ''))}
        />
        <TextField field={form.field('section')} label="Section" maxLength={8} />
        <TextField field={form.field('studentEmail')} label="Student E-mail" type="email" maxLength={254} required />
        <TextField
          field={form.field('studentMobile')}
          label="Student Phone Number"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          required
        />
        {status === 'working' && (
          <fieldset className="alumni-switch">
            <legend>Work</legend>
            <TextField field={form.field('company')} label="Company Name" maxLength={200} required />
            <TextField field={form.field('packages')} label="Package" maxLength={32} />
            <TextField field={form.field('designation')} label="Designation" maxLength={120} required />
            <TextField field={form.field('experience')} label="Experience" maxLength={32} required />
            <TextField field={form.field('location')} label="Location" maxLength={120} required />
          </fieldset>
        )}
        {status === 'studying' && (
          <fieldset className="alumni-switch">
            <legend>Higher education</legend>
            <TextField field={form.field('instituteName')} label="Institute Name" maxLength={200} required />
            <TextField field={form.field('location')} label="Location" maxLength={120} required />
          </fieldset>
        )}
        <FileField key={`photo-${saved}`} field={fileField('passportPhoto')} label="Passport Photo" accept="image/*" />
        <FileField
          key={`certificate-${saved}`}
          field={fileField('certificate')}
          label={certificateLabel(status)}
          accept={acceptAttribute('document')}
          required={status !== ''}
        />
        <PlainButton type="submit" expand="block" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </PlainButton>
      </form>
      <HistoryList records={records} />
    </PageFrame>
  );
}
