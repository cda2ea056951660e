import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { AchievementAnswerSchema, FacultyNameSchema } from '../../../domain/achievements/schemas';
import { ProgramDepartmentsSchema } from '../../../domain/masters/program-departments';
import { appApi } from '../../lib/http';

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
        v
          .parse(ProgramDepartmentsSchema, await appApi.get('getProgram').json())
          .map((d) => d.departmentCreationPrimaryKey.departmentName),
    }),
  faculty: (department: string) =>
    queryOptions({
      queryKey: achievementsKeys.faculty(department),
      queryFn: async () =>
        v.parse(
          v.array(FacultyNameSchema),
          await appApi.get('getFacultyNamesBasedOnDepartment', { searchParams: { department } }).json(),
        ),
      enabled: department !== '',
    }),
  list: (department: string, facultyName: string) =>
    queryOptions({
      queryKey: achievementsKeys.list(department, facultyName),
      queryFn: async () =>
        v.parse(
          v.array(AchievementAnswerSchema),
          await appApi.get('getfacultyAchievements', { searchParams: { facultyName, facultyDept: department } }).json(),
        ),
    }),
};
