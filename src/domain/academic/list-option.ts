import * as v from 'valibot';

/** One entry of a reference's drop-down: what the row stores and what the drop-down shows. */
export const ListOptionSchema = v.object({ value: v.union([v.number(), v.string()]), label: v.string() });
