import { aliasedTable, eq, sql } from 'drizzle-orm';
import type { LeaveRoute } from '../../../domain/leave/access';
import type { LeaveRow } from '../../../domain/leave/leave-answers';
import type { EndHalf, LeaveStatus, StartHalf } from '../../../domain/leave/leave-rules';
import type { Database } from '../../db/client';
import { leaveApplications, leaveTypes, storedFiles, users } from '../../db/schema';

const decider = aliasedTable(users, 'decider');
const applicantUser = aliasedTable(users, 'applicant');

const rowColumns = {
  id: leaveApplications.id,
  userId: leaveApplications.userId,
  applicant: applicantUser.fullName,
  leaveTypeId: leaveApplications.leaveTypeId,
  code: leaveTypes.code,
  typeName: leaveTypes.name,
  academicYearId: leaveApplications.academicYearId,
  fromDate: leaveApplications.fromDate,
  toDate: leaveApplications.toDate,
  fromHalf: sql<StartHalf>`${leaveApplications.fromHalf}`,
  toHalf: sql<EndHalf>`${leaveApplications.toHalf}`,
  halfDays: leaveApplications.halfDays,
  reason: leaveApplications.reason,
  attachmentFileId: storedFiles.publicId,
  route: sql<LeaveRoute>`${leaveApplications.route}`,
  department: leaveApplications.department,
  status: sql<LeaveStatus>`${leaveApplications.status}`,
  decidedBy: decider.fullName,
  decidedAt: leaveApplications.decidedAt,
  remark: leaveApplications.remark,
  createdAt: leaveApplications.createdAt,
};

/** Leave applications as the screens list them: type, applicant, who decided, the attachment's public id. */
export const leaveRows = (db: Database) =>
  db
    .select(rowColumns)
    .from(leaveApplications)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveApplications.leaveTypeId))
    .innerJoin(applicantUser, eq(applicantUser.id, leaveApplications.userId))
    .leftJoin(decider, eq(decider.id, leaveApplications.decidedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, leaveApplications.attachmentFileId));

/** The rows of `leaveRows` with their times as ISO strings. */
export const shaped = (
  list: (Omit<LeaveRow, 'decidedAt' | 'createdAt'> & { decidedAt: Date | string | null; createdAt: Date | string })[],
): LeaveRow[] =>
  list.map((r) => ({
    ...r,
    decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
