import type { RecordKind } from './faculty-queries';
import { FACULTY_PATHS } from '../../../domain/faculty/paths';

/** The words and address of each kind of faculty database record. */
export const RECORD_KINDS: Readonly<Record<RecordKind, { title: string; one: string; many: string; path: string }>> = {
  publications: {
    title: 'Publications',
    one: 'publication',
    many: 'publications',
    path: FACULTY_PATHS.facultyPublications,
  },
  mous: { title: 'MoUs', one: 'MoU', many: 'MoUs', path: FACULTY_PATHS.facultyMous },
  awards: { title: 'Awards', one: 'award', many: 'awards', path: FACULTY_PATHS.facultyAwards },
};
export const KIND_ORDER: readonly RecordKind[] = ['publications', 'mous', 'awards'];

export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
