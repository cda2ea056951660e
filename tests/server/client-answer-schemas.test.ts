import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listPageSchema, ListOptionSchema, ListRowDataSchema } from '../../src/domain/academic/list-answers';
import { AuditEntrySchema } from '../../src/domain/academic/list-query';
import { ChangeRequestSchema } from '../../src/domain/academic/maker-checker';
import { AchievementAnswerSchema, FacultyNameSchema } from '../../src/domain/achievements/schemas';
import { AlumniRecordSchema } from '../../src/domain/alumni/answers';
import { DirectoryAnswerSchema } from '../../src/domain/alumni/directory';
import {
  AssignedSubjectsSchema,
  DayClassesSchema,
  DepartmentDaySchema,
  MonthlyRegisterSchema,
  SheetSchema,
  StudentAttendanceSchema,
  SubjectClassSchema,
} from '../../src/domain/attendance/attendance-answers';
import { SignedInSchema } from '../../src/domain/auth/answers';
import { academicYearOfDay } from '../../src/domain/calendar/academic-year';
import { collegeDay } from '../../src/domain/calendar/college-time';
import { AllotmentChoicesSchema, AllotmentRowSchema } from '../../src/domain/faculty/allotment';
import { FacultyRecordViewSchema } from '../../src/domain/faculty/faculty-record-view';
import { FacultyProfileSchema } from '../../src/domain/faculty/profile-answer';
import { LISTED_RECORD_SCHEMAS } from '../../src/domain/faculty/record-answers';
import { CollegeProfileDetailsSchema } from '../../src/domain/home/college-profile-form';
import {
  ApprovalsSchema,
  BackupsSchema,
  LeavePreviewAnswerSchema,
  MyLeaveSchema,
} from '../../src/domain/leave/leave-answers';
import { ProgramDepartmentsSchema } from '../../src/domain/masters/program-departments';
import {
  TimetableChangedSchema,
  TimetableListSchema,
  TimetableViewSchema,
  WeekSchema,
} from '../../src/domain/timetable/timetable-answers';
import { AdmissionSearchAnswerSchema, EditableAdmissionSchema } from '../../src/domain/admissions/register-answers';
import { LedgerAnswerSchema } from '../../src/domain/payments/ledger-answers';
import { FeePaymentDetailsSchema, LinkedStudentsFeesSchema } from '../../src/domain/payments/payment-answers';
import { demoCollegeApp } from './support/demo-college-app';
import { SessionClient } from './support/session-client';

const demo = demoCollegeApp();

