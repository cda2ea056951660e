/** The accounts and sign-ins an administrator watches: their names (labels: counters.ts). */
export const USERS_COUNTER_KEYS = ['accounts', 'studentsWithoutLogin', 'facultyWithoutLogin', 'signedInNow'] as const;
