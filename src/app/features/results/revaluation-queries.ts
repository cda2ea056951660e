import { queryOptions } from '@tanstack/react-query';
import type { RevaluationKind } from '../../../domain/exams/revaluation';
import * as v from 'valibot';
import { OwnRevaluationsSchema, type RevaluationApplication } from '../../../domain/exams/revaluation-answers';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { appApi } from '../../lib/http';

export type { RevaluationApplication };

/** GET {app}/revaluations/mine: the student's published exams, their window and what they applied for ('private'). */
export const ownRevaluationsQuery = () =>
  queryOptions({
    queryKey: ['private', 'results', 'revaluations'] as const,
    queryFn: async () => v.parse(OwnRevaluationsSchema, await appApi.get('revaluations/mine').json()),
  });

export const applyForRevaluation = async (examId: number, subjectId: number, kind: RevaluationKind) =>
  v.parse(MessageAnswerSchema, await appApi.post(`exams/${examId}/revaluations`, { json: { subjectId, kind } }).json());

export { formatRupeesSign as rupees } from '../../../domain/money/money';
