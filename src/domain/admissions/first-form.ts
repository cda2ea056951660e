import * as v from 'valibot';
import { dateField, requiredDateField } from './admission-dates';
import { REQUIRED_FIELD_MESSAGES as R } from './messages';
import { BLOOD_GROUPS, GENDERS, KNOWING_ABOUT_INSTITUTE, YES_NO, choiceField } from './choices';
import {
  aadhaarRequired,
  doorNumberField,
  emailField,
  freeText,
  landlineField,
  looseText,
  mobileField,
  percentageField,
  pincodeField,
  positiveNumberField,
  nameField,
  requiredName,
  requiredText,
  rupeesField,
  textField,
} from './field-rules';

/** A form field holds a string; the rule is the payload's (the same words on the form and the server). */
const held = <I>(rule: v.GenericSchema<I, string>) =>
  v.pipe(v.optional(v.string(), ''), rule as unknown as v.GenericSchema<string, string>);

const ADDRESS_PARTS = ['DoorNo', 'Street', 'Village', 'Mandal', 'District', 'State', 'Pincode'] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];
const addressRule: Record<AddressPart, v.GenericSchema<string | number | null | undefined, string>> = {
  DoorNo: doorNumberField,
  Street: freeText,
  Village: textField,
  Mandal: textField,
  District: textField,
  State: textField,
  Pincode: pincodeField,
};
const addressFields = <P extends string>(prefix: P) =>
  Object.fromEntries(ADDRESS_PARTS.map((part) => [`${prefix}${part}`, held(addressRule[part])])) as Record<
    `${P}${AddressPart}`,
    ReturnType<typeof held>
  >;

/**
 * §3 first admission form, one flat field per input (§5 field names where the seed names them), checked
 * live with the §5 rules. Required on save: fullName, course, gender, batch, branch, adharNo (§5) and the date of
 * birth (self payment and parent linking ask for it), each saying so at the field; Aadhaar must then have 12
 * digits ('12-digit  for Adhar number').
 */
export const FirstAdmissionFormSchema = v.object({
  // Student
  fullName: held(requiredName),
  gender: held(choiceField(GENDERS, R.gender)),
  dateofBirth: held(requiredDateField(R.dateOfBirth)),
  adharNo: held(aadhaarRequired),
  emailId: held(emailField),
  studentMobileNumber: held(mobileField),
  landLineNumber: held(landlineField),
  bloodGroup: held(choiceField(BLOOD_GROUPS)),
  motherTongue: held(textField),
  nationality: held(textField),
  religion: held(textField),
  casteCategory: held(looseText),
  subCastInfo: held(looseText),
  identificationMarks1: held(textField),
  physicallyHandicapped: held(choiceField(YES_NO)),
  rationCardNo: held(positiveNumberField),
  isHostler: held(choiceField(YES_NO)),
  distanceFromResidence: held(positiveNumberField),
  bankAccount: held(positiveNumberField),
  // Parents
  fathersName: held(nameField),
  mothersName: held(nameField),
  parentOccupation: held(textField),
  motherOccupation: held(textField),
  fatherContactNo: held(mobileField),
  motherContactNo: held(mobileField),
  parentEmailId: held(emailField),
  AnnualIncome: held(positiveNumberField),
  gurdianName: held(nameField),
  gurdianPhoneNo: held(mobileField),
  gurdianAddress: held(textField),
  // Addresses
  ...addressFields('permanent'),
  ...addressFields('present'),
  // Previous education
  lastAttendedInstituded: held(textField),
  Board: held(textField),
  SchoolName: held(textField),
  Institution: held(textField),
  YearOfPass: held(positiveNumberField),
  GradePoints: held(positiveNumberField),
  entranceType: held(looseText),
  hollticketNo: held(v.pipe(looseText, v.maxLength(20))),
  rank: held(positiveNumberField),
  sscMarks: held(positiveNumberField),
  sscPercentage: held(percentageField),
  TotalMarks: held(positiveNumberField),
  MarksObtained: held(positiveNumberField),
  percentageOfMarks: held(percentageField),
  division: held(looseText),
  // Admission
  adminNo: held(looseText),
  adminDate: held(dateField),
  course: held(requiredText(R.course)),
  batch: held(requiredText(R.batch)),
  branch: held(requiredText(R.branch)),
  semester: held(looseText),
  regulation: held(looseText),
  admissionType: held(looseText),
  seatType: held(looseText),
  lateralEntry: held(choiceField(YES_NO)),
  scholarship: held(choiceField(YES_NO)),
  belongsToSportsNcc: held(choiceField(YES_NO)),
  knowingAboutInstitute: held(choiceField(KNOWING_ABOUT_INSTITUTE)),
  otherIfAny: held(freeText),
  // Fees
  feeCommitment: held(rupeesField),
  studentPaidAmount: held(rupeesField),
  agent: held(looseText),
  agentAmount: held(rupeesField),
  certificateSubmission: held(choiceField(YES_NO)),
});

export type FirstAdmissionForm = v.InferOutput<typeof FirstAdmissionFormSchema>;
export type FirstAdmissionFormValues = { [K in keyof FirstAdmissionForm]: string };

export const EMPTY_FIRST_FORM = Object.fromEntries(
  Object.keys(FirstAdmissionFormSchema.entries).map((k) => [k, '']),
) as FirstAdmissionFormValues;

/** §4 'Same as permanent address': the present address fields copied from the permanent ones, or cleared. */
export function presentAddressFrom(form: FirstAdmissionFormValues, same: boolean): Partial<FirstAdmissionFormValues> {
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [`present${part}`, same ? form[`permanent${part}`] : '']));
}
