import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExamInput } from '../../../domain/exams/exam';
import { refusalText } from '../../lib/refusal-text';
import {
  createExam,
  deleteExam,
  dropSubject,
  examKeys,
  placeSubject,
  registerStudents,
  updateExam,
} from './exams-queries';

/** What the exam cell was last told: the server's message after a change, or why a change was refused. */
export function useExamCellReplies() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const said = async ({ message }: { message: string }) => {
    setFailure(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: examKeys.all });
  };
  const refused = async (e: unknown) => {
    setNotice(null);
    setFailure(await refusalText(e));
  };
  return { notice, failure, said, refused };
}

/** How a change tells the screen its answer. */
export type ExamCellReplies = Pick<ReturnType<typeof useExamCellReplies>, 'said' | 'refused'>;

/** Defining and deleting exams; `onOpen` gets the exam to open after (the one defined, or none once deleted). */
export function useExamListActions({ said, refused }: ExamCellReplies, onOpen: (id: number | null) => void) {
  const make = useMutation({
    mutationFn: createExam,
    onSuccess: async (answer) => (onOpen(answer.row.id), said(answer)),
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: deleteExam,
    onSuccess: async (answer) => (onOpen(null), said(answer)),
    onError: refused,
  });
  return { make, remove };
}

/** Changing the open exam, its timetable and who sits it; `onChanged` is called once the exam itself is saved. */
export function useOpenExamActions(id: number, { said, refused }: ExamCellReplies, onChanged: () => void) {
  const change = useMutation({
    mutationFn: (input: ExamInput) => updateExam(id, input),
    onSuccess: async (answer) => (onChanged(), said(answer)),
    onError: refused,
  });
  const place = useMutation({
    mutationFn: ({ subjectId, slot }: { subjectId: number; slot: Parameters<typeof placeSubject>[2] }) =>
      placeSubject(id, subjectId, slot),
    onSuccess: said,
    onError: refused,
  });
  const drop = useMutation({
    mutationFn: (subjectId: number) => dropSubject(id, subjectId),
    onSuccess: said,
    onError: refused,
  });
  // A refused registration ('ExamFor Data cannot be Blank') is told beside its button, not at the top of the page.
  const [registerProblem, setRegisterProblem] = useState<string | null>(null);
  const register = useMutation({
    mutationFn: () => registerStudents(id),
    onSuccess: async (answer) => (setRegisterProblem(null), said(answer)),
    onError: async (e) => setRegisterProblem(await refusalText(e)),
  });
  return { change, place, drop, register, registerProblem };
}
