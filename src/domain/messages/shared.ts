/** §8 shared messages that more than one module shows, each written once here. */
export const SHARED_MESSAGES = {
  recordSaved: 'Record saved successfully',
  recordModified: 'Record modified successfully',
  noRecordsFound: 'No Records Found',
  // Roll number and date of birth are checked together: the answer never tells which of the two is wrong.
  noStudentWithDateOfBirth: 'No student has this roll number with this date of birth. Check both and try again.',
  dateOfBirthRequired: 'Please enter the date of birth',
  recordModificationFailed: 'Record modification Failed',
  recordDeleted: 'Successfully Deleted a Record',
  deleteRefused: 'Unable to Delete the Record',
  invalidData: 'Details are not saved due to invalid data please re-enter',
  fillAllFields: 'Please fill all the fields.',
  noDataFound: 'No Data Found.',
  branchNotFound: 'Branch Not Found',
} as const;
