import * as v from 'valibot';
import { ChangeRequestSchema } from './maker-checker';

// The answers of the list engine's calls (GET /api/app/lists/{kind}, …/options, the changes and their decisions), as
// the client parses them. A row's fields differ by list: the descriptor names them, the row keeps them all.

/** One page of a list: its rows, how many match in all, and where the page stands. */
export const listPageSchema = <TRow extends v.GenericSchema>(row: TRow) =>
  v.object({ rows: v.array(row), total: v.number(), page: v.number(), pageSize: v.number() });

/** A row of any list: its id, and every field its descriptor names. */
export const ListRowDataSchema = v.looseObject({ id: v.number() });

export { ListOptionSchema } from './list-option';

/**
 * The server's answer to a change: its §8 words and the saved row (a delete: the deleted row's id), or, for a list
 * whose changes a second person authorizes, the note that it waits and the change stored as pending.
 */
export const ListChangedSchema = v.object({
  message: v.string(),
  id: v.optional(v.number()),
  row: v.optional(v.nullable(ListRowDataSchema)),
  note: v.optional(v.string()),
  request: v.optional(ChangeRequestSchema),
});

/** POST /api/app/listChangeRequests/{id}/authorize: what was done, and the row as the change left it. */
export const ChangeAuthorizedSchema = v.object({ message: v.string(), row: v.nullable(ListRowDataSchema) });
