/** §8 shared messages that more than one module shows, each written once here. */
export const SHARED_MESSAGES = {
  recordSaved: 'Record saved successfully',
  recordModified: 'Record modified successfully',
  noRecordsFound: 'No Records Found',
  branchNotFound: 'Branch Not Found',
  unknownRollNumber: 'No student has this roll number',
} as const;
