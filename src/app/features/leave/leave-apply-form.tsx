import { useMutation, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { acceptAttribute } from '../../../domain/files/allowed-types';
import { EMPTY_APPLICATION, leaveApplyFormSchema } from '../../../domain/leave/leave-forms';
import { daysText, type LeaveApplication } from '../../../domain/leave/leave-rules';
import { refusalText } from '../../lib/refusal-text';
import { useOnline } from '../../lib/use-online';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';
import { DateField } from '../../ui/form/date-field';
import { FileField } from '../../ui/form/file-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { LeaveClasses, daysIn } from './leave-line';
import { translateKnown } from '../../i18n/translate-known';
import type { MyLeave } from '../../../domain/leave/leave-answers';
import { applyForLeave, leaveQueries } from './leave-queries';
import { LEAVE_PATHS } from '../../../domain/leave/paths';

// The form kit shows an option's label in the page's language.
const START_OPTIONS = [
  { value: 'full', label: /*i18n*/ 'The whole day' },
  { value: 'second', label: /*i18n*/ 'From the second half' },
];
const END_OPTIONS = [
  { value: 'full', label: /*i18n*/ 'The whole day' },
  { value: 'first', label: /*i18n*/ 'Until the first half' },
];

/**
 * The apply form of /app/Leave, with the days counted and the classes in them. Leave is applied online only: the
 * server checks the balance and the applicant's other leave, so Apply waits for a connection.
 */
export function ApplyForm({ mine, onApplied }: { mine: MyLeave; onApplied: (message: string) => void }) {
  const online = useOnline();
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => leaveApplyFormSchema((id) => mine.types.some((t) => t.id === id && t.needsAttachment)),
    [mine.types],
  );
  const apply = useMutation({
    mutationFn: ({ attachment, ...leave }: LeaveApplication & { attachment?: File | null }) =>
      applyForLeave(leave, attachment ?? null),
    onSuccess: ({ message }) => {
      setFailure(null);
      form.reset({ ...form.values, fromDate: '', toDate: '', reason: '', attachment: null });
      onApplied(message);
    },
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const form = useSchemaForm(schema, {
    initial: EMPTY_APPLICATION,
    onSubmit: (fields) => {
      setFailure(null);
      apply.mutate(fields);
    },
    onInvalid: () => setFailure(null),
  });
  const { leaveTypeId: typeId, fromDate, toDate, fromHalf, toHalf } = form.values;
  const type = mine.types.find((t) => String(t.id) === typeId);
  const end = toDate || fromDate;
  const ready = typeId !== '' && fromDate !== '' && end >= fromDate;
  const search = { leaveTypeId: typeId, fromDate, toDate: end, fromHalf, toHalf };
  const preview = useQuery({ ...leaveQueries.preview(search), enabled: ready && online });

  return (
    <form className="leave-form" onSubmit={form.handleSubmit} aria-labelledby="apply-title" noValidate>
      <h2 id="apply-title">{i18n._('Apply for leave')}</h2>
      <div className="leave-form__grid">
        <SelectField
          field={form.field('leaveTypeId')}
          label={i18n._('Leave type')}
          options={mine.types.map((t) => ({ value: String(t.id), label: `${t.code} ${t.name}` }))}
        />
        <DateField field={form.field('fromDate')} label={i18n._('From')} />
        <DateField field={form.field('toDate')} label={i18n._('To')} />
        {type?.halfDaysAllowed && (
          <>
            <SelectField field={form.field('fromHalf')} label={i18n._('First day')} options={START_OPTIONS} />
            <SelectField field={form.field('toHalf')} label={i18n._('Last day')} options={END_OPTIONS} />
          </>
        )}
        <TextField field={form.field('reason')} label={i18n._('Reason')} maxLength={500} />
        <FileField
          field={form.field('attachment')}
          label={
            type?.needsAttachment
              ? i18n._('Attachment (needed for this leave type): a PDF or an image')
              : i18n._('Attachment (optional): a PDF or an image')
          }
          accept={acceptAttribute('document')}
          required={Boolean(type?.needsAttachment)}
        />
      </div>
      {ready && preview.data && (
        <div className="leave-preview" aria-live="polite">
          <p>
            {preview.data.refusal !== null
              ? translateKnown(i18n, preview.data.refusal)
              : i18n._('{days} counted; {left} of {code} left after this leave.', {
                  days: daysIn(i18n, preview.data.halfDays),
                  left: daysText((preview.data.balance?.available ?? 0) - preview.data.halfDays),
                  code: preview.data.balance?.code ?? '',
                })}
          </p>
          <LeaveClasses classes={preview.data.classes} />
        </div>
      )}
      {!online && (
        <p className="hint" role="status">
          {i18n._(
            'You are offline. Leave is applied online: the server checks the balance and your other leave when it arrives.',
          )}
        </p>
      )}
      <ErrorAlert message={failure ?? form.formError} />
      <PlainButton type="submit" disabled={apply.isPending || !online}>
        {i18n._('Apply')}
      </PlainButton>
      <p className="hint">
        <AppLink to={LEAVE_PATHS.leaveApprovals}>{i18n._('Leave waiting for your decision')}</AppLink>
      </p>
    </form>
  );
}
