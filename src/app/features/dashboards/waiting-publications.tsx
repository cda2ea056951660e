import { useQuery } from '@tanstack/react-query';
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
  const answer = useQuery(examPublicationsQuery());
  const waiting = (answer.data?.waiting ?? []).filter((w) => !principal || w.stage === 'awaiting');
  return (
    <section className="dashboard-section waiting-publications" aria-labelledby="waiting-publications-title">
      <h2 id="waiting-publications-title">Results waiting to be published</h2>
      {answer.isPending ? (
        <p className="hint">Loading…</p>
      ) : answer.isError ? (
        <ErrorAlert message="The results waiting to be published could not be loaded. Check your connection and open this page again." />
      ) : waiting.length === 0 ? (
        <p className="hint">
          {principal ? 'No results wait for your authorization.' : 'No results wait to be published.'}
        </p>
      ) : (
        <ul>
          {waiting.map((w) => (
            <li key={w.examId}>
              <AppLink to={publicationTab(w.examId)}>{w.title}</AppLink>: {line(w, principal)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function line(w: WaitingPublication, principal: boolean): string {
  const s = w.summary;
  const counts = [
    `${s.results} ${s.results === 1 ? 'result' : 'results'}`,
    s.passPercent === null ? null : `${s.passPercent}% passed`,
    s.withheld > 0 ? `${s.withheld} withheld` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const who = principal
    ? 'your authorization'
    : w.stage === 'processed'
      ? 'you to request publication'
      : 'the principal’s authorization';
  return `waits for ${who} (${counts}).`;
}
