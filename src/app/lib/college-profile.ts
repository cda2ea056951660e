import * as v from 'valibot';
import { CollegeProfileSchema } from '../../domain/home/college-profile';
import { appApi } from './http';
import { deviceBacked } from './offline/device-backed';

export const FALLBACK_COLLEGE_NAME = 'Examination Results';

export const collegeKeys = {
  profile: () => ['college', 'profile'] as const,
};

/** The college's name and code, for headings and PDF letterheads; persisted on the device for offline use. */
export const collegeProfileQuery = () =>
  deviceBacked({
    queryKey: collegeKeys.profile(),
    fetch: async () => v.parse(CollegeProfileSchema, await appApi.get('getCollegeProfile').json()),
    table: 'collegeProfile',
    isCopy: (copy) => v.is(CollegeProfileSchema, copy),
    staleTime: 60 * 60_000,
  });
