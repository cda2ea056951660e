import { queryOptions } from '@tanstack/react-query';
import type { Achievement, FacultyName } from '../../../domain/achievements/schemas';
import { appApi } from '../../lib/http';

interface DepartmentRecord {
  departmentCreationPrimaryKey: { departmentName: string };
}

export const achievementsKeys = {
  all: ['achievements'] as const,
  departments: () => [...achievementsKeys.all, 'departments'] as const,
  faculty: (department: string) => [...achievementsKeys.all, 'faculty', department] as const,
  list: (department: string, facultyName: string) =>
    [...achievementsKeys.all, 'list', department, facultyName] as const,
};

export const achievementsQueries = {
  /** §7 getProgram: a HoD gets only their own department (§6), everyone else every department. */
  departments: () =>
    queryOptions({
      queryKey: achievementsKeys.departments(),
      queryFn: async () =>
        (await appApi.get('getProgram').json<DepartmentRecord[]>()).map(
          (d) => d.departmentCreationPrimaryKey.departmentName,
        ),
    }),
  faculty: (department: string) =>
    queryOptions({
      queryKey: achievementsKeys.faculty(department),
      queryFn: () =>
        appApi.get('getFacultyNamesBasedOnDepartment', { searchParams: { department } }).json<FacultyName[]>(),
      enabled: department !== '',
    }),
  list: (department: string, facultyName: string) =>
    queryOptions({
      queryKey: achievementsKeys.list(department, facultyName),
      queryFn: () =>
        appApi
          .get('getfacultyAchievements', { searchParams: { facultyName, facultyDept: department } })
          .json<Achievement[]>(),
    }),
};
