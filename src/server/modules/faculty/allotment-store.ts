import { aliasedTable, and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { AllotmentChoices, AllotmentInput, AllotmentRow } from '../../../domain/faculty/allotment';
import type { Database } from '../../db/client';
import {
  academicYears,
  batches,
  branches,
  courses,
  departments,
  faculty,
  facultyAllotments,
  sections,
  users,
} from '../../db/schema';
import { sectionLabel, withBatchAndBranch, withDepartment, withSectionDepartment } from '../../db/section-joins';

const PAGE = 50;

/** Which allotments and choices a user sees: the college's, or (a HoD) their department's. */
export type AllotmentScope = 'all' | { department: string };

const subjectDepartments = aliasedTable(departments, 'subject_departments');
const subjectBranches = aliasedTable(branches, 'subject_branches');
const facultyDepartments = aliasedTable(departments, 'faculty_departments');

/** What the rules need to know about an allotment's faculty member, subject and section. */
export interface AllotmentSubjects {
  facultyStatus: string;
  facultyDepartment: string;
  subjectBranchId: number;
  subjectDepartment: string;
  sectionBranchId: number;
}

/** The SQL of subject allotments (faculty ↔ subject ↔ section per academic year). */
export function allotmentStore(db: Database) {
  const rowsQuery = () =>
    withBatchAndBranch(
      db
        .select({
          id: facultyAllotments.id,
          academicYear: facultyAllotments.academicYear,
          facultyId: facultyAllotments.facultyId,
          facultyName: faculty.fullName,
          empCode: faculty.empCode,
          subjectId: facultyAllotments.subjectId,
          subjectCode: courses.code,
          subjectName: courses.name,
          sectionId: facultyAllotments.sectionId,
          sectionLabel,
          shared: facultyAllotments.shared,
        })
        .from(facultyAllotments)
        .innerJoin(faculty, eq(faculty.id, facultyAllotments.facultyId))
        .innerJoin(courses, eq(courses.id, facultyAllotments.subjectId))
        .innerJoin(sections, eq(sections.id, facultyAllotments.sectionId))
        .$dynamic(),
    );

  const departmentOfSubject = (department: string) =>
    sql`${courses.branchId} in (select ${branches.id} from ${branches} inner join ${departments} on ${departments.id} = ${branches.departmentId} where ${departments.name} = ${department})`;

  return {
    /** Whether the academic-years list keeps a year of this name (an allotment names a kept year). */
    async yearKept(name: string): Promise<boolean> {
      const [row] = await db.select({ id: academicYears.id }).from(academicYears).where(eq(academicYears.name, name));
      return row !== undefined;
    },

    /** The facts of one faculty member, subject and section, or which of them is not on its list. */
    async subjectsOf(
      input: Pick<AllotmentInput, 'facultyId' | 'subjectId' | 'sectionId'>,
    ): Promise<AllotmentSubjects | 'faculty' | 'subject' | 'section'> {
      const [member] = await db
        .select({ status: faculty.status, department: facultyDepartments.name })
        .from(faculty)
        .innerJoin(facultyDepartments, eq(facultyDepartments.id, faculty.departmentId))
        .where(eq(faculty.id, input.facultyId));
      if (!member) return 'faculty';
      const [subject] = await db
        .select({ branchId: courses.branchId, department: subjectDepartments.name })
        .from(courses)
        .innerJoin(subjectBranches, eq(subjectBranches.id, courses.branchId))
        .innerJoin(subjectDepartments, eq(subjectDepartments.id, subjectBranches.departmentId))
        .where(eq(courses.id, input.subjectId));
      if (!subject) return 'subject';
      const [section] = await db
        .select({ branchId: sections.branchId })
        .from(sections)
        .where(eq(sections.id, input.sectionId));
      if (!section) return 'section';
      return {
        facultyStatus: member.status,
        facultyDepartment: member.department,
        subjectBranchId: subject.branchId,
        subjectDepartment: subject.department,
        sectionBranchId: section.branchId,
      };
    },

    /** Who else teaches this class this year: a teacher not marked shared, and this faculty member already. */
    async classTaken(input: AllotmentInput, exceptId: number | null) {
      const others = await db
        .select({ facultyId: facultyAllotments.facultyId, shared: facultyAllotments.shared })
        .from(facultyAllotments)
        .where(
          and(
            eq(facultyAllotments.academicYear, input.academicYear),
            eq(facultyAllotments.subjectId, input.subjectId),
            eq(facultyAllotments.sectionId, input.sectionId),
            exceptId === null ? undefined : ne(facultyAllotments.id, exceptId),
          ),
        );
      return {
        slotHasTeacher: others.some((o) => !o.shared),
        sameTeacherAlready: others.some((o) => o.facultyId === input.facultyId),
      };
    },

    async find(id: number): Promise<AllotmentRow | null> {
      const [row] = await rowsQuery().where(eq(facultyAllotments.id, id));
      return row ?? null;
    },

    /** One page of a year's allotments the user sees, by section, subject and teacher. */
    async page(year: string, facultyId: number | undefined, page: number, scope: AllotmentScope) {
      const where = and(
        eq(facultyAllotments.academicYear, year),
        facultyId === undefined ? undefined : eq(facultyAllotments.facultyId, facultyId),
        scope === 'all' ? undefined : departmentOfSubject(scope.department),
      );
      const [{ total }] = (await db
        .select({ total: count() })
        .from(facultyAllotments)
        .innerJoin(courses, eq(courses.id, facultyAllotments.subjectId))
        .where(where)) as unknown as [{ total: number }];
      const rows = await rowsQuery()
        .where(where)
        .orderBy(
          asc(batches.name),
          asc(branches.shortName),
          asc(sections.name),
          asc(courses.code),
          asc(faculty.empCode),
        )
        .limit(PAGE)
        .offset((page - 1) * PAGE);
      return { rows, total: Number(total), page, pageSize: PAGE };
    },

    /** The signed-in faculty member's own allotments of a year (none when the login is not a faculty member's). */
    async own(userId: number, year: string): Promise<AllotmentRow[]> {
      return rowsQuery()
        .innerJoin(users, eq(users.facultyId, facultyAllotments.facultyId))
        .where(and(eq(users.id, userId), eq(facultyAllotments.academicYear, year)))
        .orderBy(asc(courses.code), asc(sections.name));
    },

    /** The form's drop-downs: active faculty, subjects and sections the user may allot. */
    async choices(scope: AllotmentScope): Promise<AllotmentChoices> {
      const inDepartment = (column: typeof departments.name) =>
        scope === 'all' ? undefined : eq(column, scope.department);
      const members = await db
        .select({ value: faculty.id, label: sql<string>`${faculty.empCode} || ' ' || ${faculty.fullName}` })
        .from(faculty)
        .innerJoin(departments, eq(departments.id, faculty.departmentId))
        .where(and(eq(faculty.status, 'Active'), inDepartment(departments.name)))
        .orderBy(asc(faculty.empCode));
      const subjects = await withDepartment(
        db
          .select({
            value: courses.id,
            label: sql<string>`${courses.code} || ' ' || ${courses.name} || ' (' || ${branches.shortName} || ')'`,
          })
          .from(courses)
          .innerJoin(branches, eq(branches.id, courses.branchId))
          .$dynamic(),
      )
        .where(inDepartment(departments.name))
        .orderBy(asc(courses.code));
      const classes = await withSectionDepartment(
        db.select({ value: sections.id, label: sectionLabel }).from(sections).$dynamic(),
      )
        .where(inDepartment(departments.name))
        .orderBy(asc(batches.name), asc(branches.shortName), asc(sections.name));
      const years = await db
        .select({ value: academicYears.name, label: academicYears.name, current: academicYears.isCurrent })
        .from(academicYears)
        .orderBy(sql`${academicYears.name} desc`);
      return { faculty: members, subjects, sections: classes, academicYears: years };
    },

    async insert(input: AllotmentInput): Promise<number> {
      const [row] = await db.insert(facultyAllotments).values(input).returning({ id: facultyAllotments.id });
      return row!.id;
    },

    async update(id: number, input: AllotmentInput): Promise<void> {
      await db
        .update(facultyAllotments)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(facultyAllotments.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(facultyAllotments).where(eq(facultyAllotments.id, id));
    },
  };
}
export type AllotmentStore = ReturnType<typeof allotmentStore>;
