import * as v from 'valibot';
import { listPageSchema } from '../academic/list-answers';
import { AllotmentRowSchema } from './allotment';

/** GET /api/app/allotments: one page of a year's allotments. */
export const AllotmentPageSchema = listPageSchema(AllotmentRowSchema);

/** GET /api/app/allotments/mine: the signed-in faculty member's own allotments of a year. */
export const OwnAllotmentsSchema = v.object({ rows: v.array(AllotmentRowSchema) });

/** POST and PUT /api/app/allotments: what was done and the allotment as saved (null if it is gone meanwhile). */
export const AllotmentSavedSchema = v.object({ message: v.string(), row: v.nullable(AllotmentRowSchema) });

/** DELETE /api/app/allotments/{id}: what was done and the id removed. */
export const AllotmentDeletedSchema = v.object({ message: v.string(), id: v.number() });
