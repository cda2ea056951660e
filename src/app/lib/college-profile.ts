import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { CollegeProfileSchema, type CollegeProfile } from '../../domain/home/college-profile';
import { appApi, isNetworkFailure } from './http';
import { offlineStore } from './offline-store';

export const FALLBACK_COLLEGE_NAME = 'Examination Results';

async function fetchCollegeProfile(): Promise<CollegeProfile> {
  try {
    const profile = v.parse(CollegeProfileSchema, await appApi.get('getCollegeProfile').json());
    await (await offlineStore()).lookups.put({ name: 'collegeProfile', value: profile, fetchedAt: Date.now() });
    return profile;
  } catch (error) {
    const stored = isNetworkFailure(error) ? await (await offlineStore()).lookups.get('collegeProfile') : undefined;
    if (stored && v.is(CollegeProfileSchema, stored.value)) return stored.value;
    throw error;
  }
}

export const collegeKeys = {
  profile: () => ['college', 'profile'] as const,
};

/** The college's name and code, for headings and PDF letterheads; kept on the device for offline use. */
export const collegeProfileQuery = () => queryOptions({ queryKey: collegeKeys.profile(), queryFn: fetchCollegeProfile, staleTime: 60 * 60_000 });

/** Issue 12: the profile a page was rendered with on the server is kept on the device, as if fetched here. */
export async function keepServerRenderedProfile(queryClient: QueryClient): Promise<void> {
  const profile = queryClient.getQueryData<CollegeProfile>(collegeKeys.profile());
  if (profile) await (await offlineStore()).lookups.put({ name: 'collegeProfile', value: profile, fetchedAt: Date.now() });
}
