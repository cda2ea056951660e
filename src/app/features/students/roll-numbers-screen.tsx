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

/** Roll numbers for admitted applicants (/app/Admin/Roll Numbers): the pattern, a preview, then assign. */
export function RollNumbersScreen() {
  const user = currentUser();
  if (!user) return null;
  return <RollNumbersPanel />;
}

/** The pattern form, once the college's current pattern has loaded (the form starts from it). */
function PatternForm() {
  const current = useQuery(studentQueries.pattern());
  if (current.isPending) return <p className="hint">Loading…</p>;
  return <PatternFields initial={current.data ?? DEFAULT_ROLL_SETTINGS} />;
}

function PatternFields({ initial }: { initial: RollPatternSettings }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveRollPattern,
    onSuccess: async (a) => {
      setNotice(a.message);
      await queryClient.invalidateQueries({ queryKey: studentKeys.pattern() });
    },
    onError: async (e) => setFailure(await failureMessage(e)),
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
      <h2 id="pattern-title">Pattern</h2>
      <p className="hint">
        Tokens: {'{YY}'} or {'{YYYY}'} batch year, {'{COLLEGE}'}, {'{ENTRY}'}, {'{BRANCH}'}, {'{SERIAL:2}'}.
      </p>
      <div className="students-grid">
        <TextField field={form.field('pattern')} label="Pattern" maxLength={80} />
        <TextField field={form.field('collegeCode')} label="College code" maxLength={8} />
        <TextField field={form.field('regularEntry')} label="Regular entry" maxLength={2} />
        <TextField field={form.field('lateralEntry')} label="Lateral entry" maxLength={2} />
      </div>
      <PlainButton type="submit" disabled={save.isPending}>
        Save pattern
      </PlainButton>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
    </form>
  );
}

function RollNumbersPanel() {
  const batches = useQuery(studentQueries.options('batches'));
  const branches = useQuery(studentQueries.options('branches'));
  const [previewed, setPreviewed] = useState<RollAssignFormOutput | null>(null);
  const [rows, setRows] = useState<RollRow[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = async (e: unknown) => setFailure(await failureMessage(e));
  const preview = useMutation({
    mutationFn: previewRollNumbers,
    onSuccess: (a) => {
      setRows(a.rows);
      setRefusal(a.refusal ?? null);
    },
    onError: fail,
  });
  const assign = useMutation({
    mutationFn: assignRollNumbers,
    onSuccess: (a) => {
      setNotice(a.message);
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
    <PageFrame title="Roll Numbers" wide>
      <p>
        <AppLink to={STUDENTS_PATHS.studentDirectory}>All students</AppLink>
      </p>
      <PatternForm />
      <form className="form-card" aria-labelledby="assign-title" onSubmit={form.handleSubmit} noValidate>
        <h2 id="assign-title">Admitted applicants</h2>
        <div className="students-grid">
          <SelectField
            field={form.field('batchId')}
            label="Batch"
            placeholder="Choose"
            options={batches.data?.map((o) => ({ value: String(o.value), label: o.label }))}
            loading={batches.isPending}
          />
          <SelectField
            field={form.field('branchId')}
            label="Branch"
            placeholder="All"
            options={branches.data?.map((o) => ({ value: String(o.value), label: o.label }))}
          />
        </div>
        <PlainButton type="submit" disabled={!form.values.batchId || preview.isPending}>
          Preview
        </PlainButton>
      </form>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      {rows && (
        <section className="form-card" aria-labelledby="preview-title">
          <h2 id="preview-title">Preview: {rows.length} applicants</h2>
          {rows.length > 0 && (
            <div className="table-scroll" role="region" aria-label="Roll numbers to give" tabIndex={0}>
              <table className="result-table">
                <thead>
                  <tr>
                    <th scope="col">Admission number</th>
                    <th scope="col">Name</th>
                    <th scope="col">Branch</th>
                    <th scope="col">Roll number</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.studentId}>
                      <td data-label="Admission number">{r.adminNo}</td>
                      <td data-label="Name">{r.fullName}</td>
                      <td data-label="Branch">{r.branch}</td>
                      <td data-label="Roll number">{r.rollNumber ?? 'No serial left'}</td>
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
            Assign roll numbers
          </PlainButton>
        </section>
      )}
    </PageFrame>
  );
}
