import { BLOOD_GROUPS, GENDERS, KNOWING_ABOUT_INSTITUTE, YES_NO } from './choices';

/** The college's own lists a column is checked against (loaded from the masters tables for each upload). */
export type LookupList =
  | 'course'
  | 'batch'
  | 'branch'
  | 'category'
  | 'subCaste'
  | 'admissionType'
  | 'agent'
  | 'entranceType'
  | 'nationality'
  | 'religion'
  | 'regulation';

/**
 * How a cell is read: dates from Excel dates or dd/mm/yyyy, dd-mm-yyyy text; digits from number cells; the
 * Aadhaar number from text only (a number cell is given to the rule as a number, which refuses it).
 */
export type ColumnKind = 'text' | 'date' | 'digits' | 'aadhaar' | 'amount' | 'choice' | 'lookup';

export interface BulkColumn {
  /** Where the value goes in the §3 save payload ('permanentAddress.village' for a part of an address). */
  key: string;
  header: string;
  kind: ColumnKind;
  required?: boolean;
  options?: readonly string[];
  lookup?: LookupList;
  help: string;
  example: string | number;
}

const text = (key: string, header: string, help: string, example: string): BulkColumn => ({
  key,
  header,
  kind: 'text',
  help,
  example,
});
const digits = (key: string, header: string, help: string, example: number | ''): BulkColumn => ({
  key,
  header,
  kind: 'digits',
  help,
  example,
});
const choice = (
  key: string,
  header: string,
  options: readonly string[],
  help: string,
  example: string,
): BulkColumn => ({
  key,
  header,
  kind: 'choice',
  options,
  help,
  example,
});
const lookup = (key: string, header: string, list: LookupList, help: string, example: string): BulkColumn => ({
  key,
  header,
  kind: 'lookup',
  lookup: list,
  help,
  example,
});
const yesNo = (key: string, header: string, help: string) => choice(key, header, YES_NO, help, 'No');
const LETTERS = 'Letters and spaces only.';
const MOBILE = 'Mobile number: up to 10 digits, not starting with 0 (a number cell is fine).';

const address = (prefix: 'permanent' | 'present', label: string): BulkColumn[] => [
  text(`${prefix}Address.doorNo`, `${label} Door No`, 'Digits, hyphen and slash (12-3/4).', '4-56/1'),
  text(`${prefix}Address.street`, `${label} Street`, 'Street or locality.', 'Gandhi Road'),
  text(`${prefix}Address.village`, `${label} Village`, LETTERS, 'Ibrahimpatnam'),
  text(`${prefix}Address.mandal`, `${label} Mandal`, LETTERS, 'Ibrahimpatnam'),
  text(`${prefix}Address.district`, `${label} District`, LETTERS, 'Rangareddy'),
  text(`${prefix}Address.state`, `${label} State`, LETTERS, 'Telangana'),
  { ...digits(`${prefix}Address.pincode`, `${label} Pincode`, 'Up to 6 digits.', 501506) },
];

/**
 * The columns of the admissions template, in the first form's order (student, parents, addresses, previous
 * education, admission, fees: §3 and §5). Each row becomes one §3 save payload and goes through the form's
 * own schema; the photo and the admission number are not in the sheet (the number is given on saving).
 */
