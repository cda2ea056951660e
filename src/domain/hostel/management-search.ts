import * as v from 'valibot';

/** Hostel Management's address: `?block=` the block whose beds are shown; anything else in it is dropped. */
export const HostelManagementSearchSchema = v.object({
  block: v.fallback(
    v.optional(
      v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
    ),
    undefined,
  ),
});
export type HostelManagementSearch = v.InferOutput<typeof HostelManagementSearchSchema>;
