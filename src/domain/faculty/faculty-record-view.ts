import * as v from 'valibot';

/** A faculty record's own screen: the record, whether a login exists, its photo and its faculty database totals. */
export const FacultyRecordViewSchema = v.object({
  id: v.number(),
  empCode: v.string(),
  fullName: v.string(),
  department: v.string(),
  designation: v.string(),
  status: v.string(),
  /** The login's user name, or null when Create Logins has not made one yet. */
  login: v.nullable(v.string()),
  /** The stored photo's public file id (`fileUrl`: GET /api/app/files/{id}), or null. */
  photoFileId: v.nullable(v.string()),
  publications: v.number(),
  mous: v.number(),
  awards: v.number(),
  allotments: v.number(),
});
export type FacultyRecordView = v.InferOutput<typeof FacultyRecordViewSchema>;

/** POST /api/app/facultyRecord/{id}/photo: what was done and the new photo's public file id. */
export const FacultyPhotoSavedSchema = v.object({ message: v.string(), photoFileId: v.string() });
