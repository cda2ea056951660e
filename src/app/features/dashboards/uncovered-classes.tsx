import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import * as v from 'valibot';
import { UncoveredClassesSchema } from '../../../domain/dashboards/uncovered-classes';
import { appApi } from '../../lib/http';
import { AppLink } from '../../ui/app-link';
import { TIMETABLE_PATHS } from '../../../domain/timetable/paths';

/** Where a class is covered: the timetables screen with that timetable open and the date in its substitute form. */
const coverHref = (timetableId: number, date: string) =>
  `${TIMETABLE_PATHS.timetables}?${new URLSearchParams({ timetable: String(timetableId), date })}`;

/**
 * The HoD dashboard's classes without a teacher today (GET /api/app/leave/uncovered): their department's classes
 * whose teacher is on approved leave and has no substitute named for the date.
 */
export function UncoveredClassesCard() {
  const { i18n } = useLingui();
  const answer = useQuery({
    queryKey: ['private', 'leave', 'uncovered'],
    queryFn: async () => v.parse(UncoveredClassesSchema, await appApi.get('leave/uncovered').json()),
    staleTime: 30_000,
  });
  const data = answer.data;
  return (
    <section className="dashboard-section" aria-labelledby="uncovered-classes-title">
      <h2 id="uncovered-classes-title">{i18n._('Classes without a teacher today')}</h2>
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : !data ? (
        <p className="hint">{i18n._('The classes without a teacher could not be loaded.')}</p>
      ) : data.classes.length === 0 ? (
        <p className="hint" data-testid="uncovered-classes">
          {i18n._("All of today's classes have a teacher.")}
        </p>
      ) : (
        <ul data-testid="uncovered-classes">
          {data.classes.map((c) => (
            <li key={c.slotId}>
              {c.sectionLabel}, {c.periods}: {c.subjectCode} {c.subjectName} ·{' '}
              {i18n._('{teacher} on leave', { teacher: c.teacher })} ·{' '}
              <AppLink to={coverHref(c.timetableId, data.date)}>{i18n._('Name a substitute')}</AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
