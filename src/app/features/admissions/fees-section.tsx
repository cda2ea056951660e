import { YES_NO } from '../../../domain/admissions/choices';
import { ChoiceField } from '../../ui/form/choice-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useAgents } from '../../lib/lookup-queries';
import { optionsOf, type AdmissionForm } from './admission-form-kit';

/** Fees: commitment and amount paid (rupees; stored in paise), agent and agent amount, certificates. */
export function FeesSection({ form }: { form: AdmissionForm }) {
  const agents = useAgents();
  return (
    <fieldset className="admission-section">
      <legend>Fees</legend>
      <TextField field={form.field('feeCommitment')} label="Fee Commitment (Rs)" inputMode="decimal" maxLength={10} />
      <TextField
        field={form.field('studentPaidAmount')}
        label="Amount Paid by Student (Rs)"
        inputMode="decimal"
        maxLength={10}
      />
      <SelectField field={form.field('agent')} label="Agent" options={agents.data} loading={agents.isPending} />
      <TextField field={form.field('agentAmount')} label="Agent Amount (Rs)" inputMode="decimal" maxLength={10} />
      <ChoiceField
        field={form.field('certificateSubmission')}
        legend="Certificates Submitted"
        options={optionsOf(YES_NO)}
      />
    </fieldset>
  );
}
