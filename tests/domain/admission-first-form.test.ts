import { SHARED_MESSAGES } from '../../src/domain/messages/shared';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { admissionPdfFileName, admissionPhotoFileName } from '../../src/domain/admissions/admission-pdf-name';
import { calendarDateFromInput } from '../../src/domain/calendar/calendar-date-input';
import { ApplicationFormDataSchema, paiseToRupees, rupeesToPaise } from '../../src/domain/admissions/application-form';
import { usesSeatTypes } from '../../src/domain/admissions/choices';
import { normaliseAadhaarInput } from '../../src/domain/admissions/field-rules';
import {
  EMPTY_FIRST_FORM,
  FirstAdmissionFormSchema,
  presentAddressFrom,
  type FirstAdmissionFormValues,
} from '../../src/domain/admissions/first-form';
import { firstFormToPayload, payloadToFirstForm } from '../../src/domain/admissions/first-form-payload';
import { maskAadhaar } from '../../src/domain/admissions/aadhaar-mask';
import { ADMISSION_MESSAGES, isRequiredFieldMessage } from '../../src/domain/admissions/messages';
import { seatTypeLabel } from '../../src/domain/masters/seat-type';

const filled: FirstAdmissionFormValues = {
  ...EMPTY_FIRST_FORM,
  fullName: 'Ravi Kumar',
  gender: 'MALE',
  adharNo: '234567810123',
  course: 'B.Tech',
  batch: '2026-2030',
  branch: 'CSE',
  dateofBirth: '2008-03-02',
};

/** The message the first form shows for one field's value (null when the value passes). */
const messageFor = (field: keyof FirstAdmissionFormValues, value: string) => {
  const result = v.safeParse(FirstAdmissionFormSchema, { ...filled, [field]: value });
  return result.issues?.find((i) => i.path?.[0]?.key === field)?.message ?? null;
};

