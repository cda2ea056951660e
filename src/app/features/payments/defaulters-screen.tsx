import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import type { Defaulter } from '../../../domain/payments/defaulter-answers';
import { DEFAULTER_MESSAGES as M, type ReminderChannel } from '../../../domain/payments/defaulters';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { useKioskMode } from '../../lib/kiosk';
import { saveFile } from '../../lib/save-file';
import { useOnline } from '../../lib/use-online';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { defaulterKeys, defaulterLetterBlob, defaulterQueries, sendReminders } from './defaulters-queries';
import { feePlanQueries } from './fee-plans-queries';
import './counter.css';

const TITLE = /*i18n*/ 'Fee Defaulters';

/** A labelled drop-down whose blank is "All". */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: number; label: string }[];
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{i18n._('All')}</option>
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A defaulter's letter button: the PDF opens in a new tab and is saved, or on a kiosk shows inside the screen. */
function LetterButton({ student, onPreview }: { student: Defaulter; onPreview: (url: string, name: string) => void }) {
  const { i18n } = useLingui();
  const kiosk = useKioskMode();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const blob = await defaulterLetterBlob(student.id);
      const url = URL.createObjectURL(blob);
      if (kiosk) onPreview(url, student.name);
      else {
        window.open(url, '_blank', 'noopener');
        saveFile(blob, `Fee_reminder_${student.rollNo}.pdf`);
      }
    } catch (e) {
      void showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainButton
      size="small"
      fill="outline"
      disabled={!online || busy}
      aria-label={i18n._('Letter to {name}', { name: student.name })}
      onClick={() => void open()}
    >
      {busy ? i18n._('Preparing…') : i18n._('Letter')}
    </PlainButton>
  );
}

/**
 * Fee defaulters for the accounts office: students on roll with dues past their due date, by batch and branch, most
 * owed first; reminders by e-mail or SMS to the students ticked, and a reminder letter each. Live money: it needs a
 * connection.
 */
