import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  return (
    <PageFrame title="Attendance sheet">
      <div className="attendance">
        <p className="hint">
          <AppLink to="/app/Attendance">All classes of the day</AppLink>
        </p>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            You are offline. Showing the class list saved on this device, fetched {dateTimeText(answer.data.fetchedAt)}.
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">Loading…</p>
        ) : answer.error ? (
          <ErrorAlert message={failed ?? 'Loading…'} />
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
      setOutcome(result.queued ? { tone: 'queued', text: QUEUED_MESSAGE } : { tone: 'done', text: result.message });
      // The day's list says taken (or waiting); the sheet is read again when next opened online.
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    } catch (err) {
      setOutcome({ tone: 'refused', text: err instanceof Error ? err.message : String(err) });
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
        {slot.sectionLabel} · {dateText(sheet.date)} · {slot.periodName} ({slot.startTime}–{slot.endTime})
        {slot.room ? ` · Room ${slot.room}` : ''}
      </p>
      {sheet.taken && (
        <p className="hint">
          Taken{sheet.takenBy ? ` by ${sheet.takenBy}` : ''}
          {sheet.takenAt ? ` at ${dateTimeText(sheet.takenAt)}` : ''}. Saving again corrects it.
        </p>
      )}
      <p className={locked ? 'attendance-sheet__locked' : 'hint'} role={locked ? 'note' : undefined}>
        {sheetGuidance(sheet)}
      </p>
      <ul className="attendance-sheet__students" aria-label="Students">
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
                <span className="student-mark__state">{isAbsent ? 'Absent' : 'Present'}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <SaveBar
        outcome={outcome}
        count={
          <>
            Absent: {absent.size} · Present: {sheet.students.length - absent.size}
          </>
        }
      >
        <PlainButton type="submit" disabled={locked || saving || sheet.students.length === 0}>
          {saving ? 'Saving…' : 'Save attendance'}
        </PlainButton>
      </SaveBar>
    </form>
  );
}
