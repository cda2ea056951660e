import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv } from '../../auth/session-user';
import { contentDisposition } from '../../files/download-routes';
import { looseKey } from '../../../domain/admissions/bulk-cells';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import { isBlankRow } from '../../../domain/admissions/bulk-rows';
import { isAllowed } from '../../../domain/auth/access';
import { STUDENT_WRITERS } from '../../../domain/students/access';
import {
  STUDENT_UPLOAD_COLUMNS,
  STUDENT_UPLOAD_MESSAGES as U,
  checkStudentRow,
  studentLayout,
  type StudentLayout,
  type StudentLookups,
  type UploadedStudent,
} from '../../../domain/students/student-upload';
import type { Database } from '../../db/client';
import { batches, branches, degrees, sections, students } from '../../db/schema';
import { uploadTemplate, type TemplateColumn } from '../../sheets/list-template';
import { openFirstSheet } from '../../sheets/sheet-rows';
import { SheetRefused, type ImportJob, type ImportStore, type Reject, type SheetImporter } from '../admissions/service';

/** Rows saved in one INSERT (one transaction, one progress update). */
const STUDENT_BATCH_ROWS = 500;

/** The lists a students upload names, read once per upload. */
export async function studentLookups(db: Database): Promise<StudentLookups & { labels: Record<string, string[]> }> {
  const [degreeRows, batchRows, branchRows, sectionRows] = await Promise.all([
    db.select({ id: degrees.id, name: degrees.name }).from(degrees).orderBy(degrees.name),
    db
      .select({ id: batches.id, degreeId: batches.degreeId, name: batches.name, regulationId: batches.regulationId })
      .from(batches)
      .orderBy(batches.name),
    db
      .select({ id: branches.id, degreeId: branches.degreeId, code: branches.code, shortName: branches.shortName })
      .from(branches)
      .orderBy(branches.shortName),
    db
      .select({ id: sections.id, batchId: sections.batchId, branchId: sections.branchId, name: sections.name })
      .from(sections)
      .orderBy(sections.name),
  ]);
  const branchMap = new Map<string, number>();
  for (const b of branchRows) {
    branchMap.set(`${b.degreeId}|${looseKey(b.code)}`, b.id);
    branchMap.set(`${b.degreeId}|${looseKey(b.shortName)}`, b.id);
  }
  const distinct = (values: string[]) => [...new Set(values)];
  return {
    degrees: new Map(degreeRows.map((d) => [looseKey(d.name), d.id])),
    batches: new Map(batchRows.map((b) => [`${b.degreeId}|${looseKey(b.name)}`, b])),
    branches: branchMap,
    sections: new Map(sectionRows.map((s) => [`${s.batchId}|${s.branchId}|${looseKey(s.name)}`, s.id])),
    labels: {
      degrees: degreeRows.map((d) => d.name),
      batches: distinct(batchRows.map((b) => b.name)),
      branches: distinct(branchRows.map((b) => b.shortName)),
      sections: distinct(sectionRows.map((s) => s.name)),
    },
  };
}

/** The students template: the upload's columns, drop-downs of the lists as the college keeps them, the explanation. */
export async function studentsTemplate(db: Database): Promise<Buffer> {
  const { labels } = await studentLookups(db);
  const columns: TemplateColumn[] = STUDENT_UPLOAD_COLUMNS.map((c) => ({
    header: c.header,
    required: c.required,
    help: c.help,
    text: c.key === 'rollNo' || c.key === 'mobile',
    ...('options' in c ? { allowed: c.options } : 'list' in c ? { allowed: labels[c.list] ?? [], fromList: true } : {}),
  }));
  return uploadTemplate('Students', 'student', columns);
}

