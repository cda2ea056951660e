import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { RollRow } from '../../../domain/students/roll-number-answers';
import { DEFAULT_ROLL_SETTINGS, type RollPatternSettings } from '../../../domain/students/roll-number-pattern';
import { APP_PATHS } from '../../../domain/routes/known-paths';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
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
  const [form, setForm] = useState<RollPatternSettings>(initial);
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
  const field = (name: keyof RollPatternSettings, label: string, max: number) => (
    <PlainTextField
      label={label}
      value={form[name]}
      maxLength={max}
      onChange={(v) => setForm((f) => ({ ...f, [name]: v }))}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFailure(null);
    save.mutate(form);
  };
  return (
    <form className="form-card" aria-labelledby="pattern-title" onSubmit={submit} noValidate>
      <h2 id="pattern-title">Pattern</h2>
      <p className="hint">
        Tokens: {'{YY}'} or {'{YYYY}'} batch year, {'{COLLEGE}'}, {'{ENTRY}'}, {'{BRANCH}'}, {'{SERIAL:2}'}.
      </p>
      <div className="students-grid">
        {field('pattern', 'Pattern', 80)}
        {field('collegeCode', 'College code', 8)}
        {field('regularEntry', 'Regular entry', 2)}
        {field('lateralEntry', 'Lateral entry', 2)}
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
  const [batchId, setBatchId] = useState('');
  const [branchId, setBranchId] = useState('');
  const [rows, setRows] = useState<RollRow[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const batchField = useId();
  const branchField = useId();
  const body = () => ({ batchId: Number(batchId), branchId: branchId ? Number(branchId) : null });
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
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFailure(null);
    preview.mutate(body());
  };
  return (
    <PageFrame title="Roll Numbers" wide>
      <p>
        <AppLink to={APP_PATHS.studentDirectory}>All students</AppLink>
      </p>
      <PatternForm />
      <form className="form-card" aria-labelledby="assign-title" onSubmit={ask} noValidate>
        <h2 id="assign-title">Admitted applicants</h2>
        <div className="students-grid">
          <div className="select-field">
            <label htmlFor={batchField}>Batch</label>
            <select id={batchField} value={batchId} onChange={(e) => setBatchId(e.target.value)}>
              <option value="">Choose</option>
              {(batches.data ?? []).map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="select-field">
            <label htmlFor={branchField}>Branch</label>
            <select id={branchField} value={branchId} onChange={(e) => setBranchId(e.target.value)}>
              <option value="">All</option>
              {(branches.data ?? []).map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PlainButton type="submit" disabled={!batchId || preview.isPending}>
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
            onClick={() => assign.mutate(body())}
          >
            Assign roll numbers
          </PlainButton>
        </section>
      )}
    </PageFrame>
  );
}
