import type { MenuCategory } from './menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** The Faculty category: timetables, leave, attendance, the faculty database and achievements. */
export const FACULTY_MENU: MenuCategory = {
  id: 'faculty',
  title: 'Faculty',
  icon: 'faculty',
  sections: [
    {
      // The teaching day: a teacher's, student's or parent's own week; the academic section and HoDs build them.
      title: 'Timetables',
      links: [
        {
          label: 'My Timetable',
          to: APP_PATHS.myTimetable,
          api: 'GET /api/app/timetable/week',
          hint: 'Your week of classes, with substitutions, and its PDF',
        },
        {
          label: 'College calendar',
          to: APP_PATHS.collegeCalendar,
          api: 'GET /api/app/calendar',
          hint: 'Holidays and closures, semester dates and activities, month by month',
        },
        {
          label: 'Timetables',
          to: APP_PATHS.timetables,
          api: 'GET /api/app/timetables',
          hint: 'Section timetables on the bell schedule, and substitutes for a date',
        },
      ],
    },
    {
      // Every member of staff applies for leave and decides what waits for them; a HoD names a backup approver there.
      title: 'Leave',
      links: [
        {
          label: 'Apply for Leave',
          to: APP_PATHS.leave,
          api: 'GET /api/app/leave',
        },
        {
          label: 'Leave Approvals',
          to: APP_PATHS.leaveApprovals,
          api: 'GET /api/app/leave/approvals',
        },
      ],
    },
    {
      // Attendance: taken by the teacher from the day's classes (offline too), read by students, parents and HoDs.
      title: 'Attendance',
      links: [
        {
          label: 'Attendance sheet',
          to: APP_PATHS.attendance,
          api: 'GET /api/app/attendance/classes',
          hint: "Today's classes: mark the absentees, even without signal",
        },
        {
          label: 'Assigned subjects',
          to: APP_PATHS.assignedSubjects,
          api: 'GET /api/app/attendance/subjects',
          hint: 'Your subjects of the year: class lists, classes and attendance',
        },
        {
          label: 'My attendance',
          to: APP_PATHS.myAttendance,
          api: 'GET /api/app/attendance/student',
          hint: 'Subject-wise and overall attendance, and any shortage',
        },
        {
          label: 'Department attendance',
          to: APP_PATHS.departmentAttendance,
          api: 'GET /api/app/attendance/department',
          hint: "The day's absentees and each section's monthly register",
        },
      ],
    },
    {
      // Faculty members keep their own records here; a HoD reads their department's, principal and IQAC the college's.
      title: 'Faculty database',
      links: [
        {
          label: 'Publications',
          to: APP_PATHS.facultyPublications,
          api: 'GET /api/fdb/publications',
          hint: 'Papers with DOI, Scopus and Web of Science indexing, citations',
        },
        {
          label: 'MoUs',
          to: APP_PATHS.facultyMous,
          api: 'GET /api/fdb/mous',
          hint: 'Memoranda of understanding',
        },
        {
          label: 'Awards',
          to: APP_PATHS.facultyAwards,
          api: 'GET /api/fdb/awards',
          hint: 'Awards and honours',
        },
      ],
    },
    {
      title: 'Achievements',
      links: [
        {
          label: 'Faculty Achievements',
          to: '/app/Faculty/Achievements',
          api: 'POST /api/app/savefacultyAchievements',
          hint: 'Search, add, edit and delete achievements',
        },
      ],
    },
  ],
};
