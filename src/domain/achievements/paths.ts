/**
 * The achievements module's addresses: faculty achievements. Strings only; APP_PATHS (src/domain/routes/known-
 * paths.ts) is the union of the modules' addresses.
 */
export const ACHIEVEMENTS_PATHS = {
  facultyAchievements: '/app/Faculty/Achievements',
} as const;
