import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { LOGIN_CREATOR_ROLES, hasAnyRole } from '../../../domain/auth/access';
import { LOGIN_ROLES, type LoginRole } from '../../../domain/auth/roles';
import { academicStartYearAt } from '../../../domain/calendar/batch-stage';
import { COUNTER_LABELS, type Counter, type CounterKey } from '../../../domain/dashboards/counters';
import type { DashboardCard, DashboardData, NotificationItem } from '../../../domain/dashboards/dashboard-data';
import { GENERAL_DASHBOARD, ROLE_DASHBOARDS } from '../../../domain/dashboards/role-dashboards';
import { linksOf, menuFor } from '../../../domain/menus/menu-tree';
import { NOTIFICATION_TEXTS, notificationDetail } from '../../../domain/menus/notification-texts';
import type { OwnResults } from '../../../domain/results/own-results';
import { resultsTitlePath } from '../../../domain/routes/link-href';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import {
  batches,
  branches,
  departments,
  examResults,
  examTitles,
  faculty,
  regulations,
  sessions,
  students,
  users,
} from '../../db/schema';
import { COUNTER_QUERIES, type CounterScope } from './counter-queries';

export function dashboardsStore(db: Database) {
  async function account(userId: number) {
    const [row] = await db
      .select({ studentId: users.studentId, facultyId: users.facultyId, program: users.program })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? { studentId: null, facultyId: null, program: null };
  }

  async function facultyCard(
    user: SessionUser,
    facultyId: number | null,
  ): Promise<Extract<DashboardCard, { kind: 'faculty' }>> {
    if (facultyId !== null) {
      const [row] = await db
        .select({
          name: faculty.fullName,
          email: faculty.email,
          department: departments.name,
          designation: faculty.designation,
          code: faculty.empCode,
        })
        .from(faculty)
        .innerJoin(departments, eq(departments.id, faculty.departmentId))
        .where(eq(faculty.id, facultyId))
        .limit(1);
      if (row) return { kind: 'faculty', ...row };
    }
    return {
      kind: 'faculty',
      name: user.fullName,
      email: user.email,
      department: user.program ?? '',
      designation: '',
      code: '',
    };
  }

  async function studentCard(studentId: number | null): Promise<DashboardCard | null> {
    if (studentId === null) return null;
    const [row] = await db
      .select({
        name: students.fullName,
        rollNo: students.rollNo,
        branch: branches.name,
        batch: batches.name,
        regulation: regulations.code,
      })
      .from(students)
      .innerJoin(branches, eq(branches.id, students.branchId))
      .innerJoin(batches, eq(batches.id, students.batchId))
      .innerJoin(regulations, eq(regulations.id, students.regulationId))
      .where(eq(students.id, studentId))
      .limit(1);
    return row ? { kind: 'student', ...row } : null;
  }

  async function counters(keys: readonly CounterKey[], scope: CounterScope): Promise<Counter[]> {
    const values = await Promise.all(keys.map((key) => COUNTER_QUERIES[key](db, scope)));
    return keys.map((key, i) => ({ key, label: COUNTER_LABELS[key], value: values[i] ?? 0 }));
  }

  return {
    /**
     * The dashboard of one of the caller's roles (the first by default, §2), with live counts, the
     * caller's own card and the counts behind their menu badges. Null when they do not hold that role.
     */
    async dashboard(
      user: SessionUser,
      requestedRole: string | undefined,
      now = new Date(),
    ): Promise<DashboardData | null> {
      const firstLoginRole = user.roles.find((r): r is LoginRole => (LOGIN_ROLES as readonly string[]).includes(r));
      const role = requestedRole ?? firstLoginRole ?? null;
      if (role !== null && (!user.roles.includes(role) || !(LOGIN_ROLES as readonly string[]).includes(role)))
        return null;
      const board = role ? ROLE_DASHBOARDS[role as LoginRole] : GENERAL_DASHBOARD;
      const own = await account(user.id);
      const scope: CounterScope = {
        department: own.program ?? user.program,
        studentId: own.studentId,
        facultyId: own.facultyId,
        academicStartYear: academicStartYearAt(now),
      };
      if (scope.department === null && own.facultyId !== null)
        scope.department = (await facultyCard(user, own.facultyId)).department;
      const badgeKeys = [...new Set(linksOf(menuFor(user.roles)).flatMap((l) => (l.badge ? [l.badge] : [])))];
      const [shown, badgeCounts, card] = await Promise.all([
        counters(board.counters, scope),
        counters(badgeKeys, scope),
        board.card === 'faculty'
          ? facultyCard(user, own.facultyId)
          : board.card === 'student'
            ? studentCard(own.studentId)
            : Promise.resolve(null),
      ]);
      return {
        role: role as LoginRole | null,
        title: board.title,
        module: board.module,
        counters: shown,
        card,
        badges: Object.fromEntries(badgeCounts.map((c) => [c.key, c.value])),
        generatedAt: now.toISOString(),
      };
    },

    /** The caller's own roll number and the exams they have results in (their record, else a roll number as user name). */
    async ownResults(user: SessionUser): Promise<OwnResults | null> {
      const own = await account(user.id);
      const [student] = await db
        .select({ id: students.id, rollNo: students.rollNo })
        .from(students)
        .where(
          own.studentId !== null
            ? eq(students.id, own.studentId)
            : eq(sql`upper(${students.rollNo})`, user.username.toUpperCase()),
        )
        .limit(1);
      if (!student) return null;
      const exams = await db
        .selectDistinct({ title: examTitles.title, publishedAt: examTitles.publishedAt })
        .from(examResults)
        .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
        .where(eq(examResults.studentId, student.id))
        .orderBy(desc(examTitles.publishedAt));
      return { rollNo: student.rollNo, examTitles: exams.map((e) => e.title) };
    },

    /** The header's notifications: newest results, logins still to create, sign-ins on other devices. */
    async notifications(user: SessionUser, now = new Date()): Promise<NotificationItem[]> {
      const items: NotificationItem[] = [];
      const recent = await db
        .select({ title: examTitles.title, at: examTitles.publishedAt })
        .from(examTitles)
        .orderBy(desc(examTitles.publishedAt))
        .limit(3);
      for (const r of recent) {
        items.push({
          id: `results:${r.title}`,
          kind: 'results',
          title: NOTIFICATION_TEXTS.resultsPublished,
          detail: r.title,
          at: r.at.toISOString(),
          to: resultsTitlePath(r.title),
        });
      }
      if (hasAnyRole(user.roles, LOGIN_CREATOR_ROLES)) {
        const scope = {
          department: null,
          studentId: null,
          facultyId: null,
          academicStartYear: academicStartYearAt(now),
        };
        const [pupils, staff] = await Promise.all([
          COUNTER_QUERIES.studentsWithoutLogin(db, scope),
          COUNTER_QUERIES.facultyWithoutLogin(db, scope),
        ]);
        if (pupils + staff > 0) {
          items.unshift({
            id: 'logins',
            kind: 'logins',
            title: NOTIFICATION_TEXTS.loginsToCreate,
            ...notificationDetail(NOTIFICATION_TEXTS.loginsMissing, {
              students: String(pupils),
              faculty: String(staff),
            }),
            at: null,
            to: '/createLogins',
          });
        }
      }
      const [active] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)));
      const devices = Number(active?.n ?? 0);
      if (devices > 1) {
        items.unshift({
          id: 'sessions',
          kind: 'security',
          title: NOTIFICATION_TEXTS.signedInElsewhere,
          ...notificationDetail(NOTIFICATION_TEXTS.otherDevices, { devices: String(devices) }),
          at: null,
          to: '/app/reset Password',
        });
      }
      return items;
    },
  };
}
export type DashboardsStore = ReturnType<typeof dashboardsStore>;
