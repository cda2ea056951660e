import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { collegeDay } from '../../../domain/calendar/college-time';
import {
  TERMS,
  TERM_LABELS,
  addDays,
  mondayOf,
  type Term,
  type Week,
  type WeekChild,
  type WeekEntry,
} from '../../../domain/timetable/timetable';
import { TIMETABLE_MESSAGES as M } from '../../../domain/timetable/messages';
import { FALLBACK_COLLEGE_NAME, collegeProfileQuery } from '../../lib/college-profile';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { ChoiceSelect } from '../../ui/choice-select';
import { refusalText } from '../../lib/refusal-text';
import { downloadTimetablePdf } from './download-timetable-pdf';
import { timetableWeekQuery } from '../../lib/timetable-week';
import { WeekClass } from '../../ui/week-class';
import { ErrorAlert } from '../../ui/error-alert';
import './timetable.css';
import { dateTimeText, dateText } from '../../../domain/calendar/date-text';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

/** What a class says besides its subject: who teaches it that day when it is not the usual teacher. */
function note(i18n: I18n, e: WeekEntry): string | null {
  const regular = e.regularTeacher ?? '';
  if (e.kind === 'covered') return i18n._('Covered by {teacher} on this date', { teacher: e.teacher });
  if (e.kind === 'substituting') return i18n._('You take this class for {regular} on this date', { regular });
  if (e.kind === 'substituted')
    return i18n._('{teacher} takes this class for {regular} on this date', { teacher: e.teacher, regular });
  return null;
}

/** /app/My Timetable: a teacher's own week, a student's section's, a parent's child's; day by day, and as a PDF. */
export function WeekScreen() {
  const user = currentUser();
  if (!user) return null;
  return <WeekPanel user={user.username} teaches={hasAnyRole(user.roles, ['ROLE_FACULTY', 'ROLE_HOD'])} />;
}

function WeekPanel({ user, teaches }: { user: string; teaches: boolean }) {
  const today = collegeDay(new Date());
  const [weekOf, setWeekOf] = useState(() => mondayOf(today));
  // Null until the user picks one: the semester the college's calendar puts the week in.
  const [term, setTerm] = useState<Term | null>(null);
  const [studentId, setStudentId] = useState<number | null>(null);
  const answer = useQuery(timetableWeekQuery(user, weekOf, term, studentId));
  const college = useQuery(collegeProfileQuery());
  const [failure, setFailure] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const week = answer.data?.data;
  // The picker stays while another child's week loads or is refused (one without a section).
  const [children, setChildren] = useState<WeekChild[]>([]);
  useEffect(() => {
    if (week?.children) setChildren(week.children);
  }, [week?.children]);
  useEffect(() => {
    if (answer.error) void refusalText(answer.error).then(setFailed);
  }, [answer.error]);
  const { i18n } = useLingui();
  const locale = useLocale();

  return (
    <PageFrame title="My timetable">
      <section className="timetable" aria-labelledby="week-title">
        <h2 id="week-title">{week ? i18n._('Timetable of {title}', { title: week.title }) : i18n._('Timetable')}</h2>
        <div className="week-nav">
          {children.length > 1 && (
            <ChoiceSelect
              label={i18n._('Child')}
              name="studentId"
              value={String(studentId ?? week?.studentId ?? '')}
              options={children.map((child) => ({ value: child.studentId, label: child.name }))}
              onChange={(value) => value && (setFailed(null), setStudentId(Number(value)))}
            />
          )}
          <ChoiceSelect
            label={i18n._('Semester')}
            name="term"
            value={String(TERMS.indexOf(term ?? week?.term ?? 'odd') + 1)}
            options={TERMS.map((t, i) => ({ value: i + 1, label: i18n._(TERM_LABELS[t]) }))}
            onChange={(value) => value && setTerm(TERMS[Number(value) - 1]!)}
          />
          <PlainButton fill="outline" onClick={() => (setFailed(null), setWeekOf(addDays(weekOf, -7)))}>
            {i18n._('Previous week')}
          </PlainButton>
          <PlainButton fill="outline" onClick={() => (setFailed(null), setWeekOf(mondayOf(today)))}>
            {i18n._('This week')}
          </PlainButton>
          <PlainButton fill="outline" onClick={() => (setFailed(null), setWeekOf(addDays(weekOf, 7)))}>
            {i18n._('Next week')}
          </PlainButton>
        </div>
        <p className="hint">
          {week
            ? i18n._('Week of {day}, {term} {year}', {
                day: weekOf,
                term: i18n._(TERM_LABELS[week.term]),
                year: week.academicYear,
              })
            : i18n._('Week of {day}', { day: weekOf })}
        </p>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        <ErrorAlert message={failure} />
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : answer.error ? (
          <ErrorAlert message={failed ?? i18n._('Loading…')} />
        ) : week && week.days.every((d) => d.entries.length === 0 && !d.holiday) ? (
          <p className="hint">{i18n._(M.noTimetable)}</p>
        ) : (
          week?.days.map((d) => <WeekDay key={d.day} day={d} teaches={teaches} />)
        )}
        {week && (
          <PlainButton
            fill="outline"
            onClick={() =>
              void downloadTimetablePdf(
                week,
                college.data?.name ?? FALLBACK_COLLEGE_NAME,
                college.data?.logo ?? null,
              ).catch(() => setFailure(i18n._(M.pdfFailed)))
            }
          >
            {i18n._('Download PDF')}
          </PlainButton>
        )}
      </section>
    </PageFrame>
  );
}

/** One day of the week: its classes with who takes them, a holiday, or none (rendered on its own by tests). */
export function WeekDay({ day: d, teaches }: { day: Week['days'][number]; teaches: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <section className="week-day" aria-labelledby={`day-${d.day}`}>
      <h3 id={`day-${d.day}`}>
        {translateKnown(i18n, d.name)} {dateText(d.date, locale)}
      </h3>
      {d.holiday ? (
        <p className="hint">{i18n._('Holiday: {name}', { name: d.holiday })}</p>
      ) : d.entries.length === 0 ? (
        <p className="hint">{i18n._('No classes')}</p>
      ) : (
        <ul className="week-classes">
          {d.entries.map((e) => (
            <WeekClass
              key={`${e.slotId}-${e.kind}`}
              entry={e}
              where={`${e.periods} · ${teaches ? e.sectionLabel : e.teacher}`}
              note={note(i18n, e)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
