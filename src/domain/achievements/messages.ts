/** The words of faculty achievements (§5, §8 verbatim where the seed gives them; ours otherwise). */
export const ACHIEVEMENT_MESSAGES = {
  // §5 Achievements
  fillAll: 'Please fill in all fields',
  selectBoth: 'Please select both department and faculty.',
  // §8 Achievements (typo as in the seed)
  deleted: 'Achievement deleted',
  edited: 'Achiement Edited',
  // Ours: the seed shows no success text for a new achievement, and no refusals.
  saved: 'Achievement saved',
  dateInvalid: 'Date must be written as YYYY-MM-DD',
  emailInvalid: 'Faculty e-mail is invalid',
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters`,
  idInvalid: 'The achievement id must be a whole number',
  idRequired: 'Send the achievement to delete with its id',
  noSuchFaculty: 'No faculty member of that name and e-mail in this department',
  noSuchAchievement: 'This achievement no longer exists',
  otherDepartment: 'You can see and change achievements of your own department only',
  notOwn: 'You can add and change only your own achievements',
} as const;
