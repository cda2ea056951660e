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

/** The server's answer to a change: its §8 words (and the saved row, or the change stored as pending). */
export const ListChangedSchema = v.object({
  message: v.string(),
  row: v.optional(v.nullable(ListRowDataSchema)),
  note: v.optional(v.string()),
  request: v.optional(ChangeRequestSchema),
});
