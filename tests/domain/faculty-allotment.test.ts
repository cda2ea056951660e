import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FacultyRecordSchema } from '../../src/domain/academic/faculty-list';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { AllotmentSchema, allotmentRefusal, isAcademicYear, mayAllot } from '../../src/domain/faculty/allotment';
import { ALLOTMENT_MESSAGES as M } from '../../src/domain/faculty/allotment-messages';

const facts = {
  subjectBranchId: 1,
  sectionBranchId: 1,
  facultyStatus: 'Active',
  shared: false,
  slotHasTeacher: false,
  sameTeacherAlready: false,
};
const record = {
  empCode: 'EMP0901',
  fullName: 'Dr. Meena Rao',
  departmentId: 1,
  designation: 'Professor',
  qualification: 'Ph.D.',
  joinedOn: '2015-07-01',
  email: 'Meena.Rao@demo-college.edu.in',
  mobile: '+91 98765 43210',
  status: 'Active',
};
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('subject allotment rules', () => {
  it.each(['2026-2027', '1999-2000'])('takes the academic year %s', (year) => expect(isAcademicYear(year)).toBe(true));

  it.each(['2026-2028', '2026-2026', '2026/2027', '26-27', '2027-2026'])(
    `refuses the academic year %s with '${M.yearNotConsecutive}'`,
    (academicYear) => {
      expect(firstMessage(AllotmentSchema, { academicYear, facultyId: 1, subjectId: 2, sectionId: 3 })).toBe(
        M.yearNotConsecutive,
      );
    },
  );

  it('takes an allotment, not shared unless said', () => {
    expect(v.parse(AllotmentSchema, { academicYear: '2026-2027', facultyId: 1, subjectId: 2, sectionId: 3 })).toEqual({
      academicYear: '2026-2027',
      facultyId: 1,
      subjectId: 2,
      sectionId: 3,
      shared: false,
    });
  });

  it('allows a first teacher and a shared co-teacher on a class', () => {
    expect(allotmentRefusal(facts)).toBeNull();
    expect(allotmentRefusal({ ...facts, slotHasTeacher: true, shared: true })).toBeNull();
  });

  it(`refuses a second teacher not marked shared with '${M.slotTaken}'`, () => {
    expect(allotmentRefusal({ ...facts, slotHasTeacher: true })).toBe(M.slotTaken);
  });

  it(`refuses the same teacher twice with '${M.alreadyAllotted}'`, () => {
    expect(allotmentRefusal({ ...facts, shared: true, sameTeacherAlready: true })).toBe(M.alreadyAllotted);
  });

  it(`refuses a subject of another branch than the section's with '${M.branchMismatch}'`, () => {
    expect(allotmentRefusal({ ...facts, sectionBranchId: 2 })).toBe(M.branchMismatch);
  });

  it(`refuses a relieved faculty member with '${M.relieved}'`, () => {
    expect(allotmentRefusal({ ...facts, facultyStatus: 'Relieved' })).toBe(M.relieved);
  });

  it('lets administrators and the academic section allot anywhere, a HoD only in their own department', () => {
    expect(mayAllot(['ROLE_ADMIN'], null, 'ECE', 'CSE')).toBe(true);
    expect(mayAllot(['ROLE_ACADEMICS'], null, 'ECE', 'ECE')).toBe(true);
    expect(mayAllot(['ROLE_HOD'], 'CSE', 'CSE', 'CSE')).toBe(true);
    expect(mayAllot(['ROLE_HOD'], 'CSE', 'ECE', 'CSE')).toBe(false);
    expect(mayAllot(['ROLE_HOD'], 'CSE', 'CSE', 'ECE')).toBe(false);
    expect(mayAllot(['ROLE_HOD'], null, 'CSE', 'CSE')).toBe(false);
    expect(mayAllot(['ROLE_FACULTY'], 'CSE', 'CSE', 'CSE')).toBe(false);
  });
});

describe('faculty record', () => {
  it('keeps a pasted mobile as its 10 digits and the e-mail in lower case', () => {
    const parsed = v.parse(FacultyRecordSchema, record);
    expect(parsed.mobile).toBe('9876543210');
    expect(parsed.email).toBe('meena.rao@demo-college.edu.in');
  });

  it('stores a blank mobile and joining date as none', () => {
    const parsed = v.parse(FacultyRecordSchema, { ...record, mobile: '', joinedOn: '' });
    expect(parsed).toMatchObject({ mobile: null, joinedOn: null });
  });

  it.each([
    ['mobile', '12345'],
    ['mobile', '5876543210'],
    ['email', 'meena.rao'],
    ['joinedOn', '2015-02-30'],
    ['designation', 'Dean of Everything'],
    ['status', 'Retired'],
  ])(`refuses a %s of %s with '${L.invalid}'`, (field, value) => {
    expect(firstMessage(FacultyRecordSchema, { ...record, [field]: value })).toBe(L.invalid);
  });

  it(`refuses a record without a name with '${L.fillAll}'`, () => {
    expect(firstMessage(FacultyRecordSchema, { ...record, fullName: ' ' })).toBe(L.fillAll);
  });
});
