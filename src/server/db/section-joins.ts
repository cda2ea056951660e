import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { batches, branches, departments, sections } from './schema';

/** A section as lists name it: its batch, its branch's short name and its own name ("2023-27 CSE A"). */
export const sectionLabel = sql<string>`${batches.name} || ' ' || ${branches.shortName} || ' ' || ${sections.name}`;

/** Joins the `sections` row of a query to its batch and branch, the tables `sectionLabel` reads. */
export const withBatchAndBranch = <T extends PgSelect>(query: T) =>
  query.innerJoin(batches, eq(batches.id, sections.batchId)).innerJoin(branches, eq(branches.id, sections.branchId));

/** Joins the `branches` row of a query to the department it belongs to. */
export const withDepartment = <T extends PgSelect>(query: T) =>
  query.innerJoin(departments, eq(departments.id, branches.departmentId));

/** Joins the `sections` row of a query to its batch, branch and the branch's department. */
export const withSectionDepartment = <T extends PgSelect>(query: T) => withDepartment(withBatchAndBranch(query));
