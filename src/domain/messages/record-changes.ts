/**
 * §8 shared messages of the screens that keep records (the lists the college keeps, gateway keys): a change refused,
 * a delete done or refused, a form not filled, a pending change authorized or rejected. Apart from shared.ts so the
 * forms that only save do not load them.
 */
export const RECORD_MESSAGES = {
  recordModificationFailed: /*i18n*/ 'Record modification Failed',
  recordDeleted: /*i18n*/ 'Successfully Deleted a Record',
  deleteRefused: /*i18n*/ 'Unable to Delete the Record',
  invalidData: /*i18n*/ 'Details are not saved due to invalid data please re-enter',
  fillAllFields: /*i18n*/ 'Please fill all the fields.',
  noDataFound: /*i18n*/ 'No Data Found.',
  recordAuthorized: /*i18n*/ 'Record authorized successfully',
  recordRejected: /*i18n*/ 'Record rejected successfully',
} as const;
