import { isBlankRow } from '../../../domain/admissions/bulk-rows';
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
import { openFirstSheet } from '../../sheets/sheet-rows';
import { SheetRefused, type ImportJob, type ImportStore, type Reject, type SheetImporter } from '../admissions/service';
import type { MarksStore } from './marks-store';
import type { ExternalWrite } from './marks-writes';

/** Rows saved in one statement (one progress update). */
const MARKS_BATCH_ROWS = 2_000;

/** The columns of the rows not submitted: both keys, so the fixed sheet uploads again as it is. */
const ERROR_HEADERS = [C.subject, C.rollNo, C.code, C.external] as const;

interface Checked {
  rowNumber: number;
  texts: string[];
  issues: { column: string; reason: string }[];
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
export async function runMarksImport(job: ImportJob, userId: number, marks: MarksStore, store: ImportStore) {
  const examId = Number(job.query?.get('examId') ?? '');
  if (!Number.isInteger(examId) || examId < 1) throw new SheetRefused(M.examIdMissing);
  const subjects = await marks.subjectsByCode(examId);
  if (!subjects.size) throw new SheetRefused(EXAM_MESSAGES.examNotFound);
  if (await marks.frozen(examId)) throw new SheetRefused(M.frozen);
  const { byRoll, byCode } = await marks.uploadLookups(examId);
  const sheet = await openFirstSheet(job.bytes, job.mediaType);
  const counts = { checked: 0, saved: 0, admitted: 0, invalid: 0, totalRows: null as number | null };
  /** Each student's first row of a subject, and whether that row was refused. */
  const firstRowOf = new Map<string, { row: number; refused: boolean }>();
  let layout: MarksLayout | null = null;
  let batch: Checked[] = [];

  const flush = async () => {
    const rolls = batch.flatMap((b) => (b.unregisteredRoll ? [b.unregisteredRoll] : []));
    const known = await marks.knownRolls(rolls);
    const rejects: Reject[] = [];
    const writes: ExternalWrite[] = [];
    const courseIds = batch.flatMap((b) => (b.write ? [b.write.courseId] : []));
    // The maximums read at the start may have been lowered since: each write is checked again, with the subjects held.
    await marks.withMaximums(courseIds, async (maximums) => {
      for (const b of batch) {
        if (b.unregisteredRoll)
          b.issues.unshift({
            column: C.rollNo,
            reason: known.has(b.unregisteredRoll) ? M.notRegistered : M.unknownRoll,
          });
        const max = b.write ? maximums.get(b.write.courseId)?.externalMax : undefined;
        const over = b.write && max !== undefined ? aboveMaxReason('External', b.write.external, max) : null;
        if (over) b.issues.push({ column: C.external, reason: over });
        if (b.issues.length)
          rejects.push({ kind: 'invalid', rowNumber: b.rowNumber, cells: b.texts, issues: b.issues });
        else if (b.write) writes.push(b.write);
      }
      await marks.saveExternal(examId, writes, userId);
    });
    counts.saved += writes.length;
    counts.invalid += rejects.length;
    await store.record(job.id, counts, rejects);
    batch = [];
  };

  for await (const row of sheet.rows()) {
    if (isBlankRow(row.cells)) continue;
    if (!layout) {
      const found = marksLayout(row.cells);
      if ('missing' in found) throw new SheetRefused(BULK_MESSAGES.missingColumns(found.missing));
      layout = found.layout;
      counts.totalRows = sheet.filledRows - 1;
      continue;
    }
    counts.checked++;
    const cell = (i: number | null) => (i === null ? '' : keyCell(row.cells[i] ?? null));
    const subjectCode = cell(layout.subject);
    const rollNo = cell(layout.rollNo);
    const code = cell(layout.code);
    const marksValue = row.cells[layout.external] ?? null;
    const checked: Checked = {
      rowNumber: row.number,
      texts: [subjectCode, rollNo, code, marksValue === null ? '' : String(marksValue)],
      issues: [],
      unregisteredRoll: null,
      write: null,
    };
    const subject = subjects.get(subjectCode);
    let studentId: number | undefined;
    if (!subject) checked.issues.push({ column: C.subject, reason: M.unknownSubject });
    else if (subject.coded) {
      studentId = byCode.get(`${subject.courseId}|${code}`);
      if (!code) checked.issues.push({ column: C.code, reason: M.codedUseCode });
      else if (studentId === undefined) checked.issues.push({ column: C.code, reason: M.unknownCode });
    } else if (!rollNo) {
      checked.issues.push(
        code ? { column: C.code, reason: M.unknownCode } : { column: C.rollNo, reason: M.unknownRoll },
      );
    } else {
      studentId = byRoll.get(`${subject.courseId}|${rollNo}`);
      if (studentId === undefined) checked.unregisteredRoll = rollNo;
    }
    if (subject) {
      const parsed = parseMarksCell(marksValue, subject.externalMax);
      if (!parsed.ok) checked.issues.push({ column: C.external, reason: parsed.reason });
      if (studentId !== undefined) {
        const key = `${subject.courseId}|${studentId}`;
        const earlier = firstRowOf.get(key);
        // A later row never stands in for a refused one: the valuer decides which of the two marks is right.
        if (earlier)
          checked.issues.push({
            column: C.external,
            reason: earlier.refused ? M.repeatsRefusedRow(earlier.row) : M.repeatedInFile(earlier.row),
          });
        else firstRowOf.set(key, { row: row.number, refused: checked.issues.length > 0 });
        if (parsed.ok && !checked.issues.length)
          checked.write = { studentId, courseId: subject.courseId, external: parsed.external, absent: parsed.absent };
      }
    }
    batch.push(checked);
    if (batch.length >= MARKS_BATCH_ROWS) await flush();
  }
  if (!layout) throw new SheetRefused(BULK_MESSAGES.missingColumns([C.subject, C.rollNo, C.external]));
  await flush();
  if (counts.checked === 0) throw new SheetRefused(BULK_MESSAGES.noRows);
  return counts;
}

/** masterDataExcelsUploads?fileType=examMarks&examId=…: external marks, uploaded by the exam cell. */
export function examMarksImporter(marks: MarksStore): SheetImporter {
  return {
    mayUpload: (user) => isAllowed(EXAM_WRITERS, user.roles),
    run: (job, user, store) => runMarksImport(job, user.id, marks, store),
    headers: ERROR_HEADERS,
    errorsFileName: 'Marks not submitted.xlsx',
  };
}
