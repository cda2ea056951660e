import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AlumniAccountSchema } from '../../src/domain/alumni/account-schema';
import {
  countByBatch,
  matchesDirectoryQuery,
  statusOfWorking,
  type DirectoryRow,
} from '../../src/domain/alumni/directory';
import {
  AlumniHistorySchema,
  firstHistoryProblem,
  trimmedHistory,
  type AlumniHistoryFields,
} from '../../src/domain/alumni/history-schema';
import { ALUMNI_MESSAGES as M, certificateLabel, hasAllowedAttachmentName } from '../../src/domain/alumni/messages';
import { AlumniRegistrationSchema, clearsCompany } from '../../src/domain/alumni/registration-schema';

const registration = (extra: Record<string, unknown> = {}) => ({
  name: 'Anil',
  rollNumber: '21b81a0401',
  degree: 'B.Tech',
  batch: '2021-2025',
  branch: 'cse',
  mobileNumber: '9876543210',
  email: '',
  working: 'NA',
  company: 'x',
  ...extra,
});
const issues = (input: unknown) => {
  const result = v.safeParse(AlumniRegistrationSchema, input);
  return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
};

describe('§5 alumni registration', () => {
  it("marks name, roll number, degree, batch, branch and mobile 'Required*'", () => {
    const found = issues(
      registration({ name: '', rollNumber: ' ', degree: '', batch: '', branch: '', mobileNumber: '' }),
    );
    expect(found).toEqual([
      ['name', M.required],
      ['rollNumber', M.required],
      ['batch', M.required],
      ['mobileNumber', M.required],
      ['branch', M.required],
      ['degree', M.required],
    ]);
  });

  it("wants the mobile number of exactly 10 digits ('Required*')", () => {
    expect(issues(registration({ mobileNumber: '987654321' }))).toEqual([['mobileNumber', M.required]]);
    expect(issues(registration({ mobileNumber: '98765432a0' }))).toEqual([['mobileNumber', M.required]]);
    expect(issues(registration({ mobileNumber: '98765432100' }))).toEqual([['mobileNumber', M.required]]);
  });

  it("says 'Email is invalid.' for an address without the basic pattern, and accepts an empty one", () => {
    expect(issues(registration({ email: 'anil@example' }))).toEqual([['email', M.emailInvalid]]);
    expect(issues(registration({ email: 'anil@example.com' }))).toEqual([]);
  });

  it('requires company name, job title and work address for working yes; institute, course and address for no; none for NA', () => {
    expect(issues(registration({ working: 'yes' })).map(([path]) => path)).toEqual([
      'companyName',
      'jobTitle',
      'workAddress',
    ]);
    expect(issues(registration({ working: 'no' })).map(([path]) => path)).toEqual([
      'instituteName',
      'courseName',
      'eduAddress',
    ]);
    expect(issues(registration({ working: 'NA' }))).toEqual([]);
  });

  it('upper-cases branch and roll number, sends only the shown fields and clears company on yes or no', () => {
    const out = v.parse(
      AlumniRegistrationSchema,
      registration({
        working: 'yes',
        companyName: 'Infosys',
        jobTitle: 'SE',
        workAddress: 'Hyd',
        instituteName: 'IIT',
      }),
    );
    expect(out).toMatchObject({
      branch: 'CSE',
      rollNumber: '21B81A0401',
      company: '',
      instituteName: '',
      companyName: 'Infosys',
      course: 'B.Tech',
    });
    expect(out).not.toHaveProperty('file');
    expect(v.parse(AlumniRegistrationSchema, registration()).company).toBe('x');
    expect([clearsCompany('yes'), clearsCompany('no'), clearsCompany('NA')]).toEqual([true, true, false]);
  });

  it('accepts attachments named .pdf, .jpg, .jpeg, .png or .gif only', () => {
    expect(['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.gif'].every(hasAllowedAttachmentName)).toBe(true);
    expect(['a.exe', 'b.webp', 'c.pdf.exe', 'd'].some(hasAllowedAttachmentName)).toBe(false);
    expect(issues(registration({ file: { name: 'setup.exe', size: 10 } }))).toEqual([['file', M.attachmentType]]);
  });

  it('keeps the §8 popup words', () => {
    expect(M.registrationDone).toBe('Alumni Registartion Was Successfully Completed');
    expect(M.errorTitle).toBe('Oops...');
    expect(M.noResponse).toBe('No response received from the server. Please try again.');
    expect(M.setupError('bad')).toBe('Error in setting up request: bad');
    expect(M.unexpectedError('boom')).toBe('Unexpected error: boom');
  });
});

