import { english } from '../i18n/translate';

/** A field's length limit, one whole sentence per field of an achievement ({max} its characters). */
const TOO_LONG = {
  Department: /*i18n*/ 'Department must be at most {max} characters',
  Faculty: /*i18n*/ 'Faculty must be at most {max} characters',
  'Faculty e-mail': /*i18n*/ 'Faculty e-mail must be at most {max} characters',
  Date: /*i18n*/ 'Date must be at most {max} characters',
  Description: /*i18n*/ 'Description must be at most {max} characters',
} as const;

/** The words of faculty achievements (§5, §8 verbatim where the seed gives them; ours otherwise). */
export const ACHIEVEMENT_MESSAGES = {
  // §5 Achievements
  fillAll: /*i18n*/ 'Please fill in all fields',
  selectBoth: /*i18n*/ 'Please select both department and faculty.',
  // §8 Achievements (typo as in the seed)
  deleted: /*i18n*/ 'Achievement deleted',
  edited: /*i18n*/ 'Achiement Edited',
  // Ours: the seed shows no success text for a new achievement, and no refusals.
  saved: /*i18n*/ 'Achievement saved',
  dateInvalid: /*i18n*/ 'Date must be written as YYYY-MM-DD',
  emailInvalid: /*i18n*/ 'Faculty e-mail is invalid',
  tooLong: (what: keyof typeof TOO_LONG, max: number) => english(TOO_LONG[what], { max }),
  idInvalid: 'The achievement id must be a whole number',
  idRequired: 'Send the achievement to delete with its id',
  noSuchFaculty: /*i18n*/ 'No faculty member of that name and e-mail in this department',
  noSuchAchievement: /*i18n*/ 'This achievement no longer exists',
  otherDepartment: /*i18n*/ 'You can see and change achievements of your own department only',
  notOwn: /*i18n*/ 'You can add and change only your own achievements',
} as const;
