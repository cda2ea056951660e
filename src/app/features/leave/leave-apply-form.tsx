import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { acceptAttribute } from '../../../domain/files/allowed-types';
import {
  LeaveApplicationSchema,
  daysLabel,
  daysText,
  type EndHalf,
  type StartHalf,
} from '../../../domain/leave/leave-rules';
import { LEAVE_MESSAGES as M } from '../../../domain/leave/messages';
import { APP_PATHS } from '../../../domain/routes/known-paths';
import { refusalText } from '../../lib/refusal-text';
import { useOnline } from '../../lib/use-online';
import { AppLink } from '../../ui/app-link';
import { ChoiceSelect } from '../../ui/choice-select';
import { ErrorAlert } from '../../ui/error-alert';
import { FieldMessage, fieldAria } from '../../ui/form/field-parts';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { LeaveClasses } from './leave-line';
import { applyForLeave, leaveQueries, type MyLeave } from './leave-queries';

const START_OPTIONS = [
  { value: 1, label: 'The whole day' },
  { value: 2, label: 'From the second half' },
];
const END_OPTIONS = [
  { value: 1, label: 'The whole day' },
  { value: 2, label: 'Until the first half' },
];

/** The apply form's fields in page order (focus goes to the first with an issue). */
const LEAVE_FIELDS = ['leaveTypeId', 'fromDate', 'toDate', 'reason', 'attachment'] as const;
type LeaveIssues = Partial<Record<(typeof LEAVE_FIELDS)[number] | 'form', string>>;

/** Each field's first issue from the application's schema; a rule of several fields (the dates) is the form's. */
function leaveIssues(input: Record<string, unknown>, attachmentMissing: boolean): LeaveIssues {
  const found: LeaveIssues = {};
  for (const issue of v.safeParse(LeaveApplicationSchema, input).issues ?? []) {
    const path = v.getDotPath(issue);
    const name = LEAVE_FIELDS.find((f) => f === path) ?? 'form';
    found[name] ??= issue.message;
  }
  if (attachmentMissing) found.attachment ??= M.attachmentNeeded;
  return found;
}

/** The apply form of /app/Leave, with the days counted and the classes in them. */
export function ApplyForm({ mine, onApplied }: { mine: MyLeave; onApplied: (message: string) => void }) {
  const online = useOnline();
  const [typeId, setTypeId] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [fromHalf, setFromHalf] = useState<StartHalf>('full');
  const [toHalf, setToHalf] = useState<EndHalf>('full');
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const type = mine.types.find((t) => String(t.id) === typeId);
  const end = toDate || fromDate;
  const ready = typeId !== '' && fromDate !== '' && end >= fromDate;
  const search = { leaveTypeId: typeId, fromDate, toDate: end, fromHalf, toHalf };
  const preview = useQuery({ ...leaveQueries.preview(search), enabled: ready && online });
  const apply = useMutation({
    mutationFn: () =>
      applyForLeave(v.parse(LeaveApplicationSchema, { ...search, leaveTypeId: Number(typeId), reason }), file),
    onSuccess: ({ message }) => {
      setFailure(null);
      setFromDate('');
      setToDate('');
      setReason('');
      setFile(null);
      onApplied(message);
    },
    onError: async (e) => setFailure(await refusalText(e)),
  });
  // Quiet until the first Apply, then each field's first issue under it, kept up to date as the user types.
  const issues = submitted
    ? leaveIssues(
        { ...search, leaveTypeId: Number(typeId) || undefined, reason },
        Boolean(type?.needsAttachment && !file),
      )
    : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = leaveIssues(
      { ...search, leaveTypeId: Number(typeId) || undefined, reason },
      Boolean(type?.needsAttachment && !file),
    );
    const first = LEAVE_FIELDS.find((name) => found[name]);
    if (first) return formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    if (found.form) return setFailure(found.form);
    apply.mutate();
  };

  return (
    <form className="leave-form" onSubmit={submit} aria-labelledby="apply-title" noValidate ref={formRef}>
      <h2 id="apply-title">Apply for leave</h2>
      <div className="leave-form__grid">
        <ChoiceSelect
          label="Leave type"
          name="leaveTypeId"
          value={typeId}
          options={mine.types.map((t) => ({ value: t.id, label: `${t.code} ${t.name}` }))}
          onChange={setTypeId}
          error={issues.leaveTypeId}
        />
        <PlainTextField
          name="fromDate"
          label="From"
          type="date"
          value={fromDate}
          onChange={setFromDate}
          error={issues.fromDate}
        />
        <PlainTextField
          name="toDate"
          label="To"
          type="date"
          value={toDate}
          onChange={setToDate}
          error={issues.toDate}
        />
        {type?.halfDaysAllowed && (
          <>
            <ChoiceSelect
              label="First day"
              name="fromHalf"
              value={fromHalf === 'full' ? '1' : '2'}
              options={START_OPTIONS}
              onChange={(value) => setFromHalf(value === '2' ? 'second' : 'full')}
            />
            <ChoiceSelect
              label="Last day"
              name="toHalf"
              value={toHalf === 'full' ? '1' : '2'}
              options={END_OPTIONS}
              onChange={(value) => setToHalf(value === '2' ? 'first' : 'full')}
            />
          </>
        )}
        <PlainTextField
          name="reason"
          label="Reason"
          value={reason}
          onChange={setReason}
          maxLength={500}
          error={issues.reason}
        />
        <div className="plain-field">
          <label htmlFor="leave-attachment">
            Attachment{type?.needsAttachment ? ' (needed for this leave type)' : ' (optional)'}: a PDF or an image
          </label>
          <input
            id="leave-attachment"
            name="attachment"
            type="file"
            accept={acceptAttribute('document')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            {...fieldAria('leave-attachment', issues.attachment, false)}
          />
          <FieldMessage fieldId="leave-attachment" error={issues.attachment} />
        </div>
      </div>
      {ready && preview.data && (
        <div className="leave-preview" aria-live="polite">
          <p>
            {preview.data.refusal ??
              `${daysLabel(preview.data.halfDays)} counted; ${daysText((preview.data.balance?.available ?? 0) - preview.data.halfDays)} of ${preview.data.balance?.code ?? ''} left after this leave.`}
          </p>
          <LeaveClasses classes={preview.data.classes} />
        </div>
      )}
      {!online && (
        <p className="hint" role="status">
          You are offline. Leave is applied online: the server checks the balance and your other leave when it arrives.
        </p>
      )}
      <ErrorAlert message={failure ?? issues.form ?? null} />
      <PlainButton type="submit" disabled={apply.isPending || !online}>
        Apply
      </PlainButton>
      <p className="hint">
        <AppLink to={APP_PATHS.leaveApprovals}>Leave waiting for your decision</AppLink>
      </p>
    </form>
  );
}
