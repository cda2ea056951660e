import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv } from '../../auth/session-user';
import { contentDisposition } from '../../files/download-routes';
import { looseKey } from '../../../domain/admissions/bulk-cells';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
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
import { insertNewRows } from '../../sheets/insert-new-rows';
import { sheetImporter, type SheetImporter, type SheetUpload } from '../../sheets/sheet-import';

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

const HEADERS = STUDENT_UPLOAD_COLUMNS.map((c) => c.header);

/**
 * An uploaded sheet of students: each row checked by checkStudentRow against the lists, saved a batch at a time in
 * one INSERT that leaves a roll number already in the directory as it is (reported 'already on the list'), so the
 * same file uploaded twice adds nothing; a roll number twice in the file is reported on its second row.
 */
export async function studentsUpload(db: Database): Promise<SheetUpload<StudentLayout, UploadedStudent>> {
  const lookups = await studentLookups(db);
  return {
    layout: { read: studentLayout, noHeader: BULK_MESSAGES.missingColumns(HEADERS) },
    check: (row, layout) => {
      const checked = checkStudentRow(row.number, row.cells, layout, lookups, row.date1904);
      return checked.ok
        ? { texts: checked.texts, value: checked.student, key: checked.student.rollNo }
        : { texts: checked.texts, issues: checked.issues };
    },
    repeated: (earlier) => ({ column: 'Roll Number', reason: U.repeatedInFile(earlier.row) }),
    save: insertNewRows(db, students, {
      column: students.rollNo,
      of: (student) => student.rollNo,
      already: { column: 'Roll Number', reason: U.alreadyThere },
    }),
  };
}

/** masterDataExcelsUploads?fileType=students: uploaded by those who keep the students (administrators, academic section). */
export function studentsImporter(db: Database): SheetImporter {
  return sheetImporter({
    mayUpload: (user) => isAllowed(STUDENT_WRITERS, user.roles),
    open: () => studentsUpload(db),
    headers: HEADERS,
    errorsFileName: 'Students not submitted.xlsx',
  });
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