/** Saves a batch of checked students: roll numbers already on the directory are left as they are (not returned). */
async function saveStudents(db: Database, rows: readonly UploadedStudent[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const saved = await db
    .insert(students)
    .values(rows.map((r) => ({ ...r })))
    .onConflictDoNothing({ target: students.rollNo })
    .returning({ rollNo: students.rollNo });
  return new Set(saved.map((s) => s.rollNo));
}

/**
 * An uploaded sheet of students: each row checked by checkStudentRow against the lists, saved STUDENT_BATCH_ROWS at
 * a time in one INSERT that leaves a roll number already in the directory as it is (reported 'already on the
 * list'), so the same file uploaded twice adds nothing; a roll number twice in the file is reported on its second
 * row.
 */
export async function runStudentsImport(job: ImportJob, db: Database, store: ImportStore) {
  const lookups = await studentLookups(db);
  const sheet = await openFirstSheet(job.bytes, job.mediaType);
  const headers = STUDENT_UPLOAD_COLUMNS.map((c) => c.header);
  const counts = { checked: 0, saved: 0, admitted: 0, invalid: 0, totalRows: null as number | null };
  const firstRowOf = new Map<string, number>();
  let layout: StudentLayout | null = null;
  let pending: { rowNumber: number; student: UploadedStudent; texts: string[] }[] = [];
  let rejects: Reject[] = [];

  const flush = async () => {
    const saved = await saveStudents(
      db,
      pending.map((p) => p.student),
    );
    for (const p of pending) {
      if (saved.has(p.student.rollNo)) continue;
      rejects.push({
        kind: 'admitted',
        rowNumber: p.rowNumber,
        cells: p.texts,
        issues: [{ column: 'Roll Number', reason: U.alreadyThere }],
      });
    }
    counts.saved += saved.size;
    counts.admitted += pending.length - saved.size;
    await store.record(job.id, counts, rejects);
    pending = [];
    rejects = [];
  };

  for await (const row of sheet.rows()) {
    if (isBlankRow(row.cells)) continue;
    if (!layout) {
      const found = studentLayout(row.cells);
      if ('missing' in found)
        throw new SheetRefused(
          found.missing.length ? BULK_MESSAGES.missingColumns(found.missing) : BULK_MESSAGES.missingColumns(headers),
        );
      layout = found.layout;
      counts.totalRows = sheet.filledRows - 1;
      continue;
    }
    counts.checked++;
    const checked = checkStudentRow(row.number, row.cells, layout, lookups, row.date1904);
    if (!checked.ok) {
      counts.invalid++;
      rejects.push({
        kind: 'invalid',
        rowNumber: row.number,
        cells: checked.texts,
        issues: checked.issues.map(({ column, reason }) => ({ column, reason })),
      });
    } else {
      const earlier = firstRowOf.get(checked.student.rollNo);
      if (earlier !== undefined) {
        counts.invalid++;
        rejects.push({
          kind: 'invalid',
          rowNumber: row.number,
          cells: checked.texts,
          issues: [{ column: 'Roll Number', reason: U.repeatedInFile(earlier) }],
        });
      } else {
        firstRowOf.set(checked.student.rollNo, row.number);
        pending.push({ rowNumber: row.number, student: checked.student, texts: checked.texts });
      }
    }
    if (pending.length + rejects.length >= STUDENT_BATCH_ROWS) await flush();
  }
  if (!layout) throw new SheetRefused(BULK_MESSAGES.missingColumns(headers));
  await flush();
  if (counts.checked === 0) throw new SheetRefused(BULK_MESSAGES.noRows);
  return counts;
}

/** masterDataExcelsUploads?fileType=students: uploaded by those who keep the students (administrators, academic section). */
export function studentsImporter(db: Database): SheetImporter {
  return {
    mayUpload: (user) => isAllowed(STUDENT_WRITERS, user.roles),
    run: (job, _user, store) => runStudentsImport(job, db, store),
    headers: STUDENT_UPLOAD_COLUMNS.map((c) => c.header),
    errorsFileName: 'Students not submitted.xlsx',
  };
}

/** GET getExcelForStudents: the students template (the permission table and the handler both ask for a student writer). */
export function studentUploadRoutes(db: Database) {
  return new Hono<AppEnv>().get('/getExcelForStudents', async (c) => {
    if (!isAllowed(STUDENT_WRITERS, c.get('user')?.roles ?? []))
      return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
    const bytes = await studentsTemplate(db);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition('attachment', 'Students template.xlsx'),
      'Cache-Control': 'private, no-store',
    });
  });
}
