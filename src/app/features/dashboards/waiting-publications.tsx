import { useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { EXAM_CELL_PATH } from '../../../domain/exams/access';
import type { WaitingPublication } from '../../../domain/exams/publication';
import { examPublicationsQuery } from '../../lib/exam-publications';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';

const publicationTab = (examId: number) => `${EXAM_CELL_PATH}?exam=${examId}&results=publication`;

/**
 * The dashboards' card of results waiting to be published: the principal sees what waits for their authorization,
 * the exam cell what waits for its request and what waits for the principal.
 */
export function WaitingPublications({ principal }: { principal: boolean }) {
  const { i18n } = useLingui();
  const answer = useQuery(examPublicationsQuery());
  const waiting = (answer.data?.waiting ?? []).filter((w) => !principal || w.stage === 'awaiting');
  return (
    <section className="dashboard-section waiting-publications" aria-labelledby="waiting-publications-title">
      <h2 id="waiting-publications-title">{i18n._('Results waiting to be published')}</h2>
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : answer.isError ? (
        <ErrorAlert
          message={i18n._(
            'The results waiting to be published could not be loaded. Check your connection and open this page again.',
          )}
        />
      ) : waiting.length === 0 ? (
        <p className="hint">
          {principal ? i18n._('No results wait for your authorization.') : i18n._('No results wait to be published.')}
        </p>
      ) : (
        <ul>
          {waiting.map((w) => (
            <li key={w.examId}>
              <AppLink to={publicationTab(w.examId)}>{w.title}</AppLink>: {line(w, principal, i18n)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function line(w: WaitingPublication, principal: boolean, i18n: I18n): string {
  const s = w.summary;
  const counts = [
    i18n._('{count, plural, one {# result} other {# results}}', { count: s.results }),
    s.passPercent === null ? null : i18n._('{percent}% passed', { percent: s.passPercent }),
    s.withheld > 0 ? i18n._('{count} withheld', { count: s.withheld }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  if (principal) return i18n._('waits for your authorization ({counts}).', { counts });
  if (w.stage === 'processed') return i18n._('waits for you to request publication ({counts}).', { counts });
  return i18n._('waits for the principal’s authorization ({counts}).', { counts });
}
