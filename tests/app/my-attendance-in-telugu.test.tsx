import { describe, expect, it } from 'vitest';
import { AttendanceFigures } from '../../src/app/features/attendance/my-attendance-screen';
import type { StudentAttendance } from '../../src/domain/attendance/attendance';
import { renderedIn } from './support/rendered-in';

const ATTENDANCE: StudentAttendance = {
  studentId: 7,
  name: 'Charan Pillai',
  rollNo: '22B81A0501',
  academicYear: '2026-27',
  term: 'odd',
  threshold: 75,
  subjects: [{ subjectId: 1, code: 'CS701', name: 'Compilers', held: 20, present: 14, percent: 70, short: true }],
  overall: { held: 20, present: 14, percent: 70, short: true },
};

/** A student's attendance figures as the server renders them in `locale`. */
const figuresIn = (locale: 'en' | 'te' | 'hi') => renderedIn(locale, <AttendanceFigures data={ATTENDANCE} />);

describe('My Attendance speaks the page language', () => {
  it('shows the semester, the overall figure and the shortage in Telugu, with Western digits', async () => {
    const html = await figuresIn('te');
    expect(html).toContain('బేసి సెమిస్టర్ 2026-27 · కావలసిన హాజరు 75%');
    expect(html).toContain('మొత్తం: 70% (20 తరగతుల్లో 14) · హాజరు తక్కువగా ఉంది');
    expect(html).toContain('<th scope="col">సబ్జెక్టు</th>');
    expect(html).toContain('22B81A0501');
    expect(html).not.toContain('Overall');
  });

  it('shows the same in Hindi, and in English word for word as before', async () => {
    expect(await figuresIn('hi')).toContain('कुल: 70% (20 में से 14 कक्षाएँ) · उपस्थिति की कमी');
    const english = await figuresIn('en');
    expect(english).toContain('Odd semester 2026-27 · required 75%');
    expect(english).toContain('Overall: 70% (14 of 20 classes) · Shortage of attendance');
    expect(english).toContain('<td>70% (short)</td>');
  });
});
