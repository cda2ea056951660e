import { SHARED_MESSAGES } from '../messages/shared';
import { FEE_MESSAGES } from './messages';

/** The fee structure screens' words (structures, heads, fines, applying), each written once. */
export const FEE_PLAN_MESSAGES = {
  nameRequired: /*i18n*/ 'Give the fee structure a name',
  nameInvalid: /*i18n*/ 'A name has at most 100 letters and no < or >',
  nameTaken: /*i18n*/ 'Another fee structure has this name',
  courseRequired: /*i18n*/ 'Choose the course',
  batchRequired: /*i18n*/ 'Choose the batch',
  batchNotOfCourse: /*i18n*/ 'The batch is not of the chosen course',
  branchInvalid: /*i18n*/ 'Choose a branch of the course, or every branch',
  quotaInvalid: /*i18n*/ 'A quota has at most 64 letters and no < or >',
  categoryInvalid: /*i18n*/ 'A category has at most 16 letters and no < or >',
  semesterInvalid: /*i18n*/ 'Choose a semester from 1 to 16',
  headsRequired: /*i18n*/ 'Add at least one fee head (at most 40)',
  headTwice: /*i18n*/ 'A fee type and item appear twice',
  feeTypeRequired: /*i18n*/ 'Choose the fee type',
  unknownFeeType: /*i18n*/ 'There is no such fee type',
  itemInvalid: /*i18n*/ 'An item has at most 48 letters and no < or >',
  amountRequired: /*i18n*/ 'Enter the amount',
  amountInvalid: FEE_MESSAGES.amountInvalid,
  amountPositive: FEE_MESSAGES.amountTooSmall,
  dueDateInvalid: /*i18n*/ 'Enter the due date as YYYY-MM-DD',
  fineKindInvalid: /*i18n*/ 'Choose no fine, a fine per day or fines by days late',
  perDayNeeded: /*i18n*/ 'Enter the fine per day',
  slabsNeeded: /*i18n*/ 'Enter at least one slab: days late and its fine',
  slabInvalid: /*i18n*/ 'A slab is a number of days late (1 or more) and its fine in rupees',
  instalmentsInvalid: /*i18n*/ 'Instalments are at most 12, each with a due date and amount',
  instalmentsDontAddUp: /*i18n*/ 'The instalments must add up to the amount of the head',
  batchLineExists:
    /*i18n*/ 'The batch already has this fee for the semester as a line of its own: change that line, or choose another item',
  notFound: /*i18n*/ 'There is no such fee structure',
  saved: SHARED_MESSAGES.recordSaved,
  applied: /*i18n*/ 'Applied: {created} dues made, {changed} unpaid dues changed, {kept} paid dues left as they were.',
  nothingToApply: /*i18n*/ 'No student on roll matches this fee structure',
} as const;