/** GET `path` as `user`: the answer parsed with the schema the client reads it with. */
async function read<TSchema extends v.GenericSchema>(user: string, path: string, schema: TSchema) {
  const res = await (await demo.signedIn(user)).request(path);
  expect(res.status, path).toBe(200);
  const parsed = v.safeParse(schema, await res.json());
  expect(
    parsed.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`),
    path,
  ).toBeUndefined();
  return parsed.output as v.InferOutput<TSchema>;
}

const year = academicYearOfDay(collegeDay(new Date()));

describe("the client's answer schemas accept what the demo college's server answers", () => {
  it('sign-in', async () => {
    const res = await new SessionClient(demo.app).signIn('admin', 'Campus@2026');
    expect(v.safeParse(SignedInSchema, await res.json()).issues).toBeUndefined();
  });

  it('lists, their options, pending changes and the audit log', async () => {
    await read('admin', '/api/app/lists/subjects?page=1&pageSize=25', listPageSchema(ListRowDataSchema));
    await read('admin', '/api/app/lists/subjects/options', v.array(ListOptionSchema));
    await read('admin', '/api/app/lists/subjects/pending', v.array(ChangeRequestSchema));
    await read('admin', '/api/app/listChangeRequests', v.array(ChangeRequestSchema));
    await read('admin', '/api/app/listChanges?page=1', listPageSchema(AuditEntrySchema));
  });

  it('allotments, faculty records, the faculty database and the faculty profile', async () => {
    const page = await read(
      'admin',
      `/api/app/allotments?academicYear=${year}&page=1`,
      listPageSchema(AllotmentRowSchema),
    );
    await read('admin', '/api/app/allotments/choices', AllotmentChoicesSchema);
    await read('admin', `/api/app/facultyRecord/${page.rows[0]!.facultyId}`, FacultyRecordViewSchema);
    for (const kind of ['publications', 'mous', 'awards'] as const)
      await read('admin', `/api/fdb/${kind}`, v.array(LISTED_RECORD_SCHEMAS[kind]));
    await read('faculty', `/api/fdb/getallprofiledata?userId=faculty&financialYear=${year}`, FacultyProfileSchema);
    await read('faculty', '/api/fdb/getCountOfCitations?userName=faculty', v.number());
  });

  it('timetables and the week', async () => {
    const admin = await demo.signedIn('admin');
    const { sections } = await read('admin', '/api/app/allotments/choices', AllotmentChoicesSchema);
    const made = await admin.request('/api/app/timetables', {
      json: { academicYear: year, term: 'odd', sectionId: sections[0]!.value },
    });
    expect(v.safeParse(TimetableChangedSchema, await made.json()).issues).toBeUndefined();
    const list = await read('admin', `/api/app/timetables?academicYear=${year}&term=odd`, TimetableListSchema);
    await read('admin', `/api/app/timetables/${list.rows[0]!.id}`, TimetableViewSchema);
    await read('faculty', '/api/app/timetable/week', WeekSchema);
  });

  it('attendance', async () => {
    // The latest of the last two weeks' days with classes (none on a Sunday or a holiday).
    let taught: { slotId: number; date: string } | undefined;
    for (let back = 0; back < 14 && !taught; back++) {
      const date = collegeDay(new Date(Date.now() - back * 86_400_000));
      taught = (await read('faculty', `/api/app/attendance/classes?date=${date}`, DayClassesSchema)).classes[0];
    }
    if (taught)
      await read('faculty', `/api/app/attendance/sheet?slotId=${taught.slotId}&date=${taught.date}`, SheetSchema);
    const subjects = await read('faculty', '/api/app/attendance/subjects', AssignedSubjectsSchema);
    await read('faculty', `/api/app/attendance/subjects/${subjects.subjects[0]!.id}`, SubjectClassSchema);
    await read('student', '/api/app/attendance/student', StudentAttendanceSchema);
    const department = await read('hod', '/api/app/attendance/department', DepartmentDaySchema);
    const month = collegeDay(new Date()).slice(0, 7);
    await read(
      'hod',
      `/api/app/attendance/register?sectionId=${department.sections[0]!.value}&month=${month}`,
      MonthlyRegisterSchema,
    );
  });

  it('leave', async () => {
    const mine = await read('faculty', '/api/app/leave', MyLeaveSchema);
    const type = mine.types[0]!;
    const today = collegeDay(new Date());
    await read(
      'faculty',
      `/api/app/leave/preview?leaveTypeId=${type.id}&fromDate=${today}&toDate=${today}&fromHalf=full&toHalf=full`,
      LeavePreviewAnswerSchema,
    );
    await read('hod', '/api/app/leave/approvals', ApprovalsSchema);
    await read('hod', '/api/app/leave/backups', BackupsSchema);
  });

  it('set-up, departments, achievements and alumni', async () => {
    await read('admin', '/api/app/collegeProfile', CollegeProfileDetailsSchema);
    const departments = await read('admin', '/api/app/getProgram', ProgramDepartmentsSchema);
    const department = departments[0]!.departmentCreationPrimaryKey.departmentName;
    const q = encodeURIComponent(department);
    const names = await read(
      'admin',
      `/api/app/getFacultyNamesBasedOnDepartment?department=${q}`,
      v.array(FacultyNameSchema),
    );
    const name = encodeURIComponent(names[0]!.facultyName);
    await read(
      'admin',
      `/api/app/getfacultyAchievements?facultyName=${name}&facultyDept=${q}`,
      v.array(AchievementAnswerSchema),
    );
    await read('placement_rdean', '/api/app/getAlumniData', v.array(AlumniRecordSchema));
    await read('placement_rdean', '/api/app/alumni/directory', DirectoryAnswerSchema);
  });

  it("payments: fee lines, a parent's children and the ledger", async () => {
    await read('student', '/api/app/getStudentsFeePaymentDetails', FeePaymentDetailsSchema);
    await read('parent', '/api/app/getLinkedStudentsFeeDetails', LinkedStudentsFeesSchema);
    await read('accountant', '/api/app/getFeeLedger', LedgerAnswerSchema);
  });

  it('admissions: the register, and a form stored under older rules still opens', async () => {
    const admin = await demo.signedIn('admin');
    const search = await admin.request('/api/app/searchAdmissions', { json: { limit: 5, offset: 0 } });
    expect(search.status).toBe(200);
    expect(v.safeParse(AdmissionSearchAnswerSchema, await search.json()).issues).toBeUndefined();
    // An older stored form: fields missing, null, a number, an address as one line, a choice in another case.
    const older = v.parse(EditableAdmissionSchema, {
      adminNo: '2024ADM0001',
      rollNumber: '24A01',
      name: 'Ravi',
      gender: 'MALE',
      courseAppliedFor: 'B.Tech',
      batch: '2024',
      branch: 'CSE',
      admissionType: 'Direct',
      seatType: '',
      category: 'OC',
      agent: '',
      academicYear: '2024-2025',
      dateOfAdmission: '2024-07-01',
      certificateSubmission: 'No',
      hasPhoto: false,
      createdAt: '2024-07-01T05:00:00.000Z',
      photoFileId: null,
      applicationFormExcelM: {
        name: 'Ravi',
        gender: 'male',
        aadharNo: '499876543211',
        rank: 1200,
        religion: null,
        bloodGroup: 'Z+',
        presentAddress: '12 Main Road',
        permanentAddress: { doorNo: '1-2', street: 'Main Road' },
      },
    });
    expect(older.applicationFormExcelM).toMatchObject({
      gender: 'MALE',
      rank: '1200',
      religion: '',
      bloodGroup: '',
      emailId: '',
      presentAddress: { street: '12 Main Road', pincode: '' },
      permanentAddress: { doorNo: '1-2', street: 'Main Road', village: '' },
    });
  });
});
