import { describe, expect, it } from 'vitest';
import { SemesterTables, TranscriptSummary } from '../../src/app/ui/transcript-tables';
import { assembleTranscript, type PublishedAttempt } from '../../src/domain/memos/transcript';
import { renderedIn } from './support/rendered-in';

const attempt = (courseId: number, code: string, grade: string, gradePoints: number): PublishedAttempt => ({
  examTitle: 'B.Tech I Year I Semester (R22) Regular Examinations, May 2025',
  publishedAt: Date.parse('2025-06-10T05:00:00Z'),
  semester: 1,
  semesterName: 'I Year I Semester',
  courseId,
  code,
  name: code === 'MA101' ? 'Mathematics I' : 'Physics',
  credits: 4,
  grade,
  gradePoints,
});

const TRANSCRIPT = assembleTranscript([attempt(1, 'MA101', 'A', 8), attempt(2, 'PH101', 'F', 0)], {
  creditsRequired: 160,
  startYear: 2024,
  degreeYears: 4,
});

const transcriptIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(
    locale,
    <>
      <TranscriptSummary t={TRANSCRIPT} />
      <SemesterTables t={TRANSCRIPT} />
    </>,
  );

describe("a student's transcript (dashboard card, memos) in Telugu and Hindi", () => {
  it('states the credits, backlogs and class in Telugu, codes, grades and figures as they are', async () => {
    const html = await transcriptIn('te');
    expect(html).toContain('160 క్రెడిట్లలో 4 సాధించారు');
    expect(html).toContain('బ్యాక్‌లాగ్‌లు 1');
    expect(html).toContain('శ్రేణి: ఇంకా ఇవ్వలేదు');
    expect(html).toContain('<th scope="col">ఉత్తీర్ణమైన పరీక్ష</th>');
    expect(html).toContain('ఉత్తీర్ణత కాలేదు (May 2025)');
    expect(html).toContain('MA101');
  });

  it('states the same in Hindi, and in English word for word as before', async () => {
    expect(await transcriptIn('hi')).toContain('160 में से 4 क्रेडिट अर्जित');
    const english = await transcriptIn('en');
    expect(english).toContain('Credits earned 4 of 160');
    expect(english).toContain('Backlogs 1');
    expect(english).toContain('Class: not awarded yet');
    expect(english).toContain('I Year I Semester: SGPA 4.00, credits earned 4 of 8');
    expect(english).toContain('Not passed (May 2025)');
  });
});
