import type { Role } from '../auth/roles';

/** Who enters and modifies admissions: the first and second form, bulk upload, the register's edits. */
export const ADMISSION_WRITERS: readonly Role[] = ['ROLE_ADMISSIONS', 'ROLE_ADMIN', 'ROLE_PRINCIPAL'];
/** Who reads the admissions register and downloads its PDFs and Excel export. */
export const ADMISSION_READERS: readonly Role[] = [...ADMISSION_WRITERS, 'ROLE_CHAIRMAN', 'ROLE_DEAN'];
