import { collegeDay } from '../../../src/domain/calendar/college-time';
import { demoAlumniRollOf } from '../../../src/server/demo/alumni';
import { demoRollNumberOf } from '../../../src/server/demo/college';
import { demoBatch, demoRollNumber } from '../../../src/server/demo/demo-year';
import type { ContractCase } from './contract-case';

// The calls of home, auth, alumni, leave, memos, parents and setup, run in this order on one demo college: the demo as
// written (the tests seed it without a moment). Leave 2 is the demo faculty member's pending EL (the HoD decides
// it), leave 4 the HoD's own pending CL; a verification code no document has answers 404. Multipart uploads (alumni
// registration and history, applying for leave, the college logo and banner) have no case: a case sends JSON only.

const batch = demoBatch();
const roll = demoRollNumberOf(batch);
const alumniRoll = demoAlumniRollOf(batch);
const today = collegeDay(new Date());
const unknownCode = 'ZZZZ-ZZZZ-ZZZZ';

const home: readonly ContractCase[] = [
  { user: null, method: 'GET', path: '/api/app/getCollegeName' },
  { user: null, method: 'GET', path: '/api/app/getCollegeProfile' },
  { user: null, method: 'GET', path: '/api/app/getContactData' },
  { user: null, method: 'GET', path: '/api/app/getLogoDataForHeaders' },
  { user: null, method: 'GET', path: `/api/app/collegeImages/${'0'.repeat(64)}`, status: 404 },
];

const auth: readonly ContractCase[] = [
  { user: null, method: 'POST', path: '/api/auth/signin', json: { username: 'principal', password: 'Campus@2026' } },
  { user: 'admin', method: 'GET', path: '/api/auth/me' },
  { user: 'student', method: 'GET', path: '/api/auth/me' },
  { user: 'principal', method: 'PUT', path: '/api/auth/language', json: { language: 'te' } },
  { user: 'admin', method: 'POST', path: '/api/auth/confirm-password', json: { password: 'Campus@2026' } },
  {
    user: 'faculty',
    method: 'POST',
    path: '/api/auth/resetUserPasswords',
    json: { username: 'faculty', oldpassword: 'Not-the-password-1', newPassword: 'Another#Pass2026' },
  },
  { user: null, method: 'POST', path: '/api/auth/forgotPassword', json: { email: 'nobody@demo-college.edu.in' } },
  { user: null, method: 'POST', path: '/api/auth/restoreCredentials', json: { email: 'nobody@demo-college.edu.in' } },
  {
    user: null,
    method: 'POST',
    path: '/api/auth/resetPassword',
    json: { token: 'not-a-token', password: 'Another#Pass2026', confirmPassword: 'Another#Pass2026' },
    status: 400,
  },
  { user: null, method: 'POST', path: '/api/auth/unlockSignIn', json: { token: 'not-a-token' }, status: 400 },
  { user: null, method: 'POST', path: '/api/auth/logout', json: {} },
];

const alumni: readonly ContractCase[] = [
  { user: 'alumni', method: 'GET', path: '/api/app/getAlumniData' },
  { user: 'placement_rdean', method: 'GET', path: '/api/app/getAlumniData' },
  { user: 'alumni', method: 'GET', path: '/api/app/alumni/directory' },
  { user: 'admin', method: 'GET', path: '/api/app/alumni/directory?status=working&search=a' },
  { user: 'admin', method: 'GET', path: '/api/app/alumni/directory/export' },
  { user: 'alumni', method: 'GET', path: '/api/app/alumni/me' },
  {
    user: 'alumni',
    method: 'PUT',
    path: '/api/app/alumni/me',
    json: {
      name: 'Demo Alumnus',
      course: 'B.Tech',
      rollNumber: alumniRoll,
      batch: batch.graduated.name,
      mobileNumber: '9876543210',
      email: 'demo.alumnus@example.com',
      working: 'yes',
      companyName: 'Infosys',
      jobTitle: 'Analyst',
      workAddress: 'Hyderabad',
      branch: 'CSE',
      degree: 'B.Tech',
    },
  },
  {
    user: null,
    method: 'POST',
    path: '/api/app/registerAlumniAccount',
    json: { rollNumber: alumniRoll, dateOfBirth: '2000-01-01', email: 'someone@example.com', password: 'x' },
    status: 400,
  },
  // Without a code the answer is 202 whether or not the date of birth matches (a code goes out only on a match).
  {
    user: null,
    method: 'POST',
    path: '/api/app/registerAlumniAccount',
    json: {
      rollNumber: demoRollNumber(batch.graduated.rollPrefix, '05', 7),
      dateOfBirth: '2001-01-01',
      email: 'graduate.seven@example.com',
      password: 'Graduate#Seven2026',
      confirmPassword: 'Graduate#Seven2026',
      code: '',
    },
    status: 202,
  },
  // The same first step of a parent's link to a student (the parents module's call, answered 202 then 201).
  {
    user: 'parent',
    method: 'POST',
    path: '/api/app/linkParentStudent',
    json: { rollNo: demoRollNumber(batch.rollPrefix, '05', 9), dateOfBirth: '2001-01-01' },
    status: 202,
  },
];