export const BULK_COLUMNS: readonly BulkColumn[] = [
  // Student
  { ...text('name', 'Full Name', `Required. ${LETTERS}`, 'Ravi Kumar Reddy'), required: true },
  { ...choice('gender', 'Gender', GENDERS, 'Required.', 'MALE'), required: true },
  {
    key: 'dateOfBirth',
    header: 'Date of Birth',
    kind: 'date',
    required: true,
    help: 'Required. An Excel date, or text as dd/mm/yyyy or dd-mm-yyyy.',
    example: '15/08/2006',
  },
  {
    key: 'aadharNo',
    header: 'Aadhaar Number',
    kind: 'aadhaar',
    required: true,
    help: 'Required. 12 digits typed as text (the column is formatted as Text; spaces or hyphens between groups are fine). A number cell is refused: Excel rounds long numbers (1.23457E+11).',
    example: '2345 6781 0123',
  },
  text('emailId', 'Email Id', 'An e-mail address.', 'ravi.reddy@example.com'),
  digits('studentContactNo', 'Student Mobile Number', MOBILE, 9876543210),
  text('landLineNumber', 'Landline Number', 'Digits and hyphen (040-2345678).', '040-2345678'),
  choice('bloodGroup', 'Blood Group', BLOOD_GROUPS, 'One of the listed groups.', 'O+'),
  text('motherTongue', 'Mother Tongue', LETTERS, 'Telugu'),
  lookup('nationality', 'Nationality', 'nationality', 'One of the college nationality list.', 'Indian'),
  lookup('religion', 'Religion', 'religion', 'One of the college religion list.', 'Hindu'),
  lookup('category', 'Caste Category', 'category', 'OC, BC-A…BC-E, SC, ST, EWS (any case: bc-a is BC-A).', 'BC-A'),
  lookup('subCaste', 'Sub Caste', 'subCaste', 'A sub-caste of the caste category.', ''),
  text('identificationMarksA', 'Identification Marks', LETTERS, 'A mole on the right hand'),
  yesNo('physicallyChallanged', 'Physically Handicapped', 'Yes or No.'),
  digits('rationCardNo', 'Ration Card No', 'Digits, not starting with 0.', 123456789),
  yesNo('isHostler', 'Hostler', 'Yes or No.'),
  digits('distanceFromResidence', 'Distance from Residence (km)', 'Kilometres, digits, not starting with 0.', 12),
  text(
    'bankAccount',
    'Bank Account No',
    'Digits, not starting with 0; type it as text so no digit is lost.',
    '31245678901',
  ),
  // Parents
  text('fathersName', 'Father Name', LETTERS, 'Srinivas Reddy'),
  text('mothersName', 'Mother Name', LETTERS, 'Lakshmi'),
  text('occupationOfFather', 'Father Occupation', LETTERS, 'Farmer'),
  text('occupationOfMother', 'Mother Occupation', LETTERS, 'Home maker'),
  digits('fatherContactNo', 'Father Mobile Number', MOBILE, 9848012345),
  digits('motherContactNo', 'Mother Mobile Number', MOBILE, 9848054321),
  text('fatherEmailId', 'Parent Email Id', 'An e-mail address.', ''),
  digits('annualIncome', 'Annual Income', 'Rupees, digits only.', 180000),
  text('guardianName', 'Guardian Name', LETTERS, ''),
  digits('guardianPhoneNo', 'Guardian Mobile Number', MOBILE, ''),
  text('guardianAddress', 'Guardian Address', LETTERS, ''),
  // Addresses
  ...address('permanent', 'Permanent'),
  ...address('present', 'Present'),
  // Previous education
  text('previousInstitution', 'Last Attended Institution', LETTERS, 'Sri Chaitanya Junior College'),
  text('board', 'Board', LETTERS, 'Board of Intermediate Education'),
  text('schoolName', 'School Name', LETTERS, 'Zilla Parishad High School'),
  text('institution', 'Institution', LETTERS, 'Sri Chaitanya Junior College'),
  digits('yearOfPass', 'Year of Pass', 'The year, four digits.', 2026),
  lookup('entranceType', 'Entrance Type', 'entranceType', 'ICET (or ICETT), PGECET, POLYCET, EAPCET, ECET.', 'EAPCET'),
  text('hallTicketNo', 'Hall Ticket No', 'As printed on the hall ticket.', '2412345678'),
  digits('rank', 'Rank', 'Digits, not starting with 0.', 15432),
  digits('sscMarks', 'SSC Marks', 'Digits, not starting with 0.', 540),
  { key: 'sscPercentage', header: 'SSC Percentage', kind: 'amount', help: 'A percentage (92.5).', example: 90 },
  digits('totalMarksInter', 'Total Marks (Inter)', 'Digits, not starting with 0.', 1000),
  digits('marksSecured', 'Marks Obtained (Inter)', 'Digits, not starting with 0.', 912),
  digits('gradePoints', 'Grade Points', 'Digits, not starting with 0.', ''),
  {
    key: 'percentageOfMarks',
    header: 'Percentage of Marks',
    kind: 'amount',
    help: 'A percentage (91.2).',
    example: 91.2,
  },
  text('division', 'Division', 'First, Second, Distinction…', 'Distinction'),
  // Admission
  {
    key: 'dateOfAdmission',
    header: 'Date of Admission',
    kind: 'date',
    help: 'An Excel date, or text as dd/mm/yyyy or dd-mm-yyyy.',
    example: '01-08-2026',
  },
  {
    ...lookup(
      'courseAppliedFor',
      'Course',
      'course',
      'Required. A degree of the college (B.Tech, M.Tech, MBA…).',
      'B.Tech',
    ),
    required: true,
  },
  {
    ...lookup('batch', 'Batch', 'batch', 'Required. A batch of that course (2026-2030).', '2026-2030'),
    required: true,
  },
  {
    ...lookup('branch', 'Branch', 'branch', 'Required. A branch short form of that course (CSE, ECE…).', 'CSE'),
    required: true,
  },
  lookup('regulation', 'Regulation', 'regulation', 'A regulation code (R22…).', ''),
  lookup(
    'admissionType',
    'Admission Type',
    'admissionType',
    'Direct, Lateral or Transfer; a seat type (Convener…) at colleges that admit by seat type.',
    'Direct',
  ),
  yesNo('lateralEntry', 'Lateral Entry', 'Yes or No.'),
  yesNo('scholarShip', 'Scholarship', 'Yes or No.'),
  yesNo('belongsToSportsNcc', 'Sports or NCC', 'Yes or No.'),
  choice(
    'knowingAboutInstitute',
    'How do you know about the college',
    KNOWING_ABOUT_INSTITUTE,
    'One of the listed options.',
    'website',
  ),
  text('otherIfAny', 'Other If Any', 'Anything else to note.', ''),
  // Fees
  {
    key: 'feeCommitment',
    header: 'Fee Commitment',
    kind: 'amount',
    help: 'Rupees, up to two decimals.',
    example: 95000,
  },
  {
    key: 'studentPaidamount',
    header: 'Student Paid Amount',
    kind: 'amount',
    help: 'Rupees, up to two decimals.',
    example: 45000,
  },
  lookup('agent', 'Agent', 'agent', 'One of the college agents, or empty.', ''),
  { key: 'agentAmount', header: 'Agent Amount', kind: 'amount', help: 'Rupees, up to two decimals.', example: '' },
  yesNo('certificateSubmission', 'Certificates Submitted', 'Yes or No.'),
];

/** The column a payload path belongs to (issues of the schema name a path: 'presentAddress.pincode'). */
export function columnForKey(key: string): BulkColumn | undefined {
  return BULK_COLUMNS.find((c) => c.key === key) ?? BULK_COLUMNS.find((c) => key.startsWith(`${c.key}.`));
}

/** A header as people type it ('  full  name ') → the comparison key ('full name'). */
export const headerKey = (header: string) => header.replace(/\s+/g, ' ').trim().toLowerCase();
