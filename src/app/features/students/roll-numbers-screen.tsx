import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RollRow } from '../../../domain/students/roll-number-answers';
import { DEFAULT_ROLL_SETTINGS, type RollPatternSettings } from '../../../domain/students/roll-number-pattern';
import { RollAssignFormSchema, type RollAssignFormOutput } from '../../../domain/students/roll-number-forms';
import { RollPatternSchema } from '../../../domain/students/student-schemas';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import {
  assignRollNumbers,
  previewRollNumbers,
  saveRollPattern,
  studentKeys,
  studentQueries,
} from './students-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './students.css';
import { STUDENTS_PATHS } from '../../../domain/students/paths';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';

/** Roll numbers for admitted applicants (/app/Admin/Roll Numbers): the pattern, a preview, then assign. */
export function RollNumbersScreen() {
  const user = currentUser();
  if (!user) return null;
  return <RollNumbersPanel />;
}

/** The pattern form, once the college's current pattern has loaded (the form starts from it). */
function PatternForm() {
  const { i18n } = useLingui();
  const current = useQuery(studentQueries.pattern());
  if (current.isPending) return <p className="hint">{i18n._('Loading…')}</p>;
  return <PatternFields initial={current.data ?? DEFAULT_ROLL_SETTINGS} />;
}

function PatternFields({ initial }: { initial: RollPatternSettings }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveRollPattern,
    onSuccess: async (a) => {
      setNotice(translateKnown(i18n, a.message));
      await queryClient.invalidateQueries({ queryKey: studentKeys.pattern() });
    },
    onError: async (e) => setFailure(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(RollPatternSchema, {
    initial,
    onSubmit: (settings) => {
      setNotice(null);
      setFailure(null);
      save.mutate(settings);
    },
  });
  return (
    <form className="form-card" aria-labelledby="pattern-title" onSubmit={form.handleSubmit} noValidate>
      <h2 id="pattern-title">{i18n._('Pattern')}</h2>
      <p className="hint">
        {i18n._('Tokens: {yy} or {yyyy} batch year, {college}, {entry}, {branch}, {serial}.', {
          yy: '{YY}',
          yyyy: '{YYYY}',
          college: '{COLLEGE}',
          entry: '{ENTRY}',
          branch: '{BRANCH}',
          serial: '{SERIAL:2}',
        })}
      </p>
      <div className="students-grid">
        <TextField field={form.field('pattern')} label={i18n._('Pattern')} maxLength={80} />
        <TextField field={form.field('collegeCode')} label={i18n._('College code')} maxLength={8} />
        <TextField field={form.field('regularEntry')} label={i18n._('Regular entry')} maxLength={2} />
        <TextField field={form.field('lateralEntry')} label={i18n._('Lateral entry')} maxLength={2} />
      </div>
      <PlainButton type="submit" disabled={save.isPending}>
        {i18n._('Save pattern')}
      </PlainButton>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
    </form>
  );
}

function RollNumbersPanel() {
  const { i18n } = useLingui();
  const batches = useQuery(studentQueries.options('batches'));
  const branches = useQuery(studentQueries.options('branches'));
  const [previewed, setPreviewed] = useState<RollAssignFormOutput | null>(null);
  const [rows, setRows] = useState<RollRow[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = async (e: unknown) => setFailure(translateKnown(i18n, await failureMessage(e)));
  const preview = useMutation({
    mutationFn: previewRollNumbers,
    onSuccess: (a) => {
      setRows(a.rows);
      setRefusal(a.refusal ? translateKnown(i18n, a.refusal) : null);
    },
    onError: fail,
  });
  const assign = useMutation({
    mutationFn: assignRollNumbers,
    onSuccess: (a) => {
      setNotice(translateKnown(i18n, a.message));
      setRows(null);
    },
    onError: fail,
  });
  const form = useSchemaForm(RollAssignFormSchema, {
    initial: { batchId: '', branchId: '' },
    onSubmit: (request) => {
      setNotice(null);
      setFailure(null);
      setPreviewed(request);
      preview.mutate(request);
    },
  });
  return (
    <PageFrame title={i18n._('Roll Numbers')} wide>
      <p>
        <AppLink to={STUDENTS_PATHS.studentDirectory}>{i18n._('All students')}</AppLink>
      </p>
      <PatternForm />
      <form className="form-card" aria-labelledby="assign-title" onSubmit={form.handleSubmit} noValidate>
        <h2 id="assign-title">{i18n._('Admitted applicants')}</h2>
        <div className="students-grid">
          <SelectField
            field={form.field('batchId')}
            label={i18n._('Batch')}
            placeholder={i18n._('Choose')}
            options={batches.data?.map((o) => ({ value: String(o.value), label: o.label }))}
            loading={batches.isPending}
          />
          <SelectField
            field={form.field('branchId')}
            label={i18n._('Branch')}
            placeholder={i18n._('All')}
            options={branches.data?.map((o) => ({ value: String(o.value), label: o.label }))}
          />
        </div>
        <PlainButton type="submit" disabled={!form.values.batchId || preview.isPending}>
          {i18n._('Preview')}
        </PlainButton>
      </form>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      {rows && (
        <section className="form-card" aria-labelledby="preview-title">
          <h2 id="preview-title">{i18n._('Preview: {count} applicants', { count: rows.length })}</h2>
          {rows.length > 0 && (
            <div className="table-scroll" role="region" aria-label={i18n._('Roll numbers to give')} tabIndex={0}>
              <table className="result-table">
                <thead>
                  <tr>
                    <th scope="col">{i18n._('Admission number')}</th>
                    <th scope="col">{i18n._('Name')}</th>
                    <th scope="col">{i18n._('Branch')}</th>
                    <th scope="col">{i18n._('Roll number')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.studentId}>
                      <td data-label={i18n._('Admission number')}>{r.adminNo}</td>
                      <td data-label={i18n._('Name')}>{r.fullName}</td>
                      <td data-label={i18n._('Branch')}>{r.branch}</td>
                      <td data-label={i18n._('Roll number')}>{r.rollNumber ?? i18n._('No serial left')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ErrorAlert message={refusal} />
          <PlainButton
            disabled={rows.length === 0 || refusal !== null || assign.isPending}
            onClick={() => previewed && assign.mutate(previewed)}
          >
            {i18n._('Assign roll numbers')}
          </PlainButton>
        </section>
      )}
    </PageFrame>
  );
}
