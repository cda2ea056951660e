import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { AdmissionsDashboardSchema } from '../../../../domain/admissions/admissions-dashboard';
import { appApi } from '../../../lib/http';

export const admissionsDashboardKeys = {
  all: ['private', 'admissions-dashboard'] as const,
};

export const admissionsDashboardQueries = {
  /** GET {app}/getAdmissionsDashboard: live figures, counted by the server on each request. */
  figures: () =>
    queryOptions({
      queryKey: admissionsDashboardKeys.all,
      queryFn: async () => v.parse(AdmissionsDashboardSchema, await appApi.get('getAdmissionsDashboard').json()),
      staleTime: 15_000,
    }),
};
