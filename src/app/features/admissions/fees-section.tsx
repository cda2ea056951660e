import { useLingui } from '@lingui/react';
import { YES_NO } from '../../../domain/admissions/choices';
import { ChoiceField } from '../../ui/form/choice-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useAgents } from '../../lib/lookup-queries';
import { optionsOf, type AdmissionForm } from './admission-form-kit';

/** Fees: commitment and amount paid (rupees; stored in paise), agent and agent amount, certificates. */
export function FeesSection({ form }: { form: AdmissionForm }) {
  const { i18n } = useLingui();
  const agents = useAgents();
  return (
    <fieldset className="admission-section">
      <legend>{i18n._('Fees')}</legend>
      <TextField
        field={form.field('feeCommitment')}
        label={i18n._('Fee Commitment (Rs)')}
        inputMode="decimal"
        maxLength={10}
      />
      <TextField
        field={form.field('studentPaidAmount')}
        label={i18n._('Amount Paid by Student (Rs)')}
        inputMode="decimal"
        maxLength={10}
      />
      <SelectField
        field={form.field('agent')}
        label={i18n._('Agent')}
        options={agents.data}
        loading={agents.isPending}
      />
      <TextField
        field={form.field('agentAmount')}
        label={i18n._('Agent Amount (Rs)')}
        inputMode="decimal"
        maxLength={10}
      />
      <ChoiceField
        field={form.field('certificateSubmission')}
        legend={i18n._('Certificates Submitted')}
        options={optionsOf(YES_NO)}
      />
    </fieldset>
  );
}
