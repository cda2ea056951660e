import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ExamResultsView } from '../../src/app/features/exams/exams-queries';
import type { RevaluationApplication } from '../../src/domain/exams/revaluation-answers';
import { analyseExam, type AnalysedResult } from '../../src/domain/result-analysis/analysis';
import { renderedIn } from './support/rendered-in';

// The memos tab's page frame links home through the router.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
// The exam cell's results are read by the exam cell and decided by the principal: the signed-in user is the principal.
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'principal', fullName: 'Demo Principal', roles: ['ROLE_PRINCIPAL'] }),
}));

const { ExamResults } = await import('../../src/app/features/exams/exam-results');
const { ExamRevaluations } = await import('../../src/app/features/exams/exam-revaluations');
const { Analysis } = await import('../../src/app/features/exams/result-analysis-screen');
const { resultKeys } = await import('../../src/app/features/exams/exams-queries');
const { MemosScreen } = await import('../../src/app/features/exams/memos-screen');

const TITLE = 'B.Tech IV Year I Semester (R22) Regular Examinations, November 2026';

const AWAITING: ExamResultsView = {
  stage: 'awaiting',
  processedAt: '2026-11-20T05:00:00.000Z',
  requestedAt: '2026-11-21T05:00:00.000Z',
  authorizedAt: null,
  withdrawnReason: null,
  rulesChanged: false,
  counts: {
    registered: 120,
    processed: 118,
    passed: 100,
    failed: 15,
    absent: 3,
    withMissing: 2,
    distribution: [{ grade: 'O', count: 12 }],
  },
  missing: [{ rollNo: '22B81A0507', name: 'ASHA RANI', code: 'CS701', missing: ['internal', 'external'] }],
  missingCount: 1,
  students: [{ rollNo: '22B81A0501', name: 'CHARAN PILLAI', sgpa: null, cgpa: 8.1, backlogs: 0 }],
  studentsCount: 1,
  rollNo: '',
  page: 1,
  missingPage: 1,
  pageSize: 50,
  grace: [],
  summary: { results: 118, passed: 100, failed: 15, absent: 3, passPercent: 84.7, withheld: 2 },
  history: [{ action: 'requested', userName: 'Exam Cell', at: '2026-11-21T05:00:00.000Z', reason: null }],
  policy: { perSubject: 5, perStudent: 10 },
};

const results = (locale: 'en' | 'te' | 'hi', tab: 'publication' | 'review') =>
  renderedIn(
    locale,
    <ExamResults examId={9} title={TITLE} writer subjects={[]} tab={tab} onTab={() => undefined} />,
    (client) => client.setQueryData(resultKeys.one(9), AWAITING),
  );

const APPLICATION: RevaluationApplication = {
  id: 3,
  examId: 9,
  kind: 'revaluation',
  kindLabel: 'Revaluation',
  rollNo: '22B81A0501',
  name: 'CHARAN PILLAI',
  code: 'CS701',
  course: 'Compiler Design',
  externalMax: 70,
  appliedAt: '2026-11-22T05:00:00.000Z',
  oldExternal: 25,
  oldGrade: 'F',
  newExternal: 30,
  newGrade: 'B',
  decidedByName: 'Exam Cell',
  decidedAt: '2026-11-25T05:00:00.000Z',
  feePaise: 100000,
  feeItem: 'Revaluation CS701 (exam 9)',
  paid: true,
  note: 'Revalued: F → B',
  withdrawn: false,
};

const UNDECIDED = { newExternal: null, newGrade: null, decidedByName: null, decidedAt: null, note: null };

const revaluations = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <ExamRevaluations examId={9} writer />, (client) =>
    client.setQueryData(['exams', 9, 'revaluations'], {
      applications: [
        APPLICATION,
        { ...APPLICATION, id: 4, kind: 'recounting', kindLabel: 'Recounting', ...UNDECIDED, paid: false },
        { ...APPLICATION, id: 5, code: 'CS702', course: 'Data Mining', ...UNDECIDED },
      ],
    }),
  );

const row = (
  studentId: number,
  rollNo: string,
  courseCode: string,
  grade: AnalysedResult['grade'],
): AnalysedResult => ({
  studentId,
  rollNo,
  name: `STUDENT ${studentId}`,
  branch: 'CSE',
  section: 'A',
  courseCode,
  courseName: courseCode === 'CS701' ? 'Compiler Design' : 'Data Mining',
  credits: 3,
  grade,
});
const ANALYSIS = analyseExam([
  row(1, '22B81A0501', 'CS701', 'A'),
  row(1, '22B81A0501', 'CS702', 'B'),
  row(2, '22B81A0502', 'CS701', 'F'),
  row(2, '22B81A0502', 'CS702', 'AB'),
  row(2, '22B81A0502', 'CS703', 'F'),
  row(2, '22B81A0502', 'CS704', 'F'),
]);

