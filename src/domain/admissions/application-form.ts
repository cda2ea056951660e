import * as v from 'valibot';
import { dateField, requiredDateField } from './admission-dates';
import { REQUIRED_FIELD_MESSAGES as R } from './messages';
import { BLOOD_GROUPS, GENDERS, KNOWING_ABOUT_INSTITUTE, YES_NO, choiceField } from './choices';
import { paiseFromRupees, rupeesText } from '../money/money';
import {
  aadhaarRequired,
  doorNumberField,
  emailField,
  freeText,
  looseText,
  mobileField,
  pincodeField,
  positiveNumberField,
  nameField,
  requiredName,
  requiredText,
  rupeesField,
  textField,
  landlineField,
  percentageField,
} from './field-rules';

/** One address of the forms; 'Same as permanent address' copies every part (§4). */
export const AddressSchema = v.object({
  doorNo: doorNumberField,
  street: freeText,
  village: textField,
  mandal: textField,
  district: textField,
  state: textField,
  pincode: pincodeField,
});
export type Address = v.InferOutput<typeof AddressSchema>;
export const EMPTY_ADDRESS: Address = {
  doorNo: '',
  street: '',
  village: '',
  mandal: '',
  district: '',
  state: '',
  pincode: '',
};

/** An address as an object, or as one line of text (older clients, spreadsheet cells). */
const addressField = v.pipe(
  v.nullish(v.union([AddressSchema, v.string()]), ''),
  v.transform((a): Address => (typeof a === 'string' ? { ...EMPTY_ADDRESS, street: a.trim() } : a)),
);

/**
 * §3 save payload, the JSON part 'applicationFormData' of saveApplicationFormData, with every field of
 * the seed, the first form's fields the payload list does not name (seat type, hostel, ration card,
 * landline, semester) and the second form's extra fields (§3 second form payload), so both forms and the
 * Excel import save through this one schema. Required on save (§5): name, course, gender, batch, branch,
 * Aadhaar. Field rules and messages are §5's.
 */
export const ApplicationFormDataSchema = v.object({
  name: requiredName,
  courseAppliedFor: requiredText(R.course),
  batch: requiredText(R.batch),
  branch: requiredText(R.branch),
  gender: choiceField(GENDERS, R.gender),
  aadharNo: aadhaarRequired,
  dateOfAdmission: dateField,
  dateOfBirth: requiredDateField(R.dateOfBirth),
  hallTicketNo: v.pipe(looseText, v.maxLength(20)),
  rank: positiveNumberField,
  nationality: textField,
  religion: textField,
  motherTongue: textField,
  emailId: emailField,
  fatherEmailId: emailField,
  adminNo: v.pipe(looseText, v.maxLength(20)),
  bloodGroup: choiceField(BLOOD_GROUPS),
  admissionType: v.pipe(looseText, v.maxLength(64)),
  seatType: v.pipe(looseText, v.maxLength(64)),
  admissionEntryType: v.pipe(looseText, v.maxLength(64)),
  entranceType: v.pipe(looseText, v.maxLength(32)),
  category: v.pipe(looseText, v.maxLength(16)),
  subCaste: v.pipe(looseText, v.maxLength(64)),
  fatherContactNo: mobileField,
  motherContactNo: mobileField,
  studentContactNo: mobileField,
  landLineNumber: landlineField,
  presentAddress: addressField,
  permanentAddress: addressField,
  fathersName: nameField,
  mothersName: nameField,
  occupationOfFather: textField,
  occupationOfMother: textField,
  identificationMarksA: textField,
  identificationMarksB: textField,
  physicallyChallanged: choiceField(YES_NO),
  belongsToSportsNcc: choiceField(YES_NO),
  regulation: v.pipe(looseText, v.maxLength(16)),
  semester: v.pipe(looseText, v.maxLength(32)),
  level: v.pipe(looseText, v.maxLength(8)),
  sscMarks: positiveNumberField,
  sscPercentage: percentageField,
  knowingAboutInstitute: choiceField(KNOWING_ABOUT_INSTITUTE),
  lateral: choiceField(YES_NO),
  lateralEntry: choiceField(YES_NO),
  interMarks: positiveNumberField,
  marksSecured: positiveNumberField,
  totalMarksInter: positiveNumberField,
  percentageOfMarks: percentageField,
  division: v.pipe(looseText, v.maxLength(32)),
  otherIfAny: freeText,
  previousInstitution: textField,
  // §5 first form: guardian, schooling and the student's bank account and distance from home
  guardianName: nameField,
  guardianAddress: textField,
  guardianPhoneNo: mobileField,
  board: textField,
  schoolName: textField,
  institution: textField,
  yearOfPass: positiveNumberField,
  gradePoints: positiveNumberField,
  distanceFromResidence: positiveNumberField,
  bankAccount: positiveNumberField,
  annualIncome: positiveNumberField,
  rationCardNo: positiveNumberField,
  isHostler: choiceField(YES_NO),
  imageName: v.pipe(looseText, v.maxLength(200)),
  imageType: v.pipe(looseText, v.maxLength(64)),
  imagePath: v.pipe(looseText, v.maxLength(300)),
  agent: v.pipe(looseText, v.maxLength(100)),
  agentAmount: rupeesField,
  scholarShip: choiceField(YES_NO),
  certificateSubmission: choiceField(YES_NO),
  feeCommitment: rupeesField,
  studentPaidamount: rupeesField,
});

/** Every text field of the payload empty: what a record saved before a field existed reads as. */
export const EMPTY_PAYLOAD_TEXT = Object.fromEntries(
  Object.keys(ApplicationFormDataSchema.entries).map((k) => [k, '']),
) as Record<keyof typeof ApplicationFormDataSchema.entries, string>;

export type ApplicationFormDataInput = v.InferInput<typeof ApplicationFormDataSchema>;
export type ApplicationFormData = v.InferOutput<typeof ApplicationFormDataSchema>;

/** Rupees as typed ('45000', '45000.5') → paise; '' → 0. */
export function rupeesToPaise(rupees: string): number {
  return rupees === '' ? 0 : (paiseFromRupees(rupees) ?? 0);
}

/** Paise → rupees as the form shows them ('45000', '45000.50'). */
export function paiseToRupees(paise: number): string {
  return rupeesText(paise).replace(/\.00$/, '');
}
