import { LoginsCreatedSchema } from '../../../domain/auth/answers';
import { LoginCandidatesSchema } from '../../../domain/auth/schemas';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { ProgramDepartmentsSchema } from '../../../domain/masters/program-departments';
import type { Operation, PermissionLine } from '../server-module';

/** The departments and login creation calls as the API description tells them. */
export const usersOperations = {
  'GET /api/app/getLoginCandidates': {
    summary: 'Who Create Logins would make accounts for: { students, studentsWithEmail, faculty, facultyWithEmail }',
    answer: LoginCandidatesSchema,
  },
  'POST /api/app/createStudentLogins': {
    summary: 'Create logins for students who have none; each is mailed a link',
    answer: LoginsCreatedSchema,
  },
  'POST /api/app/createFacultyLogins': {
    summary: 'Create logins for faculty who have none (query considerMailOrEmpcode=email|empcode)',
    answer: LoginsCreatedSchema,
  },
  'GET /api/app/getProgram': { summary: 'Departments; a HoD gets only their own', answer: ProgramDepartmentsSchema },
} satisfies Readonly<Record<PermissionLine, Operation>>;

/** Sign-up, as the API description tells it. */
export const signupOperations = {
  'POST /api/auth/signup': {
    summary: 'Create an account from the §3 sign-up payload; anonymous sign-ups are limited per client address (429)',
    answer: MessageAnswerSchema,
    status: 201,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
