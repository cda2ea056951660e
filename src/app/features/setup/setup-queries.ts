import { queryOptions } from '@tanstack/react-query';
import type { CollegeProfileDetails, CollegeProfileForm } from '../../../domain/home/college-profile-form';
import { appApi } from '../../lib/http';

export const setupKeys = {
  all: ['private', 'setup'] as const,
  collegeProfile: () => [...setupKeys.all, 'collegeProfile'] as const,
};

export const setupQueries = {
  /** GET {app}/collegeProfile: the name and contact details the administrator keeps (read online only). */
  collegeProfile: () =>
    queryOptions({
      queryKey: setupKeys.collegeProfile(),
      queryFn: () => appApi.get('collegeProfile').json<CollegeProfileDetails>(),
    }),
};

export const saveCollegeProfile = (form: CollegeProfileForm) =>
  appApi.put('collegeProfile', { json: form }).json<{ message: string; profile: CollegeProfileDetails }>();
