import { describe, expect, it } from 'vitest';
import { MonthView } from '../../src/app/features/calendar/month-view';
import { LeaveClasses, LeaveLine } from '../../src/app/features/leave/leave-line';
import { WeekDay } from '../../src/app/features/timetable/week-screen';
import type { LeaveRow } from '../../src/domain/leave/leave-answers';
import type { Week } from '../../src/domain/timetable/timetable';
import { renderedIn } from './support/rendered-in';

const TUESDAY: Week['days'][number] = {
  day: 2,
  name: 'Tuesday',
  date: '2026-11-24',
  holiday: null,
  entries: [
    {
      slotId: 9,
      from: 1,
      to: 1,
      periods: 'Period 1',
      startTime: '09:30',
      endTime: '10:20',
      subjectCode: 'CS701',
      subjectName: 'Compilers',
      sectionLabel: '2022-2026 CSE A',
      teacher: 'Ravi Kumar',
      room: '101',
      kind: 'covered',
      regularTeacher: null,
    },
  ],
};

const LEAVE: LeaveRow = {
  id: 1,
  userId: 4,
  applicant: 'Ravi Kumar',
  leaveTypeId: 1,
  code: 'CL',
  typeName: 'Casual Leave',
  academicYearId: 1,
  fromDate: '2026-11-24',
  toDate: '2026-11-26',
  fromHalf: 'second',
  toHalf: 'full',
  halfDays: 5,
  reason: 'Family function',
  attachmentFileId: null,
  route: 'department',
  department: 'CSE',
  status: 'approved',
  decidedBy: 'Sita Devi',
  decidedAt: '2026-11-20T05:00:00.000Z',
  remark: '',
  createdAt: '2026-11-19T05:00:00.000Z',
};

const AUGUST = {
  month: '2026-08',
  holidays: [{ date: '2026-08-15', name: 'Independence Day' }],
  terms: [{ startDate: '2026-07-01', endDate: '2026-11-28', semesters: ['B.Tech Semester 1'] }],
  activities: [],
};

describe('My timetable, leave and the college calendar speak the page language', () => {
  it('shows a day of the week in Telugu: the weekday, the date and who covers the class; codes as they are', async () => {
    const html = await renderedIn('te', <WeekDay day={TUESDAY} teaches />);
    expect(html).toContain('మంగళవారం 24 నవంబర్ 2026');
    expect(html).toContain('ఈ తేదీన Ravi Kumar తీసుకుంటారు');
    expect(html).toContain('CS701');
    const english = await renderedIn('en', <WeekDay day={TUESDAY} teaches />);
    expect(english).toContain('Tuesday 24 Nov 2026');
    expect(english).toContain('Covered by Ravi Kumar on this date');
  });

  it('shows a leave in Hindi: its dates, days and decision; in English word for word as before', async () => {
    const hindi = await renderedIn('hi', <LeaveLine leave={LEAVE} />);
    expect(hindi).toContain('24 नवंबर 2026 (दूसरा आधा दिन) से 26 नवंबर 2026 तक · 2.5 दिन ·');
    expect(hindi).toContain('Sita Devi द्वारा स्वीकृत');
    const english = await renderedIn('en', <LeaveLine leave={LEAVE} />);
    expect(english).toContain('24 Nov 2026 (second half) to 26 Nov 2026 · 2.5 days ·');
    expect(english).toContain('Approved by Sita Devi');
    expect(await renderedIn('en', <LeaveClasses classes={[]} />)).toContain('No classes in these dates.');
  });

  it('shows the month in Telugu: its name, the weekdays and the holiday', async () => {
    const html = await renderedIn('te', <MonthView calendar={AUGUST} />);
    expect(html).toContain('<caption>ఆగస్టు 2026</caption>');
    expect(html).toContain('<abbr title="సోమవారం">సోమ</abbr>');
    expect(html).toContain(' · సెలవు: Independence Day');
    expect(html).toContain('సెమిస్టర్ తేదీలు');
    expect(html).not.toContain('Semester dates');
  });
});
