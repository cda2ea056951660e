import * as v from 'valibot';

/** GET /api/app/lists/{list}/options: a list's rows as drop-down choices, by id. */
export const OptionListSchema = v.array(v.object({ value: v.number(), label: v.string() }));
