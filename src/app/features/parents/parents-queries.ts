import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { LinkStudentAnswerSchema, ParentStudentsSchema, type LinkParentStudent } from '../../../domain/parents/schemas';
import { appApi } from '../../lib/http';

export const parentsKeys = {
  all: ['parents'] as const,
  students: () => [...parentsKeys.all, 'students'] as const,
};

/** GET /api/app/getParentStudents: the signed-in parent's students with their results. */
export const parentStudentsQuery = () =>
  queryOptions({
    queryKey: parentsKeys.students(),
    queryFn: async () => v.parse(ParentStudentsSchema, await appApi.get('getParentStudents').json()).students,
  });

/**
 * POST /api/app/linkParentStudent: without a code, 202 says where the code went; with the right code, the
 * updated list; else a 4xx whose message the form shows.
 */
export const linkStudent = async (body: LinkParentStudent) =>
  v.parse(LinkStudentAnswerSchema, await appApi.post('linkParentStudent', { json: body }).json());
