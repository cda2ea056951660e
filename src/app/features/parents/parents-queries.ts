import { queryOptions } from '@tanstack/react-query';
import type { ClaimCodeSent } from '../../../domain/auth/student-claim';
import type { LinkParentStudent, ParentStudent } from '../../../domain/parents/schemas';
import { appApi } from '../../lib/http';

export const parentsKeys = {
  all: ['parents'] as const,
  students: () => [...parentsKeys.all, 'students'] as const,
};

/** GET /api/app/getParentStudents: the signed-in parent's students with their results. */
export const parentStudentsQuery = () =>
  queryOptions({
    queryKey: parentsKeys.students(),
    queryFn: async () => (await appApi.get('getParentStudents').json<{ students: ParentStudent[] }>()).students,
  });

/**
 * POST /api/app/linkParentStudent: without a code, 202 says where the code went; with the right code, the
 * updated list; else a 4xx whose message the form shows.
 */
export const linkStudent = async (body: LinkParentStudent) =>
  await appApi
    .post('linkParentStudent', { json: body })
    .json<ClaimCodeSent | { message: string; students: ParentStudent[] }>();
