import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { CollegeProfileSchema } from '../../domain/home/college-profile';
import { appApi } from './http';

export const FALLBACK_COLLEGE_NAME = 'Examination Results';

/** The college's name and code; kept for a day in the persisted query cache so it is there offline. */
export const collegeProfileQuery = () =>
  queryOptions({
    queryKey: ['college', 'profile'] as const,
    queryFn: async () => v.parse(CollegeProfileSchema, await appApi.get('getCollegeProfile').json()),
    staleTime: 60 * 60_000,
    gcTime: 7 * 24 * 60 * 60_000,
  });
