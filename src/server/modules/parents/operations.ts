import { ClaimCodeSentSchema } from '../../../domain/auth/student-claim';
import { ParentProfileAnswerSchema, ParentProfileSavedSchema } from '../../../domain/parents/profile-answers';
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
  'GET /api/app/parent/profile': {
    summary:
      "The signed-in parent's details (name, sign-in e-mail, mobile, relation, address) and each linked student's as the college holds them, the student's e-mail and mobile masked",
    answer: ParentProfileAnswerSchema,
  },
  'PUT /api/app/parent/profile': {
    summary:
      "Saves the signed-in parent's name, mobile (10 digits), relation (Father, Mother, Guardian) and address (plain text, up to 300); the e-mail is the sign-in address and stays; 400 with the first rule's message",
    answer: ParentProfileSavedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
