import type { Page } from 'playwright-core';
import { STUDENT_UPLOAD_COLUMNS } from '../../../src/domain/students/student-upload';
import { addRow, authorize, uploadExcel, workbook } from './empty-install';

/** The college's first subject, as both walks add it on the subjects list (with a regulation and a branch). */
export const FIRST_SUBJECT = {
  Semester: 'I Year I Semester',
  Code: 'CS101',
  Name: 'Programming for Problem Solving',
  Credits: '3',
  Type: 'theory',
  'Internal maximum': '30',
  'External maximum': '70',
};

/** Uploads `rows` on the student directory's Excel upload, in the template's own columns. */
export async function uploadStudents(page: Page, rows: Record<string, string>[]) {
  await page.getByRole('button', { name: 'Upload Excel' }).click();
  await uploadExcel(
    page,
    workbook(
      'Students',
      STUDENT_UPLOAD_COLUMNS.map((c) => c.header),
      rows,
    ),
    rows.length,
  );
}

/** A login made on Create User with a password (no mail needed), as the checklist's steps ask for it. */
export interface NewUser {
  fullName: string;
  username: string;
  email: string;
  password: string;
  /** The role as the form lists it ('Principal', 'Examination'). */
  role: string;
}

/** The second signatory of the fresh college: the principal's login. */
export const PRINCIPAL: NewUser = {
  fullName: 'Dr. K. Sarada',
  username: 'gcet.principal',
  email: 'principal.office@gcet.example.in',
  password: 'Sarada#2026',
  role: 'Principal',
};

/** Creates `user` on Create User; a role that speaks for the college is asked the college's details. */
export async function createUser(admin: Page, user: NewUser) {
  await admin.goto('/app/Create User');
  const form = admin.getByRole('form', { name: 'Create User' });
  await form.getByLabel('Full Name').first().fill(user.fullName);
  await form.getByLabel('User Name').first().fill(user.username);
  await form.getByLabel('E-mail').first().fill(user.email);
  await form.getByLabel('Password', { exact: true }).first().fill(user.password);
  await form.getByLabel('Role').selectOption(user.role);
  if (user.role === 'Principal') {
    await form.getByLabel('Eamcet Code').first().fill('GCET');
    await form.getByLabel('College Name').first().fill('Government College of Engineering and Technology');
    await form.getByLabel('Institute Type').selectOption('autonomous');
  }
  await form.getByRole('button', { name: 'Create User' }).click();
  await admin.getByText('Your Registartion Was Successfully Completed').waitFor();
  await admin.getByRole('button', { name: 'OK' }).click();
}

/**
 * The programmes and curriculum of the checklist's steps from Levels to Subjects, on their list screens: a B.Tech
 * in CSE, the regulation and batch of `start`, its first semester and one subject (CS101, internal 30 and external
 * 70), the regulation and the subject authorized by the principal.
 */
export async function addCurriculum(admin: Page, principal: Page, start: number) {
  const regulation = `R${String(start).slice(2)}`;
  const list = (kind: string) => admin.goto(`/app/Admin/Lists/${kind}`);
  await list('levels');
  await addRow(admin, 'level', { Code: 'UG', Name: 'Under Graduate', 'Order in lists': '1' });
  await list('departments');
  await addRow(admin, 'department', { Code: 'CSE', Name: 'Computer Science and Engineering' });
  await list('degrees');
  await addRow(admin, 'degree', { Degree: 'B.Tech', 'Full name': 'Bachelor of Technology', Level: 'UG', Years: '4' });
  await list('branches');
  await addRow(admin, 'branch', {
    Degree: 'B.Tech',
    Department: 'Computer Science and Engineering',
    Code: '05',
    'Short form': 'CSE',
    Name: 'Computer Science and Engineering',
    Intake: '60',
  });
  await list('regulations');
  await addRow(admin, 'regulation', {
    Regulation: regulation,
    'In force from': String(start),
    'Minimum external %': '35',
    'Minimum total %': '40',
    'Credits to graduate': '160',
    'Maximum years': '8',
  });
  await authorize(principal, `Add regulation ${regulation}`);
  await list('batches');
  await addRow(admin, 'batch', {
    Degree: 'B.Tech',
    Batch: `${start}-${start + 4}`,
    'Start year': String(start),
    Regulation: regulation,
  });
  await list('semesters');
  await addRow(admin, 'semester', { Degree: 'B.Tech', Number: '1', Name: 'I Year I Semester' });
  await list('subjects');
  await addRow(admin, 'subject', {
    Regulation: regulation,
    Branch: 'CSE',
    ...FIRST_SUBJECT,
  });
  await authorize(principal, 'Add subject CS101');
}
