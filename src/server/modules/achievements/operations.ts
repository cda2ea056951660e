import * as v from 'valibot';
import {
  AchievementAnswerSchema,
  AchievementDeletedSchema,
  FacultyNameSchema,
} from '../../../domain/achievements/schemas';
import type { Operation, PermissionLine } from '../server-module';

/** The faculty achievements' calls as the API description tells them. */
export const achievementsOperations = {
  'GET /api/app/getFacultyNamesBasedOnDepartment': {
    summary: 'Faculty of a department: [{ facultyName, facultyEmail }] (query department)',
    answer: v.array(FacultyNameSchema),
  },
  'GET /api/app/getfacultyAchievements': {
    summary: 'Achievements of one faculty member (query facultyName, facultyDept)',
    answer: v.array(AchievementAnswerSchema),
  },
  // A new achievement answers 201; an edit (the body carries its id) answers the same record with 200.
  'POST /api/app/savefacultyAchievements': {
    summary: 'Add an achievement, or change one when the body carries its id',
    answer: AchievementAnswerSchema,
    status: 201,
    also: [{ status: 200, answer: AchievementAnswerSchema }],
  },
  'DELETE /api/app/deletefacultyAchiveMent': {
    summary: 'Delete the achievement sent as the body (by its id)',
    answer: AchievementDeletedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
