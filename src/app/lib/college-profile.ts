import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { CollegeProfileSchema, type CollegeProfile } from '../../domain/home/college-profile';
import { appApi, isNetworkFailure } from './http';
import { offlineStore } from './offline-store';
import { storedText } from './stored-list';

export const FALLBACK_COLLEGE_NAME = 'Examination Results';

/**
 * The device's copy of the profile (a few hundred bytes) is kept in localStorage rather than the device store, so a
 * page that keeps it, every page the server draws, never loads Dexie for it.
 */
const deviceCopy = storedText('campus-erp-college-profile');

function keepOnDevice(profile: CollegeProfile): void {
  const text = JSON.stringify(profile);
  if (deviceCopy.read() !== text) deviceCopy.write(text);
}

function parsed(text: string | null): CollegeProfile | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return v.is(CollegeProfileSchema, value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The copy on the device: localStorage, or the device store where a version before 2026-11-25 kept it. */
async function storedProfile(): Promise<CollegeProfile | undefined> {
  const local = parsed(deviceCopy.read());
  if (local) return local;
  const legacy = await (await offlineStore()).lookups.get('collegeProfile').catch(() => undefined);
  return legacy && v.is(CollegeProfileSchema, legacy.value) ? legacy.value : undefined;
}

async function fetchCollegeProfile(): Promise<CollegeProfile> {
  try {
    const profile = v.parse(CollegeProfileSchema, await appApi.get('getCollegeProfile').json());
    keepOnDevice(profile);
    return profile;
  } catch (error) {
    const stored = isNetworkFailure(error) ? await storedProfile() : undefined;
    if (stored) return stored;
    throw error;
  }
}

export const collegeKeys = {
  profile: () => ['college', 'profile'] as const,
};

/** The college's name and code, for headings and PDF letterheads; kept on the device for offline use. */
export const collegeProfileQuery = () => queryOptions({ queryKey: collegeKeys.profile(), queryFn: fetchCollegeProfile, staleTime: 60 * 60_000 });

/** The profile a page was rendered with on the server is kept on the device, as if fetched here. */
export function keepServerRenderedProfile(queryClient: QueryClient): void {
  const profile = queryClient.getQueryData<CollegeProfile>(collegeKeys.profile());
  if (profile) keepOnDevice(profile);
}
