import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { WaitingPublicationsSchema } from '../../domain/exams/publication';
import { appApi } from './http';

export const examPublicationsKey = ['exams', 'publications'] as const;

/**
 * The exams whose results wait for someone (GET /api/app/examPublications): read by the principal's and the exam
 * cell's dashboards. Live only: what waits changes with every request and authorization.
 */
export const examPublicationsQuery = () =>
  queryOptions({
    queryKey: examPublicationsKey,
    queryFn: async () => v.parse(WaitingPublicationsSchema, await appApi.get('examPublications').json()),
    staleTime: 30_000,
  });