describe("The exam cell's publication, revaluations and result analysis speak the page's language", () => {
  it('asks the principal in Telugu and Hindi, with counts, codes and roll numbers as they are', async () => {
    const telugu = await results('te', 'publication');
    expect(telugu).toContain('ప్రచురించాల్సిన ఫలితాలు');
    expect(telugu).toContain('ప్రచురణను ఆమోదించండి');
    expect(telugu).toContain('ప్రిన్సిపాల్ ఆమోదం కోసం వేచి ఉంది');
    expect(telugu).toContain('Exam Cell ప్రచురణ కోరారు');
    expect(telugu).toContain('84.7%');
    const hindi = await results('hi', 'publication');
    expect(hindi).toContain('प्रकाशन की अनुमति दें');
    expect(hindi).toContain('अस्वीकार करने का कारण');
    expect(hindi).toContain('Exam Cell द्वारा प्रकाशन का अनुरोध किया');
  });

  it('shows the publication in English word for word as before', async () => {
    const english = await results('en', 'publication');
    expect(english).toContain('Awaiting the principal’s authorization · processed ');
    expect(english).toContain('<dt>Withheld (marks missing)</dt><dd>2</dd>');
    expect(english).toContain('Authorize publication');
    expect(english).toContain('Reason for rejecting');
    expect(english).toMatch(/ · requested by Exam Cell<\/li>/);
  });

  it("lists the review's missing marks and students in Hindi, roll numbers and marks in Western digits", async () => {
    const hindi = await results('hi', 'review');
    expect(hindi).toContain('अभी बाकी अंक');
    expect(hindi).toContain('आंतरिक और बाह्य');
    expect(hindi).toContain('22B81A0507');
    expect(hindi).toContain('अंक बाकी');
    expect(hindi).toContain('8.1');
    const english = await results('en', 'review');
    expect(english).toContain('internal and external');
    expect(english).toContain('1 subject results lack marks.');
    expect(english).toContain('marks missing');
  });

  it('shows the revaluation decisions in Telugu and Hindi, and in English as the server notes them', async () => {
    const telugu = await revaluations('te');
    expect(telugu).toContain('రీవాల్యుయేషన్: F → B (Exam Cell)');
    expect(telugu).toContain('ఫీజు చెల్లించలేదు');
    expect(telugu).toContain('రీకౌంటింగ్');
    expect(telugu).toContain('25/70 → 30');
    const hindi = await revaluations('hi');
    expect(hindi).toContain('पुनर्मूल्यांकन: F → B (Exam Cell)');
    expect(hindi).toContain('नए बाह्य अंक');
    const english = await revaluations('en');
    expect(english).toContain('Revalued: F → B (Exam Cell)');
    expect(english).toContain('Fee not paid');
    expect(english).toContain('<td data-label="Kind">Recounting</td>');
  });

  it("draws the result analysis and its charts' tables in Telugu and Hindi, figures as they are", async () => {
    const telugu = await renderedIn('te', <Analysis a={ANALYSIS} />);
    expect(telugu).toContain('బ్రాంచ్‌వారీ ఉత్తీర్ణత శాతం');
    // Each chart is a figure whose table, captioned with its title, says the same for a screen reader.
    expect(telugu).toContain('<caption>బ్రాంచ్‌వారీ ఉత్తీర్ణత శాతం</caption>');
    expect(telugu).toContain('<th scope="col">హాజరైనవారు</th>');
    expect(telugu).toContain('3 లేదా అంతకంటే ఎక్కువ');
    expect(telugu).toContain('ఉత్తీర్ణత 50.0%');
    const hindi = await renderedIn('hi', <Analysis a={ANALYSIS} />);
    expect(hindi).toContain('<caption>विषय के अनुसार उत्तीर्ण प्रतिशत</caption>');
    expect(hindi).toContain('<th scope="row" data-label="उत्तीर्ण होने बाकी विषय">कोई नहीं</th>');
    expect(hindi).toContain('22B81A0501');
    const english = await renderedIn('en', <Analysis a={ANALYSIS} />);
    expect(english).toMatch(/<figcaption id="[^"]+">Pass percentage by branch<\/figcaption>/);
    expect(english).toContain('<caption>Pass percentage by branch</caption>');
    expect(english).toContain('<th scope="row" data-label="Subjects to pass">3 or more</th>');
    expect(english).toContain('<td data-label="Pass %" class="number">50.0%</td>');
    expect(english).not.toContain('<svg');
    expect(english).toContain('<span>2 students</span><span>1 passed every subject</span><span>Pass 50.0%</span>');
  });

  it('opens the memos tab in Telugu and Hindi, and in English as before', async () => {
    expect(await renderedIn('te', <MemosScreen tabs={null} />)).toContain('ట్రాన్స్‌క్రిప్ట్ చూపించు');
    expect(await renderedIn('hi', <MemosScreen tabs={null} />)).toContain('मेमो और प्रमाणपत्र');
    expect(await renderedIn('en', <MemosScreen tabs={null} />)).toContain(
      'Type a roll number to see the student&#x27;s transcript of every published result.',
    );
  });
});
