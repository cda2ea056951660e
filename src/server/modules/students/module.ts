import { STUDENT_READERS, STUDENT_WRITERS } from '../../../domain/students/access';
import type { ServerModule } from '../server-module';
import { directoryStore } from './directory-store';
import { movesStore } from './moves-store';
import { studentsOperations, studentUploadsOperations } from './operations';
import { rollNumberStore } from './roll-number-store';
import { studentRoutes } from './routes';
import { studentUploadRoutes } from './student-upload';

/** Students after admission: the directory, roll numbers, sections and moves. */
export const studentsModule: ServerModule = {
  name: 'students',
  mount: '/app',
  permissions: {
    // Students after admission: readers (a HoD their department's students) and the academic section's moves.
    'GET /api/app/students': STUDENT_READERS,
    'GET /api/app/students/:id': STUDENT_READERS,
    'GET /api/app/studentRollPattern': STUDENT_WRITERS,
    'PUT /api/app/studentRollPattern': STUDENT_WRITERS,
    'POST /api/app/studentRollNumbers/preview': STUDENT_WRITERS,
    'POST /api/app/studentRollNumbers': STUDENT_WRITERS,
    'POST /api/app/studentSections': STUDENT_WRITERS,
    'POST /api/app/studentMoves/review': STUDENT_WRITERS,
    'POST /api/app/studentMoves': STUDENT_WRITERS,
  },
  operations: studentsOperations,
  build: ({ db, scoped, clock }) => ({
    router: studentRoutes(
      directoryStore(db),
      rollNumberStore(db, (fn) => scoped.transaction(fn)),
      movesStore(db, (fn) => scoped.transaction(fn)),
      clock,
    ),
  }),
};

/** The students sheet (its template); the upload itself goes through the admissions upload. */
export const studentUploadsModule: ServerModule = {
  name: 'student-uploads',
  mount: '/app',
  permissions: {
    'GET /api/app/getExcelForStudents': STUDENT_WRITERS,
  },
  operations: studentUploadsOperations,
  build: ({ db }) => ({ router: studentUploadRoutes(db) }),
};