const history = (extra: Partial<AlumniHistoryFields> = {}): AlumniHistoryFields => ({
  status: 'working',
  rollNumber: '21B81A0410',
  name: 'Sita',
  branch: 'ECE',
  batch: '2021-2025',
  studentMobile: '9123456789',
  studentEmail: 's@example.com',
  course: 'B.Tech',
  fatherName: 'Ramesh',
  section: 'A',
  company: 'Wipro',
  packages: '',
  designation: 'Analyst',
  experience: '1 year',
  location: 'Pune',
  instituteName: '',
  ...extra,
});

describe('§5 alumni history toasts, in the seed order', () => {
  it('goes status, phone digits, duplicate, then each required field in turn', () => {
    const existing = new Set(['21B81A0410']);
    const empty = history({
      rollNumber: '',
      name: '',
      fatherName: '',
      course: '',
      batch: '',
      branch: '',
      studentEmail: '',
      studentMobile: '',
    });
    expect(firstHistoryProblem(history({ status: '', studentMobile: '1' }))).toBe(M.selectStatus);
    expect(firstHistoryProblem(history({ studentMobile: '12345' }), { existingRollNumbers: existing })).toBe(
      M.phoneTenDigits,
    );
    expect(firstHistoryProblem(history({ name: '' }), { existingRollNumbers: existing })).toBe(M.duplicateRoll);
    const order: string[] = [];
    let current = empty;
    for (const [field, value] of [
      ['rollNumber', 'X1'],
      ['name', 'N'],
      ['fatherName', 'F'],
      ['course', 'B.Tech'],
      ['batch', '2021-2025'],
      ['branch', 'ECE'],
      ['studentEmail', 'e@x.in'],
      ['studentMobile', '9123456789'],
    ] as const) {
      order.push(firstHistoryProblem(current)!);
      current = { ...current, [field]: value };
    }
    expect(order).toEqual([
      M.rollRequired,
      M.nameRequired,
      M.fatherRequired,
      M.courseRequired,
      M.batchRequired,
      M.branchRequired,
      M.emailRequired,
      M.phoneRequired,
    ]);
  });

  it('asks working alumni for company, designation, experience, location and the offer letter (package optional)', () => {
    const w = history({ company: '', designation: '', experience: '', location: '' });
    expect(firstHistoryProblem(w)).toBe(M.companyRequired);
    expect(firstHistoryProblem({ ...w, company: 'C' })).toBe(M.designationRequired);
    expect(firstHistoryProblem({ ...w, company: 'C', designation: 'D' })).toBe(M.experienceRequired);
    expect(firstHistoryProblem({ ...w, company: 'C', designation: 'D', experience: '1' })).toBe(M.workLocationRequired);
    expect(firstHistoryProblem(history(), { hasCertificate: false })).toBe(M.offerLetterRequired);
    expect(firstHistoryProblem(history({ packages: '' }), { hasCertificate: true })).toBeNull();
  });

  it('asks studying alumni for institute, location and the University Admit Card', () => {
    const s = history({ status: 'studying', company: '', location: '' });
    expect(firstHistoryProblem(s)).toBe(M.instituteRequired);
    expect(firstHistoryProblem({ ...s, instituteName: 'IIT' })).toBe(M.studyLocationRequired);
    expect(firstHistoryProblem({ ...s, instituteName: 'IIT', location: 'Hyd' }, { hasCertificate: false })).toBe(
      M.admitCardRequired,
    );
  });

  it("says 'Please select Course, Batch, and Branch before saving.' when a value is not one of the lookups", () => {
    const choices = { courses: ['B.Tech'], batches: ['2021-2025'], branches: ['CSE'] };
    expect(firstHistoryProblem(history(), { choices })).toBe(M.selectCourseBatchBranch);
    expect(firstHistoryProblem(history({ branch: 'CSE' }), { choices })).toBeNull();
  });

  it('trims every value and upper-cases roll number and branch; the server schema gives the same first message', () => {
    const raw = { ...history(), name: '  Sita  ', rollNumber: ' 21b81a0410 ', branch: ' ece ' };
    expect(trimmedHistory(raw)).toMatchObject({ name: 'Sita', rollNumber: '21B81A0410', branch: 'ECE' });
    const result = v.safeParse(AlumniHistorySchema, { ...history(), fatherName: '   ' });
    expect(result.issues?.[0]?.message).toBe(M.fatherRequired);
  });

  it('labels the certificate by status', () => {
    expect([certificateLabel('working'), certificateLabel('studying'), certificateLabel('')]).toEqual([
      'Offer Letter',
      'University Admit Card',
      'Certificate',
    ]);
  });
});

