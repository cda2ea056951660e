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

/** A refusal told beside the form or button that asked, not at the top of the page, out of view. */
function useRefusalHere() {
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    refusal,
    clear: () => setRefusal(null),
    refused: async (e: unknown) => setRefusal(await refusalText(e)),
  };
}

/**
 * Defining and deleting exams; `onOpen` gets the exam to open after (the one defined, or none once deleted). Why a
 * definition was refused ('An exam with this title already exists') is told in its form.
 */
export function useExamListActions({ said, refused }: ExamCellReplies, onOpen: (id: number | null) => void) {
  const makeRefusal = useRefusalHere();
  const make = useMutation({
    mutationFn: createExam,
    onMutate: makeRefusal.clear,
    onSuccess: async (answer) => (onOpen(answer.row.id), said(answer)),
    onError: makeRefusal.refused,
  });
  const remove = useMutation({
    mutationFn: deleteExam,
    onSuccess: async (answer) => (onOpen(null), said(answer)),
    onError: refused,
  });
  return { make, makeRefusal: makeRefusal.refusal, remove };
}

/**
 * Changing the open exam, its timetable and who sits it; `onChanged` is called once the exam itself is saved. A
 * refused change of the exam, placement of a subject (a clash) or registration is told where it was asked for.
 */
export function useOpenExamActions(id: number, { said, refused }: ExamCellReplies, onChanged: () => void) {
  const changeRefusal = useRefusalHere();
  const change = useMutation({
    mutationFn: (input: ExamInput) => updateExam(id, input),
    onMutate: changeRefusal.clear,
    onSuccess: async (answer) => (onChanged(), said(answer)),
    onError: changeRefusal.refused,
  });
  const placeRefusal = useRefusalHere();
  const place = useMutation({
    mutationFn: ({ subjectId, slot }: { subjectId: number; slot: Parameters<typeof placeSubject>[2] }) =>
      placeSubject(id, subjectId, slot),
    onMutate: placeRefusal.clear,
    onSuccess: said,
    onError: placeRefusal.refused,
  });
  const drop = useMutation({
    mutationFn: (subjectId: number) => dropSubject(id, subjectId),
    onSuccess: said,
    onError: refused,
  });
  // A refused registration ('ExamFor Data cannot be Blank') is told beside its button.
  const registerRefusal = useRefusalHere();
  const register = useMutation({
    mutationFn: () => registerStudents(id),
    onMutate: registerRefusal.clear,
    onSuccess: said,
    onError: registerRefusal.refused,
  });
  return {
    change,
    changeRefusal: changeRefusal.refusal,
    place,
    placeRefusal: placeRefusal.refusal,
    drop,
    register,
    registerProblem: registerRefusal.refusal,
  };
}
