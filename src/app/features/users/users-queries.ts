import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ProgramDepartmentsSchema } from '../../../domain/masters/program-departments';
import { appApi } from '../../lib/http';

export const usersKeys = {
  all: ['users'] as const,
  departments: () => [...usersKeys.all, 'departments'] as const,
};

export const usersQueries = {
  /** GET {app}/getProgram: the departments a Faculty or HoD account can belong to (§2 Create User). */
  departments: () =>
    queryOptions({
      queryKey: usersKeys.departments(),
      queryFn: async () => v.parse(ProgramDepartmentsSchema, await appApi.get('getProgram').json()),
    }),
};
