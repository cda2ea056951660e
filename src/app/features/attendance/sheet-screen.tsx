import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { collegeDay } from '../../../domain/calendar/college-time';
import { attendanceKeys } from '../../lib/attendance';
import { QUEUED_MESSAGE } from '../../lib/offline/outbox/queued-message';
import { refusalText } from '../../lib/refusal-text';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { SaveBar, type SaveOutcome } from '../../ui/save-bar';
import { attendanceQueries, saveSheet, type Sheet } from './attendance-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { sheetGuidance } from '../../../domain/attendance/attendance';
import './attendance.css';
import { dateTimeText, dateText } from '../../../domain/calendar/date-text';
import { ATTENDANCE_MESSAGES } from '../../../domain/attendance/messages';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

/** For the sheet route's loader: the module the route loads anyway, so the entry names no other. */
export { startSheet } from './sheet-data';

/** /app/Attendance/Sheet?slotId=&date=: one class's attendance, everyone present until tapped absent. */
export function SheetScreen({ slotId, date = collegeDay(new Date()) }: { slotId: number; date?: string }) {
  const user = currentUser();
  if (!user) return null;
  return <SheetPanel user={user.username} slotId={slotId} date={date} />;
}

function SheetPanel({ user, slotId, date }: { user: string; slotId: number; date: string }) {
  const answer = useQuery(attendanceQueries.sheet(user, slotId, date));
  const [failed, setFailed] = useState<string | null>(null);
  // Kept here: a save reads the sheet again, and the form is made afresh for the taken sheet; its outcome stays.
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  useEffect(() => {
    if (answer.error) void refusalText(answer.error).then(setFailed);
  }, [answer.error]);
  const sheet = answer.data?.data;
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <PageFrame title="Attendance sheet">
      <div className="attendance">
        <p className="hint">
          <AppLink to="/app/Attendance">{i18n._('All classes of the day')}</AppLink>
        </p>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the class list saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : answer.error ? (
          <ErrorAlert message={failed ?? i18n._('Loading…')} />
        ) : sheet ? (
          <SheetForm key={`${sheet.takenAt ?? ''}`} sheet={sheet} outcome={outcome} setOutcome={setOutcome} />
        ) : null}
      </div>
    </PageFrame>
  );
}

function SheetForm({
  sheet,
  outcome,
  setOutcome,
}: {
  sheet: Sheet;
  outcome: SaveOutcome;
  setOutcome: (outcome: SaveOutcome) => void;
}) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const locale = useLocale();
  const [absent, setAbsent] = useState<ReadonlySet<number>>(() => new Set(sheet.absentees));
  const [saving, setSaving] = useState(false);
  const { slot } = sheet;
  const toggle = (id: number) =>
    setAbsent((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  async function save() {
    setSaving(true);
    setOutcome(null);
    try {
      const label = `Attendance: ${slot.subjectCode} ${slot.sectionLabel}, ${dateText(sheet.date)} ${slot.periodName} (${String(absent.size)} absent)`;
      const result = await saveSheet({ slotId: slot.slotId, date: sheet.date, absentees: [...absent] }, label);
      setOutcome(
        result.queued
          ? { tone: 'queued', text: translateKnown(i18n, QUEUED_MESSAGE) }
          : { tone: 'done', text: translateKnown(i18n, result.message) },
      );
      // The day's list says taken (or waiting); the sheet is read again when next opened online.
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    } catch (err) {
      setOutcome({ tone: 'refused', text: translateKnown(i18n, err instanceof Error ? err.message : String(err)) });
    } finally {
      setSaving(false);
    }
  }
  const locked = !sheet.editable;
  return (
    <form
      className="attendance-sheet"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>
        {slot.subjectCode} {slot.subjectName}
      </h2>
      <p className="attendance-sheet__class">
        {slot.sectionLabel} · {dateText(sheet.date, locale)} · {translateKnown(i18n, slot.periodName)} ({slot.startTime}
        –{slot.endTime}){slot.room ? ` · ${i18n._('Room {room}', { room: slot.room })}` : ''}
      </p>
      {sheet.taken && (
        <p className="hint">{takenText(i18n, sheet.takenBy, sheet.takenAt && dateTimeText(sheet.takenAt, locale))}</p>
      )}
      <p className={locked ? 'attendance-sheet__locked' : 'hint'} role={locked ? 'note' : undefined}>
        {sheetGuidanceIn(i18n, sheet)}
      </p>
      <ul className="attendance-sheet__students" aria-label={i18n._('Students')}>
        {sheet.students.map((s) => {
          const isAbsent = absent.has(s.id);
          return (
            <li key={s.id}>
              <button
                type="button"
                className={`student-mark${isAbsent ? ' student-mark--absent' : ''}`}
                aria-pressed={isAbsent}
                disabled={locked}
                onClick={() => toggle(s.id)}
              >
                <span className="student-mark__roll">{s.rollNo}</span>
                <span className="student-mark__name">{s.name}</span>
                <span className="student-mark__state">{isAbsent ? i18n._('Absent') : i18n._('Present')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <SaveBar
        outcome={outcome}
        count={i18n._('Absent: {absent} · Present: {present}', {
          absent: absent.size,
          present: sheet.students.length - absent.size,
        })}
      >
        <PlainButton type="submit" disabled={locked || saving || sheet.students.length === 0}>
          {saving ? i18n._('Saving…') : i18n._('Save attendance')}
        </PlainButton>
      </SaveBar>
    </form>
  );
}

/** Who took the sheet and when, as far as the sheet says. */
function takenText(i18n: I18n, by: string | null | undefined, at: string | null | undefined): string {
  if (by && at) return i18n._('Taken by {by} at {at}. Saving again corrects it.', { by, at });
  if (by) return i18n._('Taken by {by}. Saving again corrects it.', { by });
  if (at) return i18n._('Taken at {at}. Saving again corrects it.', { at });
  return i18n._('Taken. Saving again corrects it.');
}

/** sheetGuidance in the page's language: the reason a sheet is read-only is the server's, shown as sent when unknown. */
function sheetGuidanceIn(i18n: I18n, sheet: Sheet): string {
  const english = sheetGuidance(sheet);
  if (english === ATTENDANCE_MESSAGES.markHint || english === ATTENDANCE_MESSAGES.pastDayReadOnly)
    return i18n._(english);
  return i18n._('This sheet is read-only. {reason}', { reason: translateKnown(i18n, sheet.reason ?? '') }).trim();
}