export function FeeDefaultersScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [batchId, setBatchId] = useState('');
  const [branchId, setBranchId] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);

  const options = useQuery({ ...feePlanQueries.options(), enabled: online });
  const list = useQuery({ ...defaulterQueries.list(batchId, branchId), enabled: online });
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (list.error) void failureMessage(list.error).then((m) => setLoadError(translateKnown(i18n, m)));
    else setLoadError(null);
  }, [list.error, i18n]);

  const students = useMemo(() => list.data?.students ?? [], [list.data]);
  // What is ticked is kept to the students listed now (the filters change the list).
  const picked = students.filter((s) => chosen.has(s.id));
  const allPicked = students.length > 0 && picked.length === students.length;

  const courseOf = new Map(options.data?.courses.map((c) => [c.id, c.name]));
  const batchOptions = (options.data?.batches ?? []).map((b) => ({
    value: b.id,
    label: `${courseOf.get(b.degreeId) ?? ''} ${b.name}`.trim(),
  }));
  const degreeId = options.data?.batches.find((b) => String(b.id) === batchId)?.degreeId;
  const branchOptions = (options.data?.branches ?? [])
    .filter((b) => degreeId === undefined || b.degreeId === degreeId)
    .map((b) => ({ value: b.id, label: b.name }));

  const remind = useMutation({
    mutationFn: ({ ids, channel }: { ids: number[]; channel: ReminderChannel }) => sendReminders(ids, channel),
    onSuccess: async (answer) => {
      void showToast(i18n._(M.reminded, { sent: answer.sent, skipped: answer.skipped }), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: defaulterKeys.all });
    },
    onError: async (e) => showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' }),
  });
  const ask = (channel: ReminderChannel) => {
    const count = picked.length;
    const question =
      channel === 'mail'
        ? i18n._('Send e-mail reminders to {count, plural, one {# student} other {# students}}?', { count })
        : i18n._('Send SMS reminders to {count, plural, one {# student} other {# students}}?', { count });
    void confirmYes(question).then((yes) => yes && remind.mutate({ ids: picked.map((s) => s.id), channel }));
  };
  const toggle = (id: number, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const total = students.reduce((sum, s) => sum + s.overdue, 0);

  return (
    <PageFrame title={i18n._(TITLE)} wide>
      {!online && <ErrorAlert message={i18n._('Fee defaulters need a connection.')} />}
      <div className="defaulters-filters" role="group" aria-label={i18n._('Filters')}>
        <FilterSelect
          label={i18n._('Batch')}
          value={batchId}
          options={batchOptions}
          onChange={(value) => {
            setBatchId(value);
            setBranchId('');
          }}
        />
        <FilterSelect label={i18n._('Branch')} value={branchId} options={branchOptions} onChange={setBranchId} />
      </div>
      <ErrorAlert message={loadError} />
      {list.data && (
        <>
          <p role="status">
            {i18n._(
              '{count, plural, =0 {No student has dues past their due date.} one {# student owes {amount} past the due date.} other {# students owe {amount} past the due date.}}',
              { count: students.length, amount: formatRupees(total) },
            )}
          </p>
          <div className="row-actions defaulters-actions">
            <PlainButton disabled={!online || picked.length === 0 || remind.isPending} onClick={() => ask('mail')}>
              {i18n._('Send e-mail reminders')}
            </PlainButton>
            <PlainButton
              fill="outline"
              disabled={!online || picked.length === 0 || remind.isPending || !list.data.sms}
              onClick={() => ask('sms')}
            >
              {i18n._('Send SMS reminders')}
            </PlainButton>
          </div>
          {!list.data.sms && <p className="hint">{i18n._(M.smsNotSetUp)}</p>}
          {preview && (
            <iframe
              className="pdf-preview"
              src={preview.url}
              title={i18n._('Letter to {name}', { name: preview.name })}
            />
          )}
          {students.length > 0 && (
            <div className="table-scroll" role="region" aria-label={i18n._(TITLE)} tabIndex={0}>
              <table className="result-table defaulters-table">
                <caption>
                  {i18n._('Students with dues past their due date on {day}', {
                    day: dateText(list.data.today, locale),
                  })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        checked={allPicked}
                        ref={(box) => {
                          if (box) box.indeterminate = picked.length > 0 && !allPicked;
                        }}
                        onChange={(e) => setChosen(e.target.checked ? new Set(students.map((s) => s.id)) : new Set())}
                        aria-label={i18n._('Select all')}
                      />
                    </th>
                    <th scope="col">{i18n._('Roll Number')}</th>
                    <th scope="col">{i18n._('Name')}</th>
                    <th scope="col">{i18n._('Branch / Batch')}</th>
                    <th scope="col">{i18n._('Overdue dues')}</th>
                    <th scope="col">{i18n._('Oldest due date')}</th>
                    <th scope="col">{i18n._('Overdue amount')}</th>
                    <th scope="col">{i18n._('Late fine to date')}</th>
                    <th scope="col">{i18n._('Letter')}</th>
                  </tr>
                </thead>
                <tbody>
                  {students.map((s) => (
                    <tr key={s.id}>
                      <td data-label={i18n._('Select')}>
                        <input
                          type="checkbox"
                          checked={chosen.has(s.id)}
                          onChange={(e) => toggle(s.id, e.target.checked)}
                          aria-label={i18n._('Select {name}', { name: `${s.rollNo} ${s.name}` })}
                        />
                      </td>
                      <td data-label={i18n._('Roll Number')}>{s.rollNo}</td>
                      <td data-label={i18n._('Name')}>
                        {s.name}
                        {!s.hasEmail && <span className="hint"> · {i18n._('no e-mail')}</span>}
                        {!s.hasMobile && <span className="hint"> · {i18n._('no mobile')}</span>}
                      </td>
                      <td data-label={i18n._('Branch / Batch')}>{`${s.branch} / ${s.batch}`}</td>
                      <td data-label={i18n._('Overdue dues')}>{s.dues}</td>
                      <td data-label={i18n._('Oldest due date')}>{dateText(s.oldestDueDate, locale)}</td>
                      <td data-label={i18n._('Overdue amount')} className="money">
                        {formatRupees(s.overdue)}
                      </td>
                      <td data-label={i18n._('Late fine to date')} className="money">
                        {formatRupees(s.fine)}
                      </td>
                      <td data-label={i18n._('Letter')}>
                        <LetterButton student={s} onPreview={(url, name) => setPreview({ url, name })} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}