describe('§5 first admission form rules, word for word', () => {
  const letters = [
    'lastAttendedInstituded',
    'fathersName',
    'mothersName',
    'parentOccupation',
    'motherOccupation',
    'fullName',
    'motherTongue',
    'identificationMarks1',
    'permanentState',
    'permanentDistrict',
    'permanentMandal',
    'permanentVillage',
    'Board',
    'SchoolName',
    'Institution',
    'gurdianName',
    'gurdianAddress',
  ] as const;
  it.each(letters.map((f) => [f]))(
    "refuses digits in %s with 'Please Enter Text' and takes letters and spaces",
    (field) => {
      expect(messageFor(field, 'Ravi 2')).toBe('Please Enter Text');
      expect(messageFor(field, 'Ravi Kumar')).toBeNull();
    },
  );

  const numbers = [
    'TotalMarks',
    'MarksObtained',
    'AnnualIncome',
    'rationCardNo',
    'rank',
    'sscMarks',
    'YearOfPass',
    'GradePoints',
    'distanceFromResidence',
    'bankAccount',
  ] as const;
  it.each(numbers.map((f) => [f]))(
    "refuses a leading zero or letters in %s with 'Please enter a valid number'",
    (field) => {
      expect(messageFor(field, '0450')).toBe('Please enter a valid number');
      expect(messageFor(field, '45a')).toBe('Please enter a valid number');
      expect(messageFor(field, '450')).toBeNull();
    },
  );

  const mobiles = ['fatherContactNo', 'motherContactNo', 'studentMobileNumber', 'gurdianPhoneNo'] as const;
  it.each(mobiles.map((f) => [f]))(
    "refuses a zero first digit or 11 digits in %s with '10-digit  for mobile number' (two spaces)",
    (field) => {
      expect(messageFor(field, '0987654321')).toBe('10-digit  for mobile number');
      expect(messageFor(field, '98765432101')).toBe('10-digit  for mobile number');
      expect(messageFor(field, '9876543210')).toBeNull();
      // §9: the first form accepts a nonzero first digit and up to 10 digits.
      expect(messageFor(field, '12345')).toBeNull();
    },
  );

  it("refuses an Aadhaar number of other than 12 digits with '12-digit  for Adhar number' (two spaces)", () => {
    expect(messageFor('adharNo', '12345678901')).toBe('12-digit  for Adhar number');
    expect(messageFor('adharNo', '1234567890ab')).toBe('12-digit  for Adhar number');
    expect(messageFor('adharNo', '123456709012')).toBeNull();
  });

  it('drops the spaces and hyphens of a grouped Aadhaar and stops at 12 digits; keeps letters for the field to refuse', () => {
    expect(normaliseAadhaarInput('2345 6781-0123 99')).toBe('234567810123');
    expect(normaliseAadhaarInput('abc')).toBe('abc');
    expect(messageFor('adharNo', normaliseAadhaarInput('1234abcd5678'))).toBe('12-digit  for Adhar number');
  });

  it.each([['emailId'], ['parentEmailId']] as const)(
    "refuses %s without a domain with 'Please enter a valid email address'",
    (field) => {
      expect(messageFor(field, 'ravi@')).toBe('Please enter a valid email address');
      expect(messageFor(field, 'ravi@example.in')).toBeNull();
    },
  );

  it("words door number, pincode and landline as 'Please enter a valid {field}'", () => {
    expect(messageFor('permanentDoorNo', '4-12/3a')).toBe('Please enter a valid door number');
    expect(messageFor('permanentDoorNo', '4-12/3')).toBeNull();
    expect(messageFor('presentPincode', '5000721')).toBe('Please enter a valid pincode');
    expect(messageFor('presentPincode', '500072')).toBeNull();
    expect(messageFor('landLineNumber', '040 2345')).toBe('Please enter a valid landline number');
    expect(messageFor('landLineNumber', '040-2345678')).toBeNull();
  });

  it.each([
    ['fullName', 'Please enter Full Name'],
    ['course', 'Please select  Course Applied for'],
    ['gender', 'Please select gender'],
    ['batch', 'Please select batch'],
    ['branch', 'Please select branch'],
    ['adharNo', 'Please enter Aadhar number'],
    ['dateofBirth', 'Please enter Date of Birth'],
  ] as const)("requires %s on save, saying at the field '%s'", (field, message) => {
    expect(messageFor(field, '')).toBe(message);
    expect(isRequiredFieldMessage(message)).toBe(true);
  });

  it('carries the guardian, schooling, bank account and distance fields into the save payload and back (modify)', () => {
    const form = {
      ...filled,
      gurdianName: 'Ramesh Rao',
      gurdianAddress: 'Near Bus Stand',
      gurdianPhoneNo: '9000012345',
      Board: 'State Board',
      SchoolName: 'Zilla Parishad High School',
      Institution: 'Narayana Junior College',
      YearOfPass: '2026',
      GradePoints: '9',
      distanceFromResidence: '12',
      bankAccount: '31245678901',
    };
    const payload = v.parse(ApplicationFormDataSchema, firstFormToPayload(form));
    expect(payload).toMatchObject({
      guardianName: 'Ramesh Rao',
      guardianAddress: 'Near Bus Stand',
      guardianPhoneNo: '9000012345',
      board: 'State Board',
      schoolName: 'Zilla Parishad High School',
      institution: 'Narayana Junior College',
      yearOfPass: '2026',
      gradePoints: '9',
      distanceFromResidence: '12',
      bankAccount: '31245678901',
    });
    expect(payloadToFirstForm(payload)).toMatchObject(form);
  });

  it('needs nothing else: an otherwise empty form with the seven required fields passes', () => {
    expect(v.safeParse(FirstAdmissionFormSchema, filled).success).toBe(true);
  });
});

