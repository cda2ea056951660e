import { IonButton } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApplicantIdentitySchema, type FeePaymentDetail } from '../../../domain/fees/schemas';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PlainTextField } from '../../ui/plain-text-field';
import { FeeLinesForm, type FeeChoice } from './fee-lines-form';
import { applicantFeeDetails, payNewAdmissionFee } from './fees-queries';
import '../../styles/fees.css';

type Field = 'admissionNo' | 'dateOfBirth';

/** New-admission self payment (§1): an applicant without an account identifies with admission number and date of birth. */
export function SelfPaymentScreen() {
  const [form, setForm] = useState<Record<Field, string>>({ admissionNo: '', dateOfBirth: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [lines, setLines] = useState<FeePaymentDetail[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const find = useMutation({
    mutationFn: applicantFeeDetails,
    onSuccess: setLines,
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const pay = useMutation({
    mutationFn: ({ amount }: FeeChoice) => payNewAdmissionFee({ ...form, amount }),
    onSuccess: (started) => location.assign(started.paymentLink),
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setLines(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = v.safeParse(ApplicantIdentitySchema, form);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) as Field | null;
        if (key && !next[key]) next[key] = issue.message;
      }
      return setErrors(next);
    }
    find.mutate(parsed.output);
  };
  return (
    <PageFrame title="New Admission Fee Payment" wide>
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="applicant-title">
        <h2 id="applicant-title">Find your admission</h2>
        <p className="hint">Enter the admission number on your admission letter and your date of birth. Both must match.</p>
        <PlainTextField
          label="Admission Number"
          value={form.admissionNo}
          onChange={set('admissionNo')}
          error={errors.admissionNo}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          name="admissionNo"
        />
        <PlainTextField
          label="Date of Birth"
          type="date"
          value={form.dateOfBirth}
          onChange={set('dateOfBirth')}
          error={errors.dateOfBirth}
          name="dateOfBirth"
        />
        {!lines && <ErrorAlert message={failure} />}
        <IonButton type="submit" expand="block" disabled={find.isPending}>
          Show my fee
        </IonButton>
      </form>
      {lines && (
        <FeeLinesForm
          lines={lines}
          busy={pay.isPending || pay.isSuccess}
          failure={failure}
          onPay={(choice) => {
            setFailure(null);
            pay.mutate(choice);
          }}
        />
      )}
    </PageFrame>
  );
}
