import * as v from 'valibot';

/** GET getNormalData (normal-data.ts): the college's general data the admission forms need. */
export const NormalDataSchema = v.object({
  collegeCode: v.string(),
  collegeName: v.string(),
  academicYear: v.string(),
  admissionTypesFromSeatTypes: v.boolean(),
  admissionTypes: v.array(v.string()),
});
