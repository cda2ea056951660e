import { describe, expect, it, vi } from 'vitest';
import { ResultSheetView } from '../../src/app/features/results/result-sheet-view';
import { ChoiceSelect } from '../../src/app/ui/choice-select';
import { SaveOrCancel } from '../../src/app/ui/list-form-card';
import { Pager } from '../../src/app/ui/pager';
import { SaveBar } from '../../src/app/ui/save-bar';
import { SheetUploadPanel } from '../../src/app/ui/sheet-upload/sheet-upload-panel';
import { UploadIssues } from '../../src/app/ui/sheet-upload/upload-issues';
import { UploadProgress } from '../../src/app/ui/sheet-upload/upload-progress';
import { WeekClass } from '../../src/app/ui/week-class';
import type { ImportReport } from '../../src/domain/admissions/bulk-report';
import type { Locale } from '../../src/domain/i18n/locales';
import type { ResultSheet } from '../../src/domain/results/result-sheet';
import type { WeekEntry } from '../../src/domain/timetable/timetable';
import { renderedIn } from './support/rendered-in';

// Links draw as plain anchors.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
}));

const REPORT: ImportReport = {
  importKey: 'k1',
  fileName: 'students.xlsx',
  status: 'done',
  totalRows: 12,
  checkedRows: 12,
  savedRows: 9,
  alreadyAdmittedRows: 1,
  invalidRows: 2,
  message: null,
  startedAt: '2026-11-24T05:00:00Z',
  finishedAt: '2026-11-24T05:01:00Z',
  issues: [{ row: 4, column: 'Roll Number', reason: 'Please enter Roll Number' }],
  moreIssues: true,
  alreadyAdmitted: [7],
};

const ENTRY = {
  startTime: '09:00',
  endTime: '09:50',
  subjectCode: 'CS301',
  subjectName: 'Data Structures',
  room: '101',
} as WeekEntry;

const RECORD = {
  examTitle: 'B.Tech II Year I Semester (R22) Regular Examinations',
  sgpa: 7.7,
  courseCode: 'R22CS302',
  course: 'Digital Electronics',
  credits: 3,
  grade: 'B',
  gradePoints: 6,
  status: 'Pass',
};
const SHEET = {
  studentName: 'RAVI KUMAR',
  studentRollNo: '22B81A0502',
  totalCredits: 6,
  earnedCredits: 6,
  passCount: 2,
  failCount: 0,
  listofRecords: [
    { ...RECORD, revaluation: 'Revalued: F → B' },
    { ...RECORD, courseCode: 'R22CS304', grade: 'A', revaluation: 'Recounted: unchanged (A)' },
  ],
} as ResultSheet;

const controls = (locale: Locale) =>
  renderedIn(
    locale,
    <>
      <SaveOrCancel pending={false} onCancel={() => undefined} />
      <Pager page={2} pages={3} onPage={() => undefined} className="pager" />
      <SaveBar outcome={{ tone: 'queued', text: '…' }} count="3">
        <button type="button">…</button>
      </SaveBar>
      <ChoiceSelect label="Subject" name="subject" value="" options={[]} onChange={() => undefined} />
      <ul>
        <WeekClass entry={ENTRY} where="Period 1" note={null} />
      </ul>
      <SheetUploadPanel
        title="Upload"
        fileType="students"
        hint="Fill the template."
        errorsFileName="errors.xlsx"
        already={{ short: 'already admitted', rows: 'Already admitted, rows' }}
        onClose={() => undefined}
      />
      <UploadProgress stage={{ stage: 'sending', sent: 1024, total: 2048 }} already="already admitted" />
      <UploadProgress stage={{ stage: 'checking', progress: REPORT }} already="already admitted" />
      <UploadIssues
        report={REPORT}
        already={{ short: 'already admitted', rows: 'rows' }}
        onDownload={() => undefined}
      />
    </>,
  );