const leave: readonly ContractCase[] = [
  { user: 'faculty', method: 'GET', path: '/api/app/leave' },
  { user: 'faculty', method: 'GET', path: `/api/app/leave/preview?leaveTypeId=1&fromDate=${today}&toDate=${today}` },
  { user: 'hod', method: 'GET', path: '/api/app/leave/approvals' },
  { user: 'hod', method: 'GET', path: '/api/app/leave/backups' },
  { user: 'hod', method: 'GET', path: '/api/app/leave/uncovered' },
  { user: 'admin', method: 'GET', path: '/api/app/leave/uncovered' },
  { user: 'hod', method: 'POST', path: '/api/app/leave/2/decision', json: { decision: 'approve' } },
  { user: 'hod', method: 'POST', path: '/api/app/leave/4/cancel', json: {} },
  { user: 'hod', method: 'DELETE', path: '/api/app/leave/backups/999999', status: 404 },
];

const memos: readonly ContractCase[] = [
  { user: 'examination', method: 'GET', path: `/api/app/memos/transcript?rollNo=${roll}` },
  { user: 'student', method: 'GET', path: '/api/app/memos/mine' },
  { user: 'parent', method: 'GET', path: `/api/app/memos/mine?rollNo=${roll}` },
  { user: 'examination', method: 'POST', path: '/api/app/memos', json: { rollNo: roll, kind: 'memo' }, status: 201 },
  { user: 'examination', method: 'GET', path: `/api/app/memos/issued/${unknownCode}`, status: 404 },
  { user: null, method: 'GET', path: `/api/app/verify/${unknownCode}`, status: 404 },
];

// The demo parent's own profile (My Profile): read, saved, and a mobile that is not one refused.
const parents: readonly ContractCase[] = [
  { user: 'parent', method: 'GET', path: '/api/app/parent/profile' },
  {
    user: 'parent',
    method: 'PUT',
    path: '/api/app/parent/profile',
    json: { fullName: 'Parent Demo', mobile: '9848012345', relation: 'Father', address: 'Campus Road\nHyderabad' },
  },
  {
    user: 'parent',
    method: 'PUT',
    path: '/api/app/parent/profile',
    json: { fullName: 'Parent Demo', mobile: '12345', relation: 'Father', address: '' },
    status: 400,
  },
];

const setup: readonly ContractCase[] = [
  { user: 'admin', method: 'GET', path: '/api/app/setupChecklist' },
  { user: 'admin', method: 'GET', path: '/api/app/collegeProfile' },
  {
    user: 'admin',
    method: 'PUT',
    path: '/api/app/collegeProfile',
    json: {
      name: 'Demo College',
      email: 'office@demo-college.edu.in',
      address: 'Campus Road, Hyderabad',
      phones: '+91 40 1234 5678',
      aboutUs: 'A demo college.',
    },
  },
  { user: 'admin', method: 'DELETE', path: '/api/app/collegeProfile/logo', status: 404 },
  { user: 'admin', method: 'DELETE', path: '/api/app/collegeProfile/banner', status: 404 },
];

export const peopleCases: readonly ContractCase[] = [
  ...home,
  ...auth,
  ...alumni,
  ...leave,
  ...memos,
  ...parents,
  ...setup,
];
