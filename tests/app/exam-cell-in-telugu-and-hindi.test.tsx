import { describe, expect, it, vi } from 'vitest';
import type { ExamRow, Registration } from '../../src/domain/exams/exam-answers';
import type { InternalGrid, MarksProgress } from '../../src/domain/exams/marks-answers';
import type { Locale } from '../../src/domain/i18n/locales';
import { renderedIn } from './support/rendered-in';

// The marks table's links navigate within the app; the grid finds nothing waiting in the device's outbox.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
}));
vi.mock('../../src/app/lib/offline/outbox/use-outbox', () => ({ useOutboxItems: () => [] }));

const { ExamsList } = await import('../../src/app/features/exams/exams-list');
const { ExamRegistration } = await import('../../src/app/features/exams/exam-registration');
const { ExamMarks } = await import('../../src/app/features/exams/exam-marks');
const { InternalMarksGrid } = await import('../../src/app/features/exams/internal-marks-grid');
const { examQueries } = await import('../../src/app/features/exams/exams-queries');
const { marksQueries } = await import('../../src/app/features/exams/marks-queries');

const TITLE = 'B.Tech IV Year I Semester (R22) Regular Examinations, November 2026';
const EXAM: ExamRow = {
  id: 3,
  title: TITLE,
  regulationId: 1,
  regulation: 'R22',
  degreeId: 1,
  degree: 'B.Tech',
  semester: 7,
  examType: 'regular',
  month: 11,
  year: 2026,
  subjects: 6,
  registered: 120,
  results: 'awaiting',
};

const SUBJECT = { id: 11, code: 'CS701', group: '', date: '2026-11-24', session: 'FN' as const };
const REGISTRATION: Registration = {
  byBranch: [{ branch: 'CSE', registered: 2, eligible: 1 }],
  students: [
    {
      rollNo: '22B81A0501',
      name: 'Charan Pillai',
      branch: 'CSE',
      subjectIds: [11],
      eligible: true,
      reason: '',
      attendancePercent: 82.5,
      examFee: { amount: 185_000, paid: 0 },
      condonationFee: null,
    },
    {
      rollNo: '22B81A0502',
      name: 'Divya Rao',
      branch: 'CSE',
      subjectIds: [11],
      eligible: false,
      reason: 'attendance',
      attendancePercent: 50,
      examFee: null,
      condonationFee: null,
    },
  ],
  subjects: [{ ...SUBJECT, name: 'Compilers', branchId: 1, branch: 'CSE', semester: 7 }],
  attendanceRule: { threshold: 75, condonation: 65 },
};

const PROGRESS: MarksProgress = {
  courseId: 11,
  code: 'CS701',
  name: 'Compilers',
  branch: 'CSE',
  internalMax: 30,
  externalMax: 70,
  registered: 2,
  internalEntered: 1,
  externalEntered: 2,
  absent: 0,
  coded: 2,
  aboveMax: 1,
};

const GRID: InternalGrid = {
  exam: { id: 3, title: TITLE },
  subject: { courseId: 11, code: 'CS701', name: 'Compilers', internalMax: 30, externalMax: 70 },
  students: [
    { studentId: 1, rollNo: '22B81A0501', name: 'Charan Pillai', internal: 27 },
    { studentId: 2, rollNo: '22B81A0502', name: 'Divya Rao', internal: 35 },
  ],
};

const listIn = (locale: Locale) =>
  renderedIn(locale, <ExamsList writer open={null} replies={null} onOpen={() => {}} onDelete={() => {}} />, (c) =>
    c.setQueryData(examQueries.list('', '').queryKey, { rows: [EXAM] }),
  );

const registrationIn = (locale: Locale) =>
  renderedIn(locale, <ExamRegistration examId={3} writer pending={false} problem={null} onRegister={() => {}} />, (c) =>
    c.setQueryData(examQueries.registration(3).queryKey, REGISTRATION),
  );

const marksIn = (locale: Locale) =>
  renderedIn(locale, <ExamMarks examId={3} writer />, (c) =>
    c.setQueryData(marksQueries.progress(3).queryKey, { exam: { id: 3, title: TITLE }, subjects: [PROGRESS] }),
  );

// The grid as a teacher's device keeps it, opened without signal.
const gridIn = (locale: Locale) =>
  renderedIn(locale, <InternalMarksGrid user="teacher" examId={3} subjectId={11} />, (c) =>
    c.setQueryData(marksQueries.internal('teacher', 3, 11).queryKey, {
      data: GRID,
      source: 'device',
      fetchedAt: Date.parse('2026-11-20T04:30:00Z'),
    }),
  );

