import type { RecordKind } from './faculty-queries';
import { FACULTY_PATHS } from '../../../domain/faculty/paths';

/**
 * The words and address of each kind of faculty database record. Each sentence is written whole for each kind (not
 * built from "publication" and "publications"), so Telugu and Hindi can say it in their own order.
 */
export interface RecordKindWords {
  title: string;
  path: string;
  /** `{name}`, `{department}`: the member's. */
  yours: string;
  ofCollege: string;
  /** `{program}`: the HoD's. */
  ofProgram: string;
  /** `{member}`: an employee code. */
  ofMember: string;
  showEvery: string;
  add: string;
  mine: string;
  none: string;
  /** `{count}`: how many. */
  count: string;
  added: string;
  saved: string;
  deleted: string;
  loadFailed: string;
  newOne: string;
  editOne: string;
  deleteOne: string;
}

export const RECORD_KINDS: Readonly<Record<RecordKind, RecordKindWords>> = {
  publications: {
    title: /*i18n*/ 'Publications',
    path: FACULTY_PATHS.facultyPublications,
    yours: /*i18n*/ 'Your publications: {name}, {department}.',
    ofCollege: /*i18n*/ "Publications of the college's faculty members.",
    ofProgram: /*i18n*/ 'Publications of the faculty of {program}.',
    ofMember: /*i18n*/ 'Showing the publications of {member}.',
    showEvery: /*i18n*/ 'Show every publication',
    add: /*i18n*/ 'Add publication',
    mine: /*i18n*/ 'My publications',
    none: /*i18n*/ 'No publications recorded yet.',
    count: /*i18n*/ '{count, plural, one {# publication} other {# publications}}',
    added: /*i18n*/ 'Publication added.',
    saved: /*i18n*/ 'Publication saved.',
    deleted: /*i18n*/ 'Publication deleted.',
    loadFailed: /*i18n*/ 'The publications could not be loaded. Check your connection and open this page again.',
    newOne: /*i18n*/ 'New publication',
    editOne: /*i18n*/ 'Edit publication',
    deleteOne: /*i18n*/ 'Delete this publication?',
  },
  mous: {
    title: /*i18n*/ 'MoUs',
    path: FACULTY_PATHS.facultyMous,
    yours: /*i18n*/ 'Your MoUs: {name}, {department}.',
    ofCollege: /*i18n*/ "MoUs of the college's faculty members.",
    ofProgram: /*i18n*/ 'MoUs of the faculty of {program}.',
    ofMember: /*i18n*/ 'Showing the MoUs of {member}.',
    showEvery: /*i18n*/ 'Show every MoU',
    add: /*i18n*/ 'Add MoU',
    mine: /*i18n*/ 'My MoUs',
    none: /*i18n*/ 'No MoUs recorded yet.',
    count: /*i18n*/ '{count, plural, one {# MoU} other {# MoUs}}',
    added: /*i18n*/ 'MoU added.',
    saved: /*i18n*/ 'MoU saved.',
    deleted: /*i18n*/ 'MoU deleted.',
    loadFailed: /*i18n*/ 'The MoUs could not be loaded. Check your connection and open this page again.',
    newOne: /*i18n*/ 'New MoU',
    editOne: /*i18n*/ 'Edit MoU',
    deleteOne: /*i18n*/ 'Delete this MoU?',
  },
  awards: {
    title: /*i18n*/ 'Awards',
    path: FACULTY_PATHS.facultyAwards,
    yours: /*i18n*/ 'Your awards: {name}, {department}.',
    ofCollege: /*i18n*/ "Awards of the college's faculty members.",
    ofProgram: /*i18n*/ 'Awards of the faculty of {program}.',
    ofMember: /*i18n*/ 'Showing the awards of {member}.',
    showEvery: /*i18n*/ 'Show every award',
    add: /*i18n*/ 'Add award',
    mine: /*i18n*/ 'My awards',
    none: /*i18n*/ 'No awards recorded yet.',
    count: /*i18n*/ '{count, plural, one {# award} other {# awards}}',
    added: /*i18n*/ 'Award added.',
    saved: /*i18n*/ 'Award saved.',
    deleted: /*i18n*/ 'Award deleted.',
    loadFailed: /*i18n*/ 'The awards could not be loaded. Check your connection and open this page again.',
    newOne: /*i18n*/ 'New award',
    editOne: /*i18n*/ 'Edit award',
    deleteOne: /*i18n*/ 'Delete this award?',
  },
};
export const KIND_ORDER: readonly RecordKind[] = ['publications', 'mous', 'awards'];
