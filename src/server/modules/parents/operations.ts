import { ClaimCodeSentSchema } from '../../../domain/auth/student-claim';
import { ParentStudentsSchema, StudentLinkedSchema } from '../../../domain/parents/schemas';
import type { Operation, PermissionLine } from '../server-module';

/** The parent dashboard's calls as GET /api/docs describes them. */
export const parentsOperations = {
  'POST /api/app/linkParentStudent': {
    summary:
      'Link a student to the signed-in parent: { rollNo, dateOfBirth } → 202 { message, sentTo } (a one-time code went to the contact on the admission record), then { rollNo, dateOfBirth, code } → 201 { message, students }; 404 when roll number and date of birth do not match, 400 for a wrong or expired code, 429 while the roll number is locked',
    answer: ClaimCodeSentSchema,
    status: 202,
    also: [{ status: 201, answer: StudentLinkedSchema }],
  },
  'GET /api/app/getParentStudents': {
    summary: "The signed-in parent's students with a summary of each published result",
    answer: ParentStudentsSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
