import { IonButton } from '@ionic/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { LinkParentStudentSchema } from '../../../domain/parents/schemas';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainTextField } from '../../ui/plain-text-field';
import { linkStudent, parentsKeys } from './parents-queries';

type Field = 'rollNo' | 'dateOfBirth';

/** Links a student to the parent's account: the roll number and the date of birth must both match. */
export function LinkStudentForm({ first }: { first: boolean }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Record<Field, string>>({ rollNo: '', dateOfBirth: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const link = useMutation({
    mutationFn: linkStudent,
    onSuccess: (answer) => {
      queryClient.setQueryData(parentsKeys.students(), answer.students);
      setForm({ rollNo: '', dateOfBirth: '' });
      setDone(answer.message);
    },
    onError: async (e) => setFailure(await failureMessage(e)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const parsed = v.safeParse(LinkParentStudentSchema, form);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) as Field | null;
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    link.mutate(parsed.output);
  };

  return (
    <form className="form-card link-student" onSubmit={onSubmit} noValidate aria-labelledby="link-student-title">
      <h2 id="link-student-title">{first ? 'Link your child' : 'Link another student'}</h2>
      <p className="hint">Enter the roll number and the date of birth as the college has them. Both must match.</p>
      <PlainTextField
        label="Roll Number"
        value={form.rollNo}
        onChange={set('rollNo')}
        error={errors.rollNo}
        maxLength={20}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        name="rollNo"
      />
      <PlainTextField
        label="Date of Birth"
        type="date"
        value={form.dateOfBirth}
        onChange={set('dateOfBirth')}
        error={errors.dateOfBirth}
        max={new Date().toISOString().slice(0, 10)}
        name="dateOfBirth"
      />
      <ErrorAlert message={failure} />
      {done && (
        <p className="success-note" role="status">
          {done}
        </p>
      )}
      <IonButton type="submit" expand="block" disabled={link.isPending}>
        {link.isPending ? 'Linking…' : 'Link Student'}
      </IonButton>
    </form>
  );
}
