/** The parents module's door: the students a parent account follows (payments and memos read them). */
export { linkedStudentIds } from './parents-store';
