import * as v from 'valibot';
import { typedRupees } from '../money/typed-rupees';
import { APPLICATION_STATUSES, HOSTEL_REGISTRATION_MESSAGES as M } from './registration';

/**
 * The incharge's Registration screen: its address (`?status=&page=`, anything else dropped) and its forms as they hold
 * what is typed — a room type's fee in rupees, the bed chosen for an applicant — each checked by the server's rule.
 */
export const RegistrationSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(APPLICATION_STATUSES)), undefined),
  page: v.fallback(
    v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
    undefined,
  ),
});
export type RegistrationSearch = v.InferOutput<typeof RegistrationSearchSchema>;

/** A room type's fee for the year, in rupees as typed. */
export const RoomFeeFormSchema = v.object({
  fee: typedRupees(
    v.pipe(
      v.number(M.feeRupeesInvalid),
      v.integer(M.feeRupeesInvalid),
      v.minValue(0, M.feeRupeesInvalid),
      v.maxValue(100_000_000, M.feeRupeesInvalid),
    ),
    M.feeRupeesInvalid,
  ),
});
export type RoomFeeFormValues = v.InferInput<typeof RoomFeeFormSchema>;

/** The bed the incharge gives an applicant, chosen from the free beds of a block (ids as the drop-downs hold them). */
export const HandAllotFormSchema = v.object({
  /** The block whose free beds the bed list shows (the call takes the bed alone). */
  buildingId: v.string(),
  bedId: v.pipe(v.string(M.bedInvalid), v.regex(/^[1-9]\d{0,9}$/, M.bedInvalid), v.transform(Number)),
});
export type HandAllotFormValues = v.InferInput<typeof HandAllotFormSchema>;
