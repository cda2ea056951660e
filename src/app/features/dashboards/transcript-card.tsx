import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { useLocale } from '../../i18n/use-locale';
import { useId } from 'react';
import { currentUser } from '../../lib/session';
import { ownTranscriptQuery } from '../../lib/transcript';
import { OfflineBanner } from '../../ui/offline-banner';
import { SemesterTables, TranscriptSummary } from '../../ui/transcript-tables';
import './transcript-card.css';

/**
 * The transcript on a dashboard: CGPA, credits earned of those to graduate, backlogs and each semester's SGPA, with
 * the course-by-course transcript to open below. A student's own (`rollNo` null); on the parent dashboard the linked
 * child's, under that child's heading. Offline, the copy last fetched on this device answers, and says so.
 */
export function TranscriptCard({ rollNo = null }: { rollNo?: string | null }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = currentUser()?.username ?? '';
  const answer = useQuery({ ...ownTranscriptQuery(user, rollNo), enabled: user !== '' });
  const titleId = useId();
  const Heading = rollNo === null ? 'h2' : 'h3';
  const t = answer.data?.data.transcript;
  return (
    <section className="dashboard-section transcript-card" aria-labelledby={titleId} data-testid="dashboard-transcript">
      <Heading id={titleId}>{i18n._('Transcript')}</Heading>
      {answer.data?.source === 'device' && (
        <OfflineBanner
          text={i18n._('You are offline. Showing data saved on this device, fetched {fetched}.', {
            fetched: dateTimeText(answer.data.fetchedAt, locale),
          })}
        />
      )}
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : !t ? (
        <p className="hint">{i18n._('The transcript could not be loaded.')}</p>
      ) : t.semesters.length === 0 ? (
        <p className="hint">{i18n._('No results have been published yet.')}</p>
      ) : (
        <>
          <TranscriptSummary t={t} />
          <ul className="transcript-card__sgpas" aria-label={i18n._('SGPA by semester')}>
            {t.semesters.map((s) => (
              <li key={s.semester}>
                <span>{s.name}</span> <b>SGPA {s.sgpa.toFixed(2)}</b>
              </li>
            ))}
          </ul>
          <details className="transcript-card__courses">
            <summary>{i18n._('Course-by-course transcript')}</summary>
            <SemesterTables t={t} />
          </details>
        </>
      )}
    </section>
  );
}
