import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import { isAllowed } from '../../../domain/auth/access';
import { EXAM_WRITERS } from '../../../domain/exams/access';
import {
  MARKS_COLUMNS as C,
  aboveMaxReason,
  keyCell,
  marksLayout,
  parseMarksCell,
  type MarksLayout,
} from '../../../domain/exams/marks';
import { EXAM_MESSAGES, MARKS_MESSAGES as M } from '../../../domain/exams/messages';
import {
  SheetRefused,
  sheetImporter,
  type CellIssue,
  type ImportJob,
  type RowCheck,
  type RowSaved,
  type SheetImporter,
  type SheetUpload,
} from '../../sheets/sheet-import';
import type { SheetRow } from '../../sheets/sheet-rows';
import type { MarksStore } from './marks-store';
import type { ExternalWrite } from './marks-writes';

/** Rows saved in one statement (one progress update). */
const MARKS_BATCH_ROWS = 2_000;

/** The columns of the rows not submitted: both keys, so the fixed sheet uploads again as it is. */
const ERROR_HEADERS = [C.subject, C.rollNo, C.code, C.external] as const;

/** A row checked but for what is read a batch at a time: its roll number's registration, its subject's maximum. */
interface MarksRow {
  /** What the check found wrong before those: the row is refused whatever they say. */
  issues: CellIssue[];
  /** A roll number not registered for the subject: unknown to the directory, or not registered (told apart per batch). */
  unregisteredRoll: string | null;
  write: ExternalWrite | null;
}

/**
 * An uploaded marks sheet (masterDataExcelsUploads?fileType=examMarks&examId=…): each row names the subject by its
 * code and the student by roll number, or by coded number when the subject is coded (a roll number is then
 * refused). Rows with an unknown roll or coded number, a student not registered for the subject, marks that are
 * not a whole number or AB, or above the subject's maximum are listed with their reasons, and so is a later row of the
 * same student and subject (saved or refused, the first row stands); the others are saved
 * MARKS_BATCH_ROWS at a time. Marks equal to those stored change nothing, so the same sheet again writes nothing.
 */
export async function marksUpload(
  job: ImportJob,
  userId: number,
  marks: MarksStore,
): Promise<SheetUpload<MarksLayout, MarksRow>> {
  const examId = Number(job.query?.get('examId') ?? '');
  if (!Number.isInteger(examId) || examId < 1) throw new SheetRefused(M.examIdMissing);
  const subjects = await marks.subjectsByCode(examId);
  if (!subjects.size) throw new SheetRefused(EXAM_MESSAGES.examNotFound);
  if (await marks.frozen(examId)) throw new SheetRefused(M.frozen);
  const { byRoll, byCode } = await marks.uploadLookups(examId);

  const check = (row: SheetRow, layout: MarksLayout): RowCheck<MarksRow> => {
    const cell = (i: number | null) => (i === null ? '' : keyCell(row.cells[i] ?? null));
    const subjectCode = cell(layout.subject);
    const rollNo = cell(layout.rollNo);
    const code = cell(layout.code);
    const marksValue = row.cells[layout.external] ?? null;
    const texts = [subjectCode, rollNo, code, marksValue === null ? '' : String(marksValue)];
    const issues: CellIssue[] = [];
    const subject = subjects.get(subjectCode);
    let studentId: number | undefined;
    let unregisteredRoll: string | null = null;
    if (!subject) issues.push({ column: C.subject, reason: M.unknownSubject });
    else if (subject.coded) {
      studentId = byCode.get(`${subject.courseId}|${code}`);
      if (!code) issues.push({ column: C.code, reason: M.codedUseCode });
      else if (studentId === undefined) issues.push({ column: C.code, reason: M.unknownCode });
    } else if (!rollNo) {
      issues.push(code ? { column: C.code, reason: M.unknownCode } : { column: C.rollNo, reason: M.unknownRoll });
    } else {
      studentId = byRoll.get(`${subject.courseId}|${rollNo}`);
      if (studentId === undefined) unregisteredRoll = rollNo;
    }
    const parsed = subject ? parseMarksCell(marksValue, subject.externalMax) : null;
    if (parsed && !parsed.ok) issues.push({ column: C.external, reason: parsed.reason });
    // A student's marks in a subject: the first row with them stands, refused or not (see `repeated`).
    const key = subject && studentId !== undefined ? `${subject.courseId}|${studentId}` : undefined;
    if (unregisteredRoll) return { texts, value: { issues, unregisteredRoll, write: null } };
    if (!subject || studentId === undefined || !parsed?.ok || issues.length) return { texts, issues, key };
    const write = { studentId, courseId: subject.courseId, external: parsed.external, absent: parsed.absent };
    return { texts, value: { issues, unregisteredRoll, write }, key };
  };

  const save = async (rows: readonly MarksRow[]): Promise<RowSaved[]> => {
    const known = await marks.knownRolls(rows.flatMap((r) => (r.unregisteredRoll ? [r.unregisteredRoll] : [])));
    const writes: ExternalWrite[] = [];
    const outcomes: RowSaved[] = [];
    const courseIds = rows.flatMap((r) => (r.write ? [r.write.courseId] : []));
    // The maximums read at the start may have been lowered since: each write is checked again, with the subjects held.
    await marks.withMaximums(courseIds, async (maximums) => {
      for (const r of rows) {
        const issues = [...r.issues];
        if (r.unregisteredRoll)
          issues.unshift({ column: C.rollNo, reason: known.has(r.unregisteredRoll) ? M.notRegistered : M.unknownRoll });
        const max = r.write ? maximums.get(r.write.courseId)?.externalMax : undefined;
        const over = r.write && max !== undefined ? aboveMaxReason('External', r.write.external, max) : null;
        if (over) issues.push({ column: C.external, reason: over });
        if (issues.length || !r.write) outcomes.push({ refused: issues });
        else {
          writes.push(r.write);
          outcomes.push('saved');
        }
      }
      await marks.saveExternal(examId, writes, userId);
    });
    return outcomes;
  };

  return {
    layout: { read: marksLayout, noHeader: BULK_MESSAGES.missingColumns([C.subject, C.rollNo, C.external]) },
    check,
    // A later row never stands in for a refused one: the valuer decides which of the two marks is right.
    repeated: (earlier) => ({
      column: C.external,
      reason: earlier.refused ? M.repeatsRefusedRow(earlier.row) : M.repeatedInFile(earlier.row),
    }),
    save,
    batchRows: MARKS_BATCH_ROWS,
  };
}

/** masterDataExcelsUploads?fileType=examMarks&examId=…: external marks, uploaded by the exam cell. */
export function examMarksImporter(marks: MarksStore): SheetImporter {
  return sheetImporter({
    mayUpload: (user) => isAllowed(EXAM_WRITERS, user.roles),
    open: (job, user) => marksUpload(job, user.id, marks),
    headers: ERROR_HEADERS,
    errorsFileName: 'Marks not submitted.xlsx',
  });
}