describe("the exams list (the exam cell's Exams tab)", () => {
  it('speaks Telugu and Hindi; titles, counts and codes stay as the college entered them', async () => {
    const te = await listIn('te');
    expect(te).toContain('<h2 id="exams-title">పరీక్షలు</h2>');
    expect(te).toContain('<th scope="col">శీర్షిక</th>');
    expect(te).toContain('<td data-label="రకం">రెగ్యులర్</td>');
    expect(te).toContain('ప్రిన్సిపాల్ ఆమోదం కోసం వేచి ఉంది');
    expect(te).toContain(`aria-label="${TITLE} తెరవండి"`);
    expect(te).toContain('<td data-label="నమోదైనవారు">120</td>');
    expect(te).not.toContain('Registered');
    const hi = await listIn('hi');
    expect(hi).toContain('<th scope="col">परिणाम</th>');
    expect(hi).toContain('<td data-label="प्रकार">नियमित</td>');
  });

  it('reads in English word for word as before', async () => {
    const en = await listIn('en');
    expect(en).toContain('<h2 id="exams-title">Exams</h2>');
    expect(en).toContain('<td data-label="Type">Regular</td>');
    expect(en).toContain('Awaiting the principal’s authorization');
    expect(en).toContain(`aria-label="Open ${TITLE}"`);
  });
});

describe('registration (who sits the exam)', () => {
  it('tells the attendance rule and each standing in Telugu; roll numbers, percentages and rupees stay Western', async () => {
    const te = await registrationIn('te');
    expect(te).toContain('పరీక్ష సెమిస్టర్‌లో హాజరు: 75% లేదా అంతకంటే ఎక్కువ ఉంటే పరీక్ష రాయవచ్చు; 65% నుండి 75% వరకు');
    expect(te).toContain('అర్హులు · పరీక్ష ఫీజు Rs 1,850.00 బాకీ');
    expect(te).toContain('డిటైన్: హాజరు 50.0%, 65% కంటే తక్కువ');
    expect(te).toContain('<td data-label="రోల్ నంబర్">22B81A0501</td>');
    expect(te).toContain('<td data-label="హాజరు">82.5%</td>');
    expect(te).toContain('aria-label="22B81A0501 హాల్ టికెట్"');
  });

  it('in Hindi, and in English as before', async () => {
    const hi = await registrationIn('hi');
    expect(hi).toContain('पात्र · परीक्षा शुल्क Rs 1,850.00 बकाया');
    expect(hi).toContain('<th scope="col">अभी बैठ सकते हैं</th>');
    const en = await registrationIn('en');
    expect(en).toContain(
      'Attendance in the exam&#x27;s semester: 75% or more sits; 65% up to 75% sits once the condonation fee is paid; below 65% is detained. A semester with no class recorded is not assessed. Those who may sit are charged the exam fee.',
    );
    expect(en).toContain('Eligible · exam fee Rs 1,850.00 due');
    expect(en).toContain('Detained: attendance 50.0%, below 65%');
    expect(en).toContain('aria-label="Hall ticket of 22B81A0501"');
  });
});

describe("the exam's marks by subject", () => {
  it('labels the figures in Telugu and Hindi, and in English as before', async () => {
    const te = await marksIn('te');
    expect(te).toContain('గరిష్ఠం: ఇంటర్నల్ 30, ఎక్స్‌టర్నల్ 70');
    expect(te).toContain('1 మార్కు గరిష్ఠం కంటే ఎక్కువగా ఉంది');
    expect(te).toContain('1 · 1 లేవు');
    expect(te).toContain('అవును (2)');
    expect(await marksIn('hi')).toContain('1 अंक अधिकतम से अधिक है');
    const en = await marksIn('en');
    expect(en).toContain('Maximum: internal 30, external 70');
    expect(en).toContain('1 mark is above the maximum');
    expect(en).toContain('1 · 1 missing');
    expect(en).toContain('Yes (2)');
  });
});

describe("a teacher's internal marks grid", () => {
  it('says offline, the maximum, a mark above it and the count in Telugu; marks and roll numbers stay Western', async () => {
    const te = await gridIn('te');
    expect(te).toContain('మీరు ఆఫ్‌లైన్‌లో ఉన్నారు. ఈ పరికరంలో సేవ్ చేసిన తరగతి జాబితా చూపుతున్నాం, 20 నవంబర్ 2026');
    expect(te).toContain(`${TITLE} · గరిష్ఠం 30`);
    expect(te).toContain('ఇంటర్నల్ మార్కులు 35 గరిష్ఠం 30 కంటే ఎక్కువ');
    expect(te).toContain('నమోదు: 2 · లేనివి: 0');
    expect(te).toContain('మార్కులు సేవ్ చేయండి');
    expect(te).toContain('22B81A0502');
    expect(te).toContain('value="35"');
  });

  it('in Hindi, and in English word for word as before', async () => {
    const hi = await gridIn('hi');
    expect(hi).toContain('आंतरिक अंक 35 अधिकतम 30 से अधिक हैं');
    expect(hi).toContain('दर्ज: 2 · बाकी: 0');
    const en = await gridIn('en');
    expect(en).toContain(
      'You are offline. Showing the class list saved on this device, fetched 20 Nov 2026, 10:00 am.',
    );
    expect(en).toContain(`${TITLE} · maximum 30`);
    expect(en).toContain('Internal marks 35 are above the maximum of 30');
    expect(en).toContain('Entered: 2 · Missing: 0');
    expect(en).toContain('Save marks');
  });
});
