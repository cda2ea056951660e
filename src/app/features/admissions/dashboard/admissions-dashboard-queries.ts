import { queryOptions } from '@tanstack/react-query';
import type { AdmissionsDashboard } from '../../../../domain/admissions/admissions-dashboard';
import { appApi } from '../../../lib/http';

export const admissionsDashboardKeys = {
  all: ['private', 'admissions-dashboard'] as const,
};

export const admissionsDashboardQueries = {
  /** GET {app}/getAdmissionsDashboard: live figures, counted by the server on each request. */
  figures: () =>
    queryOptions({
      queryKey: admissionsDashboardKeys.all,
      queryFn: () => appApi.get('getAdmissionsDashboard').json<AdmissionsDashboard>(),
      staleTime: 15_000,
    }),
};
