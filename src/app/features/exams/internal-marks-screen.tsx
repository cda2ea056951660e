import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { useEffect, useState } from 'react';
import { INTERNAL_MARKS_PATH } from '../../../domain/exams/marks';
import { useOutboxItems } from '../../lib/offline/outbox/use-outbox';
import { refusalText } from '../../lib/refusal-text';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { InternalMarksGrid } from './internal-marks-grid';
import { INTERNAL_MARKS_KIND, internalMarksUrl, marksQueries, type TeacherSubject } from './marks-queries';
import { ErrorAlert } from '../../ui/error-alert';
import './exam-marks.css';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { useLocale } from '../../i18n/use-locale';

const id = v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)));
const MarksSearch = v.object({ examId: v.fallback(id, undefined), subjectId: v.fallback(id, undefined) });

const gridHref = (s: { examId: number; courseId: number }) =>
  `${INTERNAL_MARKS_PATH}?examId=${String(s.examId)}&subjectId=${String(s.courseId)}`;

/**
 * /app/Internal Marks: a teacher's subjects whose students sit an exam, each opening its marks grid
 * (?examId=&subjectId=); the exam cell opens any subject's grid from its screen.
 */
export function InternalMarksScreen() {
  const { i18n } = useLingui();
  // The grid's address is parsed here, with the screen, so the route adds nothing to the first load.
  const parsed = v.safeParse(MarksSearch, useSearch({ strict: false }));
  const { examId, subjectId } = parsed.success ? parsed.output : {};
  const user = currentUser();
  if (!user) return null;
  return (
    <PageFrame title={i18n._('Internal marks')}>
      <div className="marks">
        {examId && subjectId ? (
          <>
            <p className="hint">
              <AppLink to={INTERNAL_MARKS_PATH}>{i18n._('All my subjects')}</AppLink> ·{' '}
              <AppLink to="/app/Outbox">{i18n._('Outbox')}</AppLink>
            </p>
            <InternalMarksGrid user={user.username} examId={examId} subjectId={subjectId} />
          </>
        ) : (
          <MySubjects user={user.username} />
        )}
      </div>
    </PageFrame>
  );
}

function MySubjects({ user }: { user: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const answer = useQuery(marksQueries.mine(user));
  const queryClient = useQueryClient();
  const items = useOutboxItems();
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (answer.error) void refusalText(answer.error).then(setFailed);
  }, [answer.error]);
  // Each grid comes along, so it opens without signal later (in the exam hall, in the staff room).
  useEffect(() => {
    if (answer.data?.source !== 'network') return;
    for (const s of answer.data.data.subjects)
      void queryClient.prefetchQuery(marksQueries.internal(user, s.examId, s.courseId));
  }, [answer.data, queryClient, user]);
  const waiting = (s: TeacherSubject) =>
    (items ?? []).some(
      (i) => i.kind === INTERNAL_MARKS_KIND && i.state !== 'sent' && i.url === internalMarksUrl(s.examId, s.courseId),
    );
  const subjects = answer.data?.data.subjects ?? [];
  return (
    <>
      {answer.data?.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('You are offline. Showing the subjects saved on this device, fetched {time}.', {
            time: dateTimeText(answer.data.fetchedAt, locale),
          })}
        </p>
      )}
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : answer.error ? (
        <ErrorAlert message={failed ?? i18n._('Loading…')} />
      ) : subjects.length === 0 ? (
        <p className="hint">
          {i18n._(
            'No exam has students of your subjects registered yet. Your subjects come from the subject allotments.',
          )}
        </p>
      ) : (
        <ul className="marks__subjects" aria-label={i18n._('Subjects')}>
          {subjects.map((s) => (
            <li key={`${String(s.examId)}-${String(s.courseId)}`}>
              <AppLink to={gridHref(s)} className="marks__subject">
                <strong>
                  {s.code} {s.name}
                </strong>
                <span>{s.title}</span>
                <span className={waiting(s) ? 'marks__waiting' : undefined}>
                  {waiting(s)
                    ? i18n._('Saved on this device, waiting to be sent')
                    : i18n._('{entered} of {registered} entered · max {max}', {
                        entered: String(s.entered),
                        registered: String(s.registered),
                        max: String(s.internalMax),
                      })}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
