import { and, asc, eq } from 'drizzle-orm';
import { semesterName } from '../../../domain/academic/semester-name';
import { maskEmail, maskMobile } from '../../../domain/parents/contact-mask';
import type { ParentProfileInput, ParentRelation } from '../../../domain/parents/profile';
import type { LinkedStudentDetails, ParentProfileDetails } from '../../../domain/parents/profile-answers';
import type { Database } from '../../db/client';
import {
  batches,
  branches,
  degrees,
  parentProfiles,
  parentStudents,
  sections,
  semesters,
  students,
  users,
} from '../../db/schema';

/**
 * A parent's profile: their own details (the account's name and e-mail, and parent_profiles) and the details of the
 * students linked to them. Every read is by the parent's own user id, so a parent meets no other student.
 */
export function parentProfileStore(db: Database) {
  return {
    /** The parent's details; null for an account that no longer exists. */
    async details(userId: number): Promise<ParentProfileDetails | null> {
      const [row] = await db
        .select({
          username: users.username,
          fullName: users.fullName,
          email: users.email,
          mobile: parentProfiles.mobile,
          relation: parentProfiles.relation,
          address: parentProfiles.address,
        })
        .from(users)
        .leftJoin(parentProfiles, eq(parentProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      return {
        username: row.username,
        fullName: row.fullName,
        email: row.email,
        mobile: row.mobile ?? '',
        relation: (row.relation as ParentRelation | null) ?? null,
        address: row.address ?? '',
      };
    },

    /** The students linked to the parent, in the order linked, with their own e-mail and mobile masked. */
    async students(parentUserId: number): Promise<LinkedStudentDetails[]> {
      const rows = await db
        .select({
          rollNo: students.rollNo,
          fullName: students.fullName,
          course: degrees.name,
          branch: branches.name,
          batch: batches.name,
          semester: students.semester,
          semesterName: semesters.name,
          section: sections.name,
          dateOfBirth: students.dateOfBirth,
          email: students.email,
          mobile: students.mobile,
        })
        .from(parentStudents)
        .innerJoin(students, eq(students.id, parentStudents.studentId))
        .innerJoin(branches, eq(branches.id, students.branchId))
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(degrees, eq(degrees.id, batches.degreeId))
        .leftJoin(sections, eq(sections.id, students.sectionId))
        .leftJoin(semesters, and(eq(semesters.degreeId, batches.degreeId), eq(semesters.number, students.semester)))
        .where(eq(parentStudents.parentUserId, parentUserId))
        .orderBy(asc(parentStudents.linkedAt), asc(students.rollNo));
      return rows.map((r) => ({
        ...r,
        semesterName: semesterName(r.semester, r.semesterName),
        email: r.email?.trim() ? maskEmail(r.email) : null,
        mobile: r.mobile?.trim() ? maskMobile(r.mobile) : null,
      }));
    },

    /** Saves the parent's details: the name on the account, the rest in parent_profiles, in one transaction. */
    async save(userId: number, { fullName, mobile, relation, address }: ParentProfileInput, now: Date) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ fullName }).where(eq(users.id, userId));
        await tx
          .insert(parentProfiles)
          .values({ userId, mobile, relation, address, updatedAt: now })
          .onConflictDoUpdate({ target: parentProfiles.userId, set: { mobile, relation, address, updatedAt: now } });
      });
    },
  };
}

export type ParentProfileStore = ReturnType<typeof parentProfileStore>;
