/**
 * The fee accounts module's words, each written once. §4 and §8 (gateway key screen) give the
 * confirmations and 'Fee Types are not there'; the toasts show the server's message, taken from §8's
 * shared messages.
 */
export const GATEWAY_KEY_MESSAGES = {
  confirmSave: 'Do you want to Save?',
  confirmUpdate: 'Do you want to Update?',
  confirmDelete: 'Do you want to Delete?',
  noFeeTypes: 'Fee Types are not there',
  saved: 'Record saved successfully',
  modified: 'Record modified successfully',
  modifyFailed: 'Record modification Failed',
  deleted: 'Successfully Deleted a Record',
  deleteFailed: 'Unable to Delete the Record',
  invalid: 'Details are not saved due to invalid data please re-enter',
  fillAll: 'Please fill all the fields.',
  feeTypeRequired: 'Fee type is required',
  userNameRequired: 'Payment gateway user name (shop id) is required',
  passwordRequired: 'Payment gateway password (key) is required',
  tooLong: 'The value is too long',
  unknownFeeType: 'There is no such fee type',
  alreadySaved: 'This fee type already has a gateway key: use Edit to change it',
  notFound: 'There is no gateway key with this uniquekey',
  uniquekeyRequired: 'uniquekey is required',
  atLeastOneRow: 'Send at least one row to save',
  sameFeeTypeTwice: 'The same fee type appears twice',
} as const;
