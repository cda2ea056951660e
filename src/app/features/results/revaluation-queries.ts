import { queryOptions } from '@tanstack/react-query';
import type { RevaluationKind } from '../../../domain/exams/revaluation';
import { appApi } from '../../lib/http';

/** One application as the student and the exam cell see it. */
export interface RevaluationApplication {
  id: number;
  examId: number;
  kind: RevaluationKind;
  kindLabel: string;
  rollNo: string;
  name: string;
  code: string;
  course: string;
  externalMax: number;
  appliedAt: string;
  oldExternal: number;
  oldGrade: string;
  newExternal: number | null;
  newGrade: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  feePaise: number;
  feeItem: string;
  paid: boolean;
  note: string | null;
  /** Decided on results withdrawn since: history only, on no sheet. */
  withdrawn: boolean;
}

export interface OwnRevaluations {
  fees: Record<RevaluationKind, number>;
  exams: {
    examId: number;
    title: string;
    lastDay: string;
    open: boolean;
    subjects: { courseId: number; code: string; course: string; grade: string }[];
  }[];
  applications: RevaluationApplication[];
}

/** GET {app}/revaluations/mine: the student's published exams, their window and what they applied for ('private'). */
export const ownRevaluationsQuery = () =>
  queryOptions({
    queryKey: ['private', 'results', 'revaluations'] as const,
    queryFn: () => appApi.get('revaluations/mine').json<OwnRevaluations>(),
  });

export const applyForRevaluation = (examId: number, subjectId: number, kind: RevaluationKind) =>
  appApi.post(`exams/${examId}/revaluations`, { json: { subjectId, kind } }).json<{ message: string }>();

export { formatRupeesSign as rupees } from '../../../domain/money/money';
