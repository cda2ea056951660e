import { useState } from 'react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { publishQuestion, type PublicationSummary } from '../../../domain/exams/publication';
import { resultsTitlePath } from '../../../domain/routes/link-href';
import { confirmYes } from '../../ui/confirm-dialog';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import type { ExamResultsView, ResultStep } from './exams-queries';

const when = (iso: string | null) => (iso ? dateTimeText(iso) : '');

/** The counts a publication puts out: results, passed, failed, absent, the pass percentage and who is withheld. */
function PublicationSummaryView({ summary }: { summary: PublicationSummary }) {
  const rows = [
    ['Results to publish', summary.results],
    ['Passed', summary.passed],
    ['Failed', summary.failed],
    ['Absent', summary.absent],
    ['Pass percentage', summary.passPercent === null ? '—' : `${summary.passPercent}%`],
    ['Withheld (marks missing)', summary.withheld],
  ] as const;
  return (
    <dl className="result-counts publication-summary" aria-label="Publication summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The Publication tab: what the results would put out, then the step that waits — the exam cell's request, the
 * principal's authorization (each confirmed with the count), or withdrawal — and the history.
 */
export function Publication({
  data,
  title,
  writer,
  authorizer,
  withdrawer,
  pending,
  onStep,
  onDecide,
}: {
  data: ExamResultsView;
  title: string;
  writer: boolean;
  authorizer: boolean;
  withdrawer: boolean;
  pending: boolean;
  onStep: (step: ResultStep) => void;
  onDecide: (what: 'reject' | 'withdraw', reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <>
      <p className="hint">
        The exam cell requests publication once the review is right; the principal authorizes it, and the results are
        public at once on every server. Withdrawal takes them back with a reason.
      </p>
      <PublicationSummaryView summary={data.summary} />
      {writer && data.stage === 'processed' && (
        <PlainButton
          disabled={pending}
          onClick={async () => {
            if (await confirmYes(`${publishQuestion(data.summary.results)} The principal is asked to authorize them.`))
              onStep('request');
          }}
        >
          Request publication
        </PlainButton>
      )}
      {data.stage === 'awaiting' && (
        <p>
          Requested {when(data.requestedAt)}. {!authorizer && 'It awaits the principal’s authorization.'}
        </p>
      )}
      {authorizer && data.stage === 'awaiting' && (
        <>
          <PlainButton
            disabled={pending}
            onClick={async () => {
              if (await confirmYes(`${publishQuestion(data.summary.results)} They are public at once.`))
                onStep('authorize');
            }}
          >
            Authorize publication
          </PlainButton>
          <PlainTextField name="rejectReason" label="Reason for rejecting" value={reason} onChange={setReason} />
          <PlainButton
            fill="outline"
            color="danger"
            disabled={pending}
            onClick={() => onDecide('reject', reason.trim())}
          >
            Reject
          </PlainButton>
        </>
      )}
      {data.stage === 'published' && (
        <p>
          Published {when(data.authorizedAt)}: <a href={resultsTitlePath(title)}>the public result sheets</a>.
        </p>
      )}
      {withdrawer && data.stage === 'published' && (
        <>
          <PlainTextField name="withdrawReason" label="Reason for withdrawing" value={reason} onChange={setReason} />
          <PlainButton
            fill="outline"
            color="danger"
            disabled={pending}
            onClick={async () => {
              if (await confirmYes(`Do you want to withdraw the results of ${title}?`))
                onDecide('withdraw', reason.trim());
            }}
          >
            Withdraw results
          </PlainButton>
        </>
      )}
      {data.stage === 'withdrawn' && <p>Withdrawn: {data.withdrawnReason}</p>}
      <h4>History</h4>
      {data.history.length === 0 ? (
        <p className="hint">Nothing yet.</p>
      ) : (
        <ul>
          {data.history.map((h, i) => (
            <li key={i}>
              {when(h.at)} · {h.action} by {h.userName}
              {h.reason ? ` — ${h.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
