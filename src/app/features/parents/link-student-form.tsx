import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkParentStudentSchema, type LinkParentStudent } from '../../../domain/parents/schemas';
import { failureMessage } from '../../lib/http';
import { ClaimCodeForm } from '../../ui/form/claim-code-form';
import { NumberAndBirthDateForm } from '../../ui/form/number-and-birth-date-form';
import { linkStudent, parentsKeys } from './parents-queries';
import { StatusNote } from '../../ui/status-note';
import { collegeDay } from '../../../domain/calendar/college-time';

/**
 * Links a student to the parent's account in two steps: the roll number and the date of birth must both match,
 * then the one-time code the college's records send to the student's e-mail (or the parent mobile) completes it.
 */
export function LinkStudentForm({ first }: { first: boolean }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The student named in the first step and the server's words about where the code went. */
  const [pending, setPending] = useState<{ student: LinkParentStudent; sent: string } | null>(null);
  const link = useMutation({
    mutationFn: linkStudent,
    onMutate: () => setFailure(null),
    onSuccess: (answer, body) => {
      if ('sentTo' in answer) return setPending({ student: { ...body, code: '' }, sent: answer.message });
      queryClient.setQueryData(parentsKeys.students(), answer.students);
      setPending(null);
      setDone(answer.message);
    },
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const title = first ? i18n._('Link your child') : i18n._('Link another student');

  if (pending)
    return (
      <div className="link-student">
        <ClaimCodeForm
          title={title}
          titleId="link-student-title"
          sentMessage={pending.sent}
          failure={failure}
          busy={link.isPending}
          submitLabel={i18n._('Link Student')}
          onCode={(code) => link.mutate({ ...pending.student, code })}
          onResend={() => link.mutate(pending.student)}
          onBack={() => {
            setFailure(null);
            setPending(null);
          }}
        />
      </div>
    );

  return (
    <NumberAndBirthDateForm
      schema={LinkParentStudentSchema}
      numberField="rollNo"
      numberLabel={i18n._('Roll Number')}
      className="form-card link-student"
      title={title}
      titleId="link-student-title"
      hint={i18n._(
        "Enter the roll number and the date of birth as the college has them. Both must match; then we send a code to the student's e-mail on the college's records.",
      )}
      maxDateOfBirth={collegeDay(new Date())}
      failure={failure}
      busy={link.isPending}
      submitLabel={i18n._('Send Code')}
      busyLabel={i18n._('Checking…')}
      onSubmitStart={() => {
        setFailure(null);
        setDone(null);
      }}
      onValid={(values, reset) => link.mutate(values, { onSuccess: reset })}
    >
      {done && <StatusNote>{done}</StatusNote>}
    </NumberAndBirthDateForm>
  );
}
