import { useScholarshipSave } from './scholarship-save';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { dateText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import type { ConcessionRow } from '../../../domain/payments/concession-answers';
import { CONCESSION_STATUSES, basisPointsText, type ConcessionStatus } from '../../../domain/payments/concessions';
import { useLocale } from '../../i18n/use-locale';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { ConcessionForm } from './concession-form';
import { concessionQueries, decideConcession } from './concession-queries';

const STATUS_LABELS: Readonly<Record<ConcessionStatus, string>> = {
  PROPOSED: /*i18n*/ 'Waiting for approval',
  APPROVED: /*i18n*/ 'Approved',
  REJECTED: /*i18n*/ 'Rejected',
};

/** One concession: whom it is for, on what, how much, why, and who proposed and decided it. */
function ConcessionCard({
  c,
  onDecide,
  busy,
}: {
  c: ConcessionRow;
  onDecide: (approve: boolean) => void;
  busy: boolean;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const off = c.kind === 'PERCENT' ? `${basisPointsText(c.value)}%` : formatRupees(c.value);
  const who = c.rollNo
    ? `${c.rollNo} ${c.studentName ?? ''}`
    : i18n._('Category {category}, {batch}', { category: c.category ?? '', batch: c.batch ?? i18n._('every batch') });
  return (
    <li className="concession-card">
      <p className="concession-card__head">
        <b>{c.name}</b> · {who}
      </p>
      <p>
        {i18n._('{off} off {fee}, {semester}', {
          off,
          fee: c.feeType,
          semester: c.semester === null ? i18n._('every semester') : i18n._('semester {n}', { n: c.semester }),
        })}{' '}
        · {i18n._('{count, plural, one {# student} other {# students}} on roll', { count: c.students })}
      </p>
      <p className="hint">
        {c.reason} —{' '}
        {i18n._('proposed by {who} on {when}', { who: c.proposedBy, when: dateText(c.proposedAt, locale) })}
        {c.decidedBy && c.decidedAt
          ? ` · ${i18n._('decided by {who} on {when}', { who: c.decidedBy, when: dateText(c.decidedAt, locale) })}`
          : ''}
        {c.decisionNote ? ` · ${c.decisionNote}` : ''}
      </p>
      {c.canDecide && (
        <div className="concession-card__actions">
          <PlainButton size="small" disabled={busy} onClick={() => onDecide(true)}>
            {i18n._('Approve')}
          </PlainButton>
          <PlainButton size="small" fill="outline" color="danger" disabled={busy} onClick={() => onDecide(false)}>
            {i18n._('Reject')}
          </PlainButton>
        </div>
      )}
    </li>
  );
}

/** Concessions and scholarships by where their approval stands, the officer's decisions, and the proposal form. */
export function ConcessionsPanel({
  status,
  onStatus,
}: {
  status: ConcessionStatus;
  onStatus: (status: ConcessionStatus) => void;
}) {
  const { i18n } = useLingui();
  const list = useQuery(concessionQueries.concessions(status));
  const { save: decide, refusal: failure } = useScholarshipSave(({ id, approve }: { id: number; approve: boolean }) =>
    decideConcession(id, approve ? 'APPROVE' : 'REJECT', ''),
  );
  const ask = (c: ConcessionRow, approve: boolean) =>
    void confirmYes(
      approve
        ? i18n._('Approve {name} for {who}? The dues it covers are lowered at once.', {
            name: c.name,
            who: c.rollNo ?? c.category ?? '',
          })
        : i18n._('Reject {name}?', { name: c.name }),
    ).then((yes) => yes && decide.mutate({ id: c.id, approve }));
  return (
    <>
      <div className="select-field concession-status">
        <label htmlFor="concession-status">{i18n._('Show')}</label>
        <select
          id="concession-status"
          value={status}
          onChange={(e) => onStatus(v.parse(v.picklist(CONCESSION_STATUSES), e.target.value))}
        >
          {CONCESSION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <ErrorAlert message={failure} as="div" />
      {list.data?.length ? (
        <ul className="concession-list" aria-label={i18n._(STATUS_LABELS[status])}>
          {list.data.map((c) => (
            <ConcessionCard key={c.id} c={c} busy={decide.isPending} onDecide={(approve) => ask(c, approve)} />
          ))}
        </ul>
      ) : (
        <p className="hint">
          {list.isPending
            ? i18n._('Loading…')
            : list.isError
              ? i18n._('The list could not be loaded.')
              : i18n._('None here.')}
        </p>
      )}
      <ConcessionForm />
    </>
  );
}