describe('§4 and §9 admission helpers', () => {
  it("names the PDF 'Admission_Form_{adminNo or name} .pdf' with that space, and the photo {adminNo}.png", () => {
    expect(admissionPdfFileName({ adminNo: '2026ADM0001', name: 'Ravi' })).toBe('Admission_Form_2026ADM0001 .pdf');
    expect(admissionPdfFileName({ adminNo: '', name: 'Ravi Kumar' })).toBe('Admission_Form_Ravi Kumar .pdf');
    expect(admissionPhotoFileName('2026ADM0001')).toBe('2026ADM0001.png');
  });

  it('copies the permanent address into the present one, or clears it (Same as permanent address)', () => {
    const form = {
      ...filled,
      permanentDoorNo: '4-12',
      permanentVillage: 'Kukatpally',
      permanentPincode: '500072',
      presentState: 'Goa',
    };
    expect(presentAddressFrom(form, true)).toMatchObject({
      presentDoorNo: '4-12',
      presentVillage: 'Kukatpally',
      presentPincode: '500072',
      presentState: '',
    });
    expect(Object.values(presentAddressFrom(form, false)).every((x) => x === '')).toBe(true);
  });

  it('takes admission types from seat types only for KNRR, BRILL and BRIG, showing the text before the first comma', () => {
    expect(['KNRR', 'BRILL', 'brig'].map(usesSeatTypes)).toEqual([true, true, true]);
    expect(usesSeatTypes('DEMO')).toBe(false);
    expect(seatTypeLabel('Convener,Seats filled by EAPCET counselling')).toBe('Convener');
  });

  it('round-trips the form through the save payload (modify prefills what was saved)', () => {
    const form = {
      ...filled,
      permanentStreet: 'Gandhi Road',
      feeCommitment: '75000',
      studentPaidAmount: '25000.5',
      adminDate: '2026-07-15',
    };
    const payload = v.parse(ApplicationFormDataSchema, firstFormToPayload(form));
    expect(payload.permanentAddress.street).toBe('Gandhi Road');
    expect(payloadToFirstForm(payload)).toEqual(form);
  });

  it('reads dates as typed in a sheet (dd/mm/yyyy, dd-mm-yyyy) and refuses impossible ones', () => {
    expect(calendarDateFromInput('15/07/2026')).toBe('2026-07-15');
    expect(calendarDateFromInput('5-7-2026')).toBe('2026-07-05');
    expect(calendarDateFromInput('2026-07-15')).toBe('2026-07-15');
    expect(calendarDateFromInput('31/02/2026')).toBeNull();
  });

  it('keeps money in paise and masks Aadhaar as XXXX XXXX 1234', () => {
    expect(rupeesToPaise('25000.5')).toBe(2500050);
    expect(paiseToRupees(2500050)).toBe('25000.50');
    expect(maskAadhaar('234567891234')).toBe('XXXX XXXX 1234');
  });
});

describe('admission messages are written once (STYLE.md habit 5)', () => {
  const SRC = join(import.meta.dirname, '../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  const code = files(SRC).map((path) => ({
    path: path.slice(SRC.length + 1),
    text: readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"\\])\/\/.*$/gm, '$1'),
  }));
  // These come from the account, lookup and §8 shared messages, where they are written.
  const shared: string[] = [
    ADMISSION_MESSAGES.text,
    ADMISSION_MESSAGES.unknownCourse,
    ADMISSION_MESSAGES.unknownBatch,
    ...Object.values(SHARED_MESSAGES),
  ];
  const texts = Object.values(ADMISSION_MESSAGES).filter((m) => !shared.includes(m));
  it.each(texts.map((m) => [m]))('finds %j only in src/domain/admissions/messages.ts', (message) => {
    const places = code
      .filter(({ text }) => ["'", '"', '`'].some((q) => text.includes(`${q}${message}${q}`)))
      .map((f) => f.path);
    expect(places).toEqual(['domain/admissions/messages.ts']);
  });
});
