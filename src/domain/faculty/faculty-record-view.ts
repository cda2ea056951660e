/** A faculty record's own screen: the record, whether a login exists, its photo and its faculty database totals. */
export interface FacultyRecordView {
  id: number;
  empCode: string;
  fullName: string;
  department: string;
  designation: string;
  status: string;
  /** The login's user name, or null when Create Logins has not made one yet. */
  login: string | null;
  /** The stored photo's public file id (`fileUrl`: GET /api/app/files/{id}), or null. */
  photoFileId: string | null;
  publications: number;
  mous: number;
  awards: number;
  allotments: number;
}
