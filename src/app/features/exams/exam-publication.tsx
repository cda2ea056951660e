import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import type { PublicationSummary } from '../../../domain/exams/publication';
import { resultsTitlePath } from '../../../domain/routes/link-href';
import { confirmYes } from '../../ui/confirm-dialog';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { useLocale } from '../../i18n/use-locale';
import type { ExamResultsView, ResultStep } from './exams-queries';

/** What the results log calls each step, as the history names it ('processed by Ravi'). */
const ACTIONS: Readonly<Record<string, string>> = {
  processed: /*i18n*/ 'processed',
  regraded: /*i18n*/ 'regraded',
  grace: /*i18n*/ 'grace',
  requested: /*i18n*/ 'requested',
  authorized: /*i18n*/ 'authorized',
  rejected: /*i18n*/ 'rejected',
  withdrawn: /*i18n*/ 'withdrawn',
  revaluation: /*i18n*/ 'revaluation',
  recounting: /*i18n*/ 'recounting',
};

/** The publication's confirmation: 'Publish 3 results?' and what follows (the count in Western digits). */
const publishQuestion = (i18n: I18n, results: number, then: 'request' | 'authorize') =>
  then === 'request'
    ? i18n._(
        '{count, plural, one {Publish {results} result? The principal is asked to authorize them.} other {Publish {results} results? The principal is asked to authorize them.}}',
        { count: results, results: String(results) },
      )
    : i18n._(
        '{count, plural, one {Publish {results} result? They are public at once.} other {Publish {results} results? They are public at once.}}',
        { count: results, results: String(results) },
      );

/** The counts a publication puts out: results, passed, failed, absent, the pass percentage and who is withheld. */
function PublicationSummaryView({ summary }: { summary: PublicationSummary }) {
  const { i18n } = useLingui();
  const rows = [
    [/*i18n*/ 'Results to publish', summary.results],
    [/*i18n*/ 'Passed', summary.passed],
    [/*i18n*/ 'Failed', summary.failed],
    [/*i18n*/ 'Absent', summary.absent],
    [/*i18n*/ 'Pass percentage', summary.passPercent === null ? '—' : `${summary.passPercent}%`],
    [/*i18n*/ 'Withheld (marks missing)', summary.withheld],
  ] as const;
  return (
    <dl className="result-counts publication-summary" aria-label={i18n._('Publication summary')}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{i18n._(label)}</dt>
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
  const { i18n } = useLingui();
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? dateTimeText(iso, locale) : '');
  const [reason, setReason] = useState('');
  return (
    <>
      <p className="hint">
        <Trans id="The exam cell requests publication once the review is right; the principal authorizes it, and the results are public at once on every server. Withdrawal takes them back with a reason." />
      </p>
      <PublicationSummaryView summary={data.summary} />
      {writer && data.stage === 'processed' && (
        <PlainButton
          disabled={pending}
          onClick={async () => {
            if (await confirmYes(publishQuestion(i18n, data.summary.results, 'request'))) onStep('request');
          }}
        >
          <Trans id="Request publication" />
        </PlainButton>
      )}
      {data.stage === 'awaiting' && (
        <p>
          {i18n._('Requested {when}.', { when: when(data.requestedAt) })}{' '}
          {!authorizer && i18n._('It awaits the principal’s authorization.')}
        </p>
      )}
      {authorizer && data.stage === 'awaiting' && (
        <>
          <PlainButton
            disabled={pending}
            onClick={async () => {
              if (await confirmYes(publishQuestion(i18n, data.summary.results, 'authorize'))) onStep('authorize');
            }}
          >
            <Trans id="Authorize publication" />
          </PlainButton>
          <PlainTextField
            name="rejectReason"
            label={i18n._('Reason for rejecting')}
            value={reason}
            onChange={setReason}
          />
          <PlainButton
            fill="outline"
            color="danger"
            disabled={pending}
            onClick={() => onDecide('reject', reason.trim())}
          >
            <Trans id="Reject" />
          </PlainButton>
        </>
      )}
      {data.stage === 'published' && (
        <p>
          <Trans
            id="Published {when}: <0>the public result sheets</0>."
            values={{ when: when(data.authorizedAt) }}
            components={{ 0: <a href={resultsTitlePath(title)} /> }}
          />
        </p>
      )}
      {withdrawer && data.stage === 'published' && (
        <>
          <PlainTextField
            name="withdrawReason"
            label={i18n._('Reason for withdrawing')}
            value={reason}
            onChange={setReason}
          />
          <PlainButton
            fill="outline"
            color="danger"
            disabled={pending}
            onClick={async () => {
              if (await confirmYes(i18n._('Do you want to withdraw the results of {title}?', { title })))
                onDecide('withdraw', reason.trim());
            }}
          >
            <Trans id="Withdraw results" />
          </PlainButton>
        </>
      )}
      {data.stage === 'withdrawn' && (
        <p>
          <Trans id="Withdrawn: {reason}" values={{ reason: data.withdrawnReason }} />
        </p>
      )}
      <h4>
        <Trans id="History" />
      </h4>
      {data.history.length === 0 ? (
        <p className="hint">
          <Trans id="Nothing yet." />
        </p>
      ) : (
        <ul>
          {data.history.map((h, i) => (
            <li key={i}>
              {i18n._('{when} · {action} by {name}', {
                when: when(h.at),
                action: ACTIONS[h.action] ? i18n._(ACTIONS[h.action]!) : h.action,
                name: h.userName,
              })}
              {h.reason ? ` — ${h.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
