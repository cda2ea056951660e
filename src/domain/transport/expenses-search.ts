import * as v from 'valibot';

/** Vehicle Expenses' address: `?vehicle=` the vehicle whose expenses are shown; anything else in it is dropped. */
export const VehicleExpensesSearchSchema = v.object({
  vehicle: v.fallback(
    v.optional(
      v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
    ),
    undefined,
  ),
});
export type VehicleExpensesSearch = v.InferOutput<typeof VehicleExpensesSearchSchema>;
