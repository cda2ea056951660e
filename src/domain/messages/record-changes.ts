/**
 * §8 shared messages of the screens that keep records (the lists the college keeps, gateway keys): a change refused,
 * a delete done or refused, a form not filled, a pending change authorized or rejected. Apart from shared.ts so the
 * forms that only save do not load them.
 */
export const RECORD_MESSAGES = {
  recordModificationFailed: 'Record modification Failed',
  recordDeleted: 'Successfully Deleted a Record',
  deleteRefused: 'Unable to Delete the Record',
  invalidData: 'Details are not saved due to invalid data please re-enter',
  fillAllFields: 'Please fill all the fields.',
  noDataFound: 'No Data Found.',
  recordAuthorized: 'Record authorized successfully',
  recordRejected: 'Record rejected successfully',
} as const;