describe('alumni account and directory (ours)', () => {
  it('needs matching, strong passwords and a real date of birth', () => {
    const base = {
      rollNumber: '22b81a0501',
      dateOfBirth: '15-08-2004',
      email: 'a@b.in',
      password: 'Alumni@2026',
      confirmPassword: 'Alumni@2026',
    };
    expect(v.parse(AlumniAccountSchema, base)).toMatchObject({ rollNumber: '22B81A0501', dateOfBirth: '2004-08-15' });
    expect(v.safeParse(AlumniAccountSchema, { ...base, confirmPassword: 'Other@2026' }).issues?.[0]?.message).toBe(
      M.passwordsDiffer,
    );
    expect(
      v.safeParse(AlumniAccountSchema, { ...base, password: 'weak', confirmPassword: 'weak' }).issues?.[0]?.message,
    ).toBe(M.passwordRule);
  });

  it('maps working answers to statuses, filters rows and counts them by batch', () => {
    expect(['yes', 'no', 'NA'].map(statusOfWorking)).toEqual(['working', 'studying', 'other']);
    const row = (
      rollNumber: string,
      batch: string,
      status: DirectoryRow['status'],
      organisation: string,
    ): DirectoryRow => ({
      rollNumber,
      name: `N ${rollNumber}`,
      degree: 'B.Tech',
      batch,
      branch: 'CSE',
      status,
      organisation,
      role: '',
      location: '',
      email: null,
      mobile: null,
      source: 'history',
    });
    const rows = [
      row('A1', '2021-2025', 'working', 'Infosys'),
      row('A2', '2021-2025', 'studying', 'IIT'),
      row('B1', '2022-2026', 'working', 'Wipro'),
    ];
    const q = { search: '', batch: '', branch: '', status: '' as const, company: '' };
    expect(rows.filter((r) => matchesDirectoryQuery(r, { ...q, company: 'info' })).map((r) => r.rollNumber)).toEqual([
      'A1',
    ]);
    expect(rows.filter((r) => matchesDirectoryQuery(r, { ...q, search: 'iit' })).map((r) => r.rollNumber)).toEqual([
      'A2',
    ]);
    expect(
      rows
        .filter((r) => matchesDirectoryQuery(r, { ...q, batch: '2022-2026', status: 'working' }))
        .map((r) => r.rollNumber),
    ).toEqual(['B1']);
    expect(countByBatch(rows)).toEqual([
      { batch: '2022-2026', working: 1, studying: 0, other: 0 },
      { batch: '2021-2025', working: 1, studying: 1, other: 0 },
    ]);
  });
});
