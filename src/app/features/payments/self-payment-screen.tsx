import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import {
  ApplicantIdentitySchema,
  type ApplicantIdentity,
  type FeePaymentDetail,
} from '../../../domain/payments/schemas';
import { failureMessage } from '../../lib/http';
import { translateKnown } from '../../i18n/translate-known';
import { NumberAndBirthDateForm } from '../../ui/form/number-and-birth-date-form';
import { PageFrame } from '../../ui/page-frame';
import { FeeLinesForm, type FeeChoice } from './fee-lines-form';
import { applicantFeeDetails, payNewAdmissionFee } from './fee-payment-queries';
import './fee-payment.css';

/** New-admission self payment (§1): an applicant without an account identifies with admission number and date of birth. */
export function SelfPaymentScreen() {
  const { i18n } = useLingui();
  const [lines, setLines] = useState<FeePaymentDetail[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Who the lines are of: the admission number and date of birth that found them (pay identifies again). */
  const [identity, setIdentity] = useState<ApplicantIdentity | null>(null);
  const find = useMutation({
    mutationFn: applicantFeeDetails,
    onSuccess: (found, asked) => {
      setIdentity(asked);
      setLines(found);
    },
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const pay = useMutation({
    mutationFn: ({ amount }: FeeChoice) => payNewAdmissionFee({ ...identity!, amount }),
    // The gateway's hosted payment page: only an http(s) link on its origin gets here (openable() in fees-queries).
    onSuccess: (started) => location.assign(started.paymentLink),
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  return (
    <PageFrame title={i18n._('New Admission Fee Payment')} wide>
      <NumberAndBirthDateForm
        schema={ApplicantIdentitySchema}
        numberField="admissionNo"
        numberLabel={i18n._('Admission Number')}
        title={i18n._('Find your admission')}
        titleId="applicant-title"
        hint={i18n._('Enter the admission number on your admission letter and your date of birth. Both must match.')}
        failure={lines ? null : failure}
        busy={find.isPending}
        submitLabel={i18n._('Show my fee')}
        onSubmitStart={() => setFailure(null)}
        onEdit={() => setLines(null)}
        onValid={(values) => find.mutate(values)}
      />
      {lines?.[0] && (
        <p className="lead" data-testid="applicant-initials">
          {i18n._(M.applicantNameCheck)} <b>{lines[0].studentName}</b>
        </p>
      )}
      {lines && (
        <FeeLinesForm
          lines={lines}
          busy={pay.isPending || pay.isSuccess}
          failure={failure && translateKnown(i18n, failure)}
          onPay={(choice) => {
            setFailure(null);
            pay.mutate(choice);
          }}
        />
      )}
    </PageFrame>
  );
}
