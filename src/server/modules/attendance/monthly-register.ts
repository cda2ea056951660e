import type { Context } from 'hono';
import { attendancePercent, type MonthlyRegister } from '../../../domain/attendance/attendance';
import { ATTENDANCE_MESSAGES as M } from '../../../domain/attendance/messages';
import type { AppEnv } from '../../auth/session-user';
import type { AttendanceStore } from './attendance-store';
import { utcDay } from '../../../domain/calendar/calendar-date';
import { forbidden, hodOf, isCollege } from './attendance-access';

/** A section's register of a month, or the refusal (no such section; a HoD's other department). */
export async function monthlyRegister(
  store: AttendanceStore,
  c: Context<AppEnv>,
  { sectionId, month }: { sectionId: number; month: string },
): Promise<MonthlyRegister | Response> {
  const section = await store.sectionOf(sectionId);
  if (!section) return c.json({ message: M.noSuchRecord }, 404);
  if (!isCollege(c.get('user')!) && !hodOf(c.get('user')!, section.department))
    return forbidden(c, M.notYourDepartment);
  const from = `${month}-01`;
  const end = utcDay(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)));
  const { sheets, marks } = await store.register(sectionId, from, end);
  const byStudent = new Map<number, Map<number, boolean>>();
  for (const m of marks) {
    if (!byStudent.has(m.studentId)) byStudent.set(m.studentId, new Map());
    byStudent.get(m.studentId)!.set(m.sheetId, m.present);
  }
  const rows = (await store.classList(sectionId)).map((s) => {
    const own = byStudent.get(s.id) ?? new Map<number, boolean>();
    const cells = sheets.map((sheet) => (own.has(sheet.id) ? (own.get(sheet.id) ? 'P' : 'A') : '') as 'P' | 'A' | '');
    const held = cells.filter((x) => x !== '').length;
    const present = cells.filter((x) => x === 'P').length;
    return { rollNo: s.rollNo, name: s.name, cells, held, present, percent: attendancePercent({ held, present }) };
  });
  return {
    section: section.label,
    month,
    columns: sheets.map((s) => ({ date: s.date, period: s.periodName, subjectCode: s.subjectCode })),
    rows,
  };
}
