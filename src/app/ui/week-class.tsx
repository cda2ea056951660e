import type { ReactNode } from 'react';
import type { WeekEntry } from '../../domain/timetable/timetable';
import { usePageI18n } from '../i18n/translate-known';
import './week-classes.css';

/** One class of a day: its times, subject, where ('Period 1 · 2024-2028 CSE A · Room 101') and any note. */
export function WeekClass({
  entry: e,
  where,
  note,
  extra,
}: {
  entry: WeekEntry;
  where: string;
  note: string | null;
  /** More about the class (the Faculty dashboard: whether its attendance was taken). */
  extra?: ReactNode;
}) {
  const i18n = usePageI18n();
  return (
    <li className="week-class">
      <span className="week-class__time">
        {e.startTime}–{e.endTime}
      </span>
      <span>
        <strong>
          {e.subjectCode} {e.subjectName}
        </strong>
        <br />
        {where}
        {e.room ? ` · ${i18n._('Room {room}', { room: e.room })}` : ''}
      </span>
      {note && <span className="week-class__note">{note}</span>}
      {extra}
    </li>
  );
}
