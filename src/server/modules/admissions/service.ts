/** The admissions module's door: the student an admission number became, and the demo seed's admission of rows. */
export { admitCheckedRows, studentIdOfAdmission } from './admissions-store';
