import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApplicationFormDataSchema } from '../../src/domain/admissions/application-form';
import {
  EMPTY_SECOND_FORM,
  SecondAdmissionFormSchema,
  StudentAdmissionDataRequestSchema,
  aadhaarBlurCheck,
  isSecondFormPhoto,
  mobileBlurCheck,
  secondFormAadhaarInput,
  secondFormMobileInput,
  secondFormSubmitAlert,
  secondFormToSavePayload,
} from '../../src/domain/admissions/second-form';

const complete = {
  ...EMPTY_SECOND_FORM,
  dateOfAdmission: '2026-07-01',
  name: 'Ravi Kumar',
  admissionType: 'Direct',
  courseAppliedFor: 'B.Tech',
  batch: '2026-2030',
  branch: 'CSE',
  gender: 'MALE',
  aadharNo: '234567810123',
  dateOfBirth: '2008-03-02',
};

describe('§5 second form: the submit alerts, one at a time, in order', () => {
  it('walks the eight alerts word for word (double spaces included), then the date of birth, as each field is filled', () => {
    const steps: [keyof typeof complete, string][] = [
      ['dateOfAdmission', 'Please enter date of Admission'],
      ['name', 'Please enter Full Name'],
      ['admissionType', 'Please select  admissionType'],
      ['courseAppliedFor', 'Please select  Course Applied for'],
      ['branch', 'Please select branch'],
      ['batch', 'Please select batch'],
      ['gender', 'Please select gender'],
      ['aadharNo', 'Please enter Aadhar number'],
      ['dateOfBirth', 'Please enter Date of Birth'],
    ];
    const values: Record<string, string> = { ...EMPTY_SECOND_FORM };
    for (const [field, message] of steps) {
      expect(secondFormSubmitAlert(values)).toBe(message);
      values[field] = complete[field];
    }
    expect(secondFormSubmitAlert(values)).toBeNull();
  });

  it('says an Aadhaar number of the wrong length must have 12 digits', () => {
    expect(secondFormSubmitAlert({ ...complete, aadharNo: '12345' })).toBe('Aadhar number must be 12 digit number');
    expect(secondFormSubmitAlert({ ...complete, aadharNo: '1234567810123' })).toBe(
      'Aadhar number must be 12 digit number',
    );
  });

  it('alerts the earlier rule first when several fail', () => {
    expect(secondFormSubmitAlert({ ...complete, name: '', gender: '', aadharNo: '' })).toBe('Please enter Full Name');
    expect(secondFormSubmitAlert({ ...complete, branch: '', gender: '' })).toBe('Please select branch');
  });

  it('after the §5 checks, other field rules alert in page order', () => {
    expect(secondFormSubmitAlert({ ...complete, emailId: 'not-an-email' })).toBe('Please enter a valid email address');
    expect(secondFormSubmitAlert({ ...complete, fatherContactNo: '5123456789' })).toBe(
      'Please enter a valid mobile number',
    );
  });

  it('marks as required exactly name, date of admission, degree, batch, branch, gender, Aadhaar, admission type and date of birth', () => {
    const required = Object.entries(SecondAdmissionFormSchema.entries)
      .filter(([, schema]) => !v.safeParse(schema, '').success)
      .map(([name]) => name)
      .sort();
    expect(required).toEqual(
      [
        'aadharNo',
        'admissionType',
        'batch',
        'branch',
        'courseAppliedFor',
        'dateOfAdmission',
        'dateOfBirth',
        'gender',
        'name',
      ].sort(),
    );
  });
});

describe('§5 second form: checks on blur', () => {
  it('Aadhaar must have exactly 12 digits, else "Invalid Aadhaar Number" and the field is cleared', () => {
    expect(aadhaarBlurCheck('234567810123')).toBeNull();
    expect(aadhaarBlurCheck('')).toBeNull();
    expect(aadhaarBlurCheck('23456789012')).toEqual({ message: 'Invalid Aadhaar Number', clear: true });
  });

  it('father, mother and student mobiles must be 10 digits starting 6 to 9, else "Please enter a valid mobile number" and cleared', () => {
    for (const good of ['6000000000', '7894561230', '8123456789', '9876543210'])
      expect(mobileBlurCheck(good)).toBeNull();
    for (const bad of ['5876543210', '0876543210', '987654321', '98765432101'])
      expect(mobileBlurCheck(bad)).toEqual({ message: 'Please enter a valid mobile number', clear: true });
    expect(mobileBlurCheck('')).toBeNull();
  });

  it('mobile inputs read a pasted number as its 10 digits and cut nothing else (the blur check refuses it); Aadhaar up to 12', () => {
    expect(secondFormMobileInput('98-765 abc 43210')).toBe('9876543210');
    expect(secondFormMobileInput('98-765 43210999')).toBe('98-765 43210999');
    expect(secondFormAadhaarInput('2345 6781 0123 45')).toBe('234567810123');
  });
});

describe('§9 second form photo', () => {
  it('must be a .jpg file', () => {
    expect(isSecondFormPhoto('photo.jpg')).toBe(true);
    expect(isSecondFormPhoto('PHOTO.JPG')).toBe(true);
    expect(isSecondFormPhoto('photo.png')).toBe(false);
    expect(isSecondFormPhoto('photo.jpg.exe')).toBe(false);
  });
});

describe('the second form saves through the §3 save payload', () => {
  it('maps into applicationFormData that the save schema accepts, with the admission type as seat type', () => {
    const output = v.parse(SecondAdmissionFormSchema, {
      ...complete,
      identificationMarksB: 'Mole on chin',
      annualIncome: '120000',
      level: 'UG',
    });
    const saved = v.parse(ApplicationFormDataSchema, secondFormToSavePayload(output));
    expect(saved).toMatchObject({
      name: 'Ravi Kumar',
      seatType: 'Direct',
      identificationMarksB: 'Mole on chin',
      annualIncome: '120000',
      level: 'UG',
      aadharNo: '234567810123',
    });
  });

  it('getStudentadmissiondata needs an admission number and a 12-digit Aadhaar number', () => {
    expect(
      v.safeParse(StudentAdmissionDataRequestSchema, { adminNo: '2026ADM0001', aadharNo: '2345 6781 0123' }).success,
    ).toBe(true);
    expect(v.safeParse(StudentAdmissionDataRequestSchema, { adminNo: '', aadharNo: '234567810123' }).success).toBe(
      false,
    );
    expect(v.safeParse(StudentAdmissionDataRequestSchema, { adminNo: '2026ADM0001', aadharNo: '1234' }).success).toBe(
      false,
    );
  });
});
