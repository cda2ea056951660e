import * as v from 'valibot';
import {
  type Address,
  type ApplicationFormData,
  type ApplicationFormDataInput,
  paiseToRupees,
} from './application-form';
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

const addressOf = (f: FirstAdmissionFormValues, prefix: 'permanent' | 'present'): Address => ({
  doorNo: f[`${prefix}DoorNo`],
  street: f[`${prefix}Street`],
  village: f[`${prefix}Village`],
  mandal: f[`${prefix}Mandal`],
  district: f[`${prefix}District`],
  state: f[`${prefix}State`],
  pincode: f[`${prefix}Pincode`],
});

/** §4 'Same as permanent address': the present address fields copied from the permanent ones, or cleared. */
export function presentAddressFrom(form: FirstAdmissionFormValues, same: boolean): Partial<FirstAdmissionFormValues> {
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [`present${part}`, same ? form[`permanent${part}`] : '']));
}

/** The first form's values → the §3 save payload (applicationFormData). */
export function firstFormToPayload(
  f: FirstAdmissionFormValues,
  photo?: { name: string; type: string },
): ApplicationFormDataInput {
  return {
    name: f.fullName,
    courseAppliedFor: f.course,
    dateOfAdmission: f.adminDate,
    branch: f.branch,
    hallTicketNo: f.hollticketNo,
    rank: f.rank,
    gender: f.gender,
    aadharNo: f.adharNo,
    nationality: f.nationality,
    religion: f.religion,
    motherTongue: f.motherTongue,
    emailId: f.emailId,
    batch: f.batch,
    adminNo: f.adminNo,
    bloodGroup: f.bloodGroup,
    admissionType: f.admissionType,
    seatType: f.seatType,
    subCaste: f.subCastInfo,
    category: f.casteCategory,
    fatherContactNo: f.fatherContactNo,
    motherContactNo: f.motherContactNo,
    studentContactNo: f.studentMobileNumber,
    landLineNumber: f.landLineNumber,
    presentAddress: addressOf(f, 'present'),
    permanentAddress: addressOf(f, 'permanent'),
    fathersName: f.fathersName,
    mothersName: f.mothersName,
    occupationOfFather: f.parentOccupation,
    occupationOfMother: f.motherOccupation,
    identificationMarksA: f.identificationMarks1,
    physicallyChallanged: f.physicallyHandicapped,
    belongsToSportsNcc: f.belongsToSportsNcc,
    regulation: f.regulation,
    semester: f.semester,
    sscMarks: f.sscMarks,
    sscPercentage: f.sscPercentage,
    knowingAboutInstitute: f.knowingAboutInstitute,
    lateral: f.lateralEntry,
    lateralEntry: f.lateralEntry,
    interMarks: f.MarksObtained,
    marksSecured: f.MarksObtained,
    totalMarksInter: f.TotalMarks,
    percentageOfMarks: f.percentageOfMarks,
    division: f.division,
    otherIfAny: f.otherIfAny,
    fatherEmailId: f.parentEmailId,
    annualIncome: f.AnnualIncome,
    rationCardNo: f.rationCardNo,
    isHostler: f.isHostler,
    imageName: photo?.name ?? '',
    imageType: photo?.type ?? '',
    imagePath: '',
    agent: f.agent,
    agentAmount: f.agentAmount,
    previousInstitution: f.lastAttendedInstituded,
    guardianName: f.gurdianName,
    guardianAddress: f.gurdianAddress,
    guardianPhoneNo: f.gurdianPhoneNo,
    board: f.Board,
    schoolName: f.SchoolName,
    institution: f.Institution,
    yearOfPass: f.YearOfPass,
    gradePoints: f.GradePoints,
    distanceFromResidence: f.distanceFromResidence,
    bankAccount: f.bankAccount,
    scholarShip: f.scholarship,
    dateOfBirth: f.dateofBirth,
    admissionEntryType: f.admissionType,
    entranceType: f.entranceType,
    certificateSubmission: f.certificateSubmission,
    feeCommitment: f.feeCommitment,
    studentPaidamount: f.studentPaidAmount,
  };
}

/** A saved admission (the payload the server answers in modify search) → the first form's values (§4 modify). */
export function payloadToFirstForm(p: ApplicationFormData): FirstAdmissionFormValues {
  const address = (prefix: 'permanent' | 'present', a: Address) => ({
    [`${prefix}DoorNo`]: a.doorNo,
    [`${prefix}Street`]: a.street,
    [`${prefix}Village`]: a.village,
    [`${prefix}Mandal`]: a.mandal,
    [`${prefix}District`]: a.district,
    [`${prefix}State`]: a.state,
    [`${prefix}Pincode`]: a.pincode,
  });
  return {
    ...EMPTY_FIRST_FORM,
    fullName: p.name,
    gender: p.gender,
    dateofBirth: p.dateOfBirth,
    adharNo: p.aadharNo,
    emailId: p.emailId,
    studentMobileNumber: p.studentContactNo,
    landLineNumber: p.landLineNumber,
    bloodGroup: p.bloodGroup,
    motherTongue: p.motherTongue,
    nationality: p.nationality,
    religion: p.religion,
    casteCategory: p.category,
    subCastInfo: p.subCaste,
    identificationMarks1: p.identificationMarksA,
    physicallyHandicapped: p.physicallyChallanged,
    rationCardNo: p.rationCardNo,
    isHostler: p.isHostler,
    fathersName: p.fathersName,
    mothersName: p.mothersName,
    parentOccupation: p.occupationOfFather,
    motherOccupation: p.occupationOfMother,
    fatherContactNo: p.fatherContactNo,
    motherContactNo: p.motherContactNo,
    parentEmailId: p.fatherEmailId,
    AnnualIncome: p.annualIncome,
    ...address('permanent', p.permanentAddress),
    ...address('present', p.presentAddress),
    lastAttendedInstituded: p.previousInstitution,
    gurdianName: p.guardianName,
    gurdianAddress: p.guardianAddress,
    gurdianPhoneNo: p.guardianPhoneNo,
    Board: p.board,
    SchoolName: p.schoolName,
    Institution: p.institution,
    YearOfPass: p.yearOfPass,
    GradePoints: p.gradePoints,
    distanceFromResidence: p.distanceFromResidence,
    bankAccount: p.bankAccount,
    entranceType: p.entranceType,
    hollticketNo: p.hallTicketNo,
    rank: p.rank,
    sscMarks: p.sscMarks,
    sscPercentage: p.sscPercentage,
    TotalMarks: p.totalMarksInter,
    MarksObtained: p.marksSecured,
    percentageOfMarks: p.percentageOfMarks,
    division: p.division,
    adminNo: p.adminNo,
    adminDate: p.dateOfAdmission,
    course: p.courseAppliedFor,
    batch: p.batch,
    branch: p.branch,
    semester: p.semester,
    regulation: p.regulation,
    admissionType: p.admissionType,
    seatType: p.seatType,
    lateralEntry: p.lateralEntry,
    scholarship: p.scholarShip,
    belongsToSportsNcc: p.belongsToSportsNcc,
    knowingAboutInstitute: p.knowingAboutInstitute,
    otherIfAny: p.otherIfAny,
    feeCommitment: p.feeCommitment,
    studentPaidAmount: p.studentPaidamount,
    agent: p.agent,
    agentAmount: p.agentAmount,
    certificateSubmission: p.certificateSubmission,
  };
}

export { paiseToRupees };
