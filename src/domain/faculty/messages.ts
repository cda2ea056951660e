import { english } from '../i18n/translate';

/** A field's length limit, one whole sentence per field the records' forms have ({max} its characters). */
const TOO_LONG = {
  Title: /*i18n*/ 'Title must be at most {max} characters',
  'Journal or conference': /*i18n*/ 'Journal or conference must be at most {max} characters',
  DOI: /*i18n*/ 'DOI must be at most {max} characters',
  'Partner organisation': /*i18n*/ 'Partner organisation must be at most {max} characters',
  Purpose: /*i18n*/ 'Purpose must be at most {max} characters',
  'Awarded by': /*i18n*/ 'Awarded by must be at most {max} characters',
  Description: /*i18n*/ 'Description must be at most {max} characters',
} as const;

/**
 * The words of the faculty database service: one place for each message. Those a form or a screen shows are marked
 * for translation; the query parameters' answers are for programs, in English.
 */
export const FACULTY_MESSAGES = {
  titleRequired: /*i18n*/ 'Please enter the title',
  venueRequired: /*i18n*/ 'Please enter the journal or conference',
  partnerRequired: /*i18n*/ 'Please enter the partner organisation',
  purposeRequired: /*i18n*/ 'Please enter the purpose of the MoU',
  awardedByRequired: /*i18n*/ 'Please enter who gave the award',
  tooLong: (what: keyof typeof TOO_LONG, max: number) => english(TOO_LONG[what], { max }),
  yearWhole: /*i18n*/ 'Year must be a whole number such as 2024',
  yearRange: (from: number, to: number) => english(/*i18n*/ 'Year must be between {from} and {to}', { from, to }),
  doiInvalid: /*i18n*/ 'DOI must look like 10.1109/ACCESS.2024.1234567',
  indexedBoolean: /*i18n*/ 'Indexed in Scopus and Web of Science must each be true or false',
  citationsWhole: /*i18n*/ 'Citations must be a whole number of 0 or more',
  dateInvalid: /*i18n*/ 'Dates must be written as YYYY-MM-DD',
  validUntilBeforeSigned: /*i18n*/ 'Valid until must not be before the date the MoU was signed',
  userNameRequired: 'userName is required',
  userIdRequired: 'userId is required',
  collegeIdInvalid: 'collegeId must be a number',
  financialYearInvalid: 'financialYear must look like 2025-2026 or 2025-26',
  recordIdInvalid: 'The record id must be a number',
  noSuchFaculty: /*i18n*/ 'No faculty member has that user name',
  noSuchRecord: /*i18n*/ 'No such record',
  notOwnRecord: /*i18n*/ 'You can change only your own records',
  noFacultyRecord: /*i18n*/ 'Only a faculty member can add records to the faculty database',
  duplicateDoi: /*i18n*/ 'A publication with this DOI is already recorded',
} as const;
