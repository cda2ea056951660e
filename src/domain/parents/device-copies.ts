import type { DeviceCopies } from '../device-copy';

/** A parent's profile and their children's details as last seen (features/parents: records 'parentprofile:…'). */
export const PARENTS_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['parentprofile:'] };
