import * as v from 'valibot';
import type { ParentProfileInput } from '../../../domain/parents/profile';
import { ParentProfileAnswerSchema, ParentProfileSavedSchema } from '../../../domain/parents/profile-answers';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';

/** Device copies of a parent's profile are theirs: named 'parentprofile:…' so the sign-out sweep deletes them. */
export const PARENT_PROFILE_RECORD_PREFIX = 'parentprofile:';

export const parentProfileKeys = {
  profile: (user: string) => ['parents', 'profile', user] as const,
};

/** GET /api/app/parent/profile: network first; what was seen online reads offline from the device's copy. */
export const parentProfileQuery = (user: string) =>
  deviceBacked({
    queryKey: parentProfileKeys.profile(user),
    fetch: async () => v.parse(ParentProfileAnswerSchema, await appApi.get('parent/profile').json()),
    table: 'lookups',
    record: [`${PARENT_PROFILE_RECORD_PREFIX}${user}`],
    isCopy: (copy) => v.is(ParentProfileAnswerSchema, copy),
    origin: true,
    staleTime: 30_000,
  });

/** PUT /api/app/parent/profile: the details as saved, or a 4xx whose message the form shows. Online only. */
export const saveParentProfile = async (body: ParentProfileInput) =>
  v.parse(ParentProfileSavedSchema, await appApi.put('parent/profile', { json: body }).json());
