import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkParentStudentSchema } from '../../../domain/parents/schemas';
import { failureMessage } from '../../lib/http';
import { NumberAndBirthDateForm } from '../../ui/form/number-and-birth-date-form';
import { linkStudent, parentsKeys } from './parents-queries';

/** Links a student to the parent's account: the roll number and the date of birth must both match. */
export function LinkStudentForm({ first }: { first: boolean }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: linkStudent,
    onSuccess: (answer) => {
      queryClient.setQueryData(parentsKeys.students(), answer.students);
      setDone(answer.message);
    },
    onError: async (e) => setFailure(await failureMessage(e)),
  });

  return (
    <NumberAndBirthDateForm
      schema={LinkParentStudentSchema}
      numberField="rollNo"
      numberLabel="Roll Number"
      className="form-card link-student"
      title={first ? 'Link your child' : 'Link another student'}
      titleId="link-student-title"
      hint="Enter the roll number and the date of birth as the college has them. Both must match."
      maxDateOfBirth={new Date().toISOString().slice(0, 10)}
      failure={failure}
      busy={link.isPending}
      submitLabel="Link Student"
      busyLabel="Linking…"
      onSubmitStart={() => {
        setFailure(null);
        setDone(null);
      }}
      onValid={(values, reset) => link.mutate(values, { onSuccess: reset })}
    >
      {done && (
        <p className="success-note" role="status">
          {done}
        </p>
      )}
    </NumberAndBirthDateForm>
  );
}