describe("the shared controls' own words in the page's language", () => {
  it('stay as they were in English', async () => {
    const html = await controls('en');
    for (const words of [
      '>Save</button>',
      '>Cancel</button>',
      'aria-label="Pages"',
      'Previous page',
      'Next page',
      '>Outbox</a>',
      'Choose the subject',
      'CS301 Data Structures</strong><br/>Period 1 · Room 101',
      'Fill the template. Upload it as .xlsx or .xls, up to 48 MB.',
      'Excel file',
      '>Upload</button>',
      '>Close</button>',
      'Sending the file: 1 KB of 2 KB',
      'Rows checked: 12 of 12 · saved: 9 · already admitted: 1 · not submitted: 2',
      '9 saved of 12 rows, 1 already admitted (not saved again), 2 not submitted.',
      'Download these rows to fix (2)',
      '<th scope="col">Row</th><th scope="col">Column</th><th scope="col">Reason</th>',
      'The table shows the first 1 problems; the downloaded sheet has every row.',
    ])
      expect(html).toContain(words);
  });

  it('are in Telugu, figures and codes in Western digits', async () => {
    const html = await controls('te');
    for (const words of [
      '>సేవ్ చేయండి</button>',
      '>రద్దు చేయి</button>',
      'తదుపరి పేజీ',
      'మునుపటి పేజీ',
      '>అవుట్‌బాక్స్</a>',
      'subject ఎంచుకోండి',
      'Period 1 · గది 101',
      'ఎక్సెల్ ఫైల్',
      'ఫైల్ పంపుతున్నాం: 2 KB లో 1 KB',
      'తనిఖీ చేసిన వరుసలు: 12 లో 12 · సేవ్ అయినవి: 9',
      '12 వరుసలలో 9 సేవ్ అయ్యాయి',
      'సరిచేయడానికి ఈ వరుసలను డౌన్‌లోడ్ చేయండి (2)',
      '<th scope="col">కారణం</th>',
    ])
      expect(html).toContain(words);
    for (const english of ['>Save<', '>Cancel<', 'Next page', 'Excel file', 'Rows checked', 'saved of'])
      expect(html).not.toContain(english);
  });

  it('are in Hindi', async () => {
    const html = await controls('hi');
    for (const words of [
      '>सहेजें</button>',
      '>रद्द करें</button>',
      'अगला पृष्ठ',
      'कमरा 101',
      'एक्सेल फ़ाइल',
      'जाँची गई पंक्तियाँ: 12 में से 12',
      '12 पंक्तियों में से 9 सहेजी गईं',
      '<th scope="col">पंक्ति</th>',
    ])
      expect(html).toContain(words);
    expect(html).not.toContain('Previous page');
  });
});

describe("a result's revaluation note in the page's language", () => {
  it('stays as the server wrote it in English', async () => {
    const html = await renderedIn('en', <ResultSheetView sheet={SHEET} />);
    expect(html).toContain('<small class="revaluation-note">Revalued: F → B</small>');
    expect(html).toContain('<small class="revaluation-note">Recounted: unchanged (A)</small>');
  });

  it('is in Telugu and Hindi, the grades as they are', async () => {
    const te = await renderedIn('te', <ResultSheetView sheet={SHEET} />);
    expect(te).toContain('<small class="revaluation-note">పునర్మూల్యాంకనం: F → B</small>');
    expect(te).toContain('<small class="revaluation-note">పునఃగణన: మార్పు లేదు (A)</small>');
    const hi = await renderedIn('hi', <ResultSheetView sheet={SHEET} />);
    expect(hi).toContain('<small class="revaluation-note">पुनर्मूल्यांकन: F → B</small>');
    expect(hi).toContain('<small class="revaluation-note">पुनर्गणना: कोई बदलाव नहीं (A)</small>');
  });

  it('shows a note it cannot read as sent', async () => {
    const sheet = { ...SHEET, listofRecords: [{ ...RECORD, revaluation: 'Withdrawn' }] } as ResultSheet;
    expect(await renderedIn('te', <ResultSheetView sheet={sheet} />)).toContain(
      '<small class="revaluation-note">Withdrawn</small>',
    );
  });
});
