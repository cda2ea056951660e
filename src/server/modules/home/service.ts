/** The home module's door: the college's public facts and pictures, which letterheads and set-up read. */
export { COLLEGE_FILE_OWNER, collegeImageOf, collegeStore, type CollegeStore } from './college-store';
