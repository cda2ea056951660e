import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { rupeesText } from '../../../domain/money/money';
import { RoomFeeFormSchema } from '../../../domain/hostel/registration-desk';
import { ErrorAlert } from '../../ui/error-alert';
import { FormFooter } from '../../ui/form/form-footer';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { registrationQueries, saveRoomFee } from './hostel-queries';
import { useHostelSave } from './hostel-save';

/** Each room type's fee for the academic year: what an allotment raises as the student's hostel fee. */
export function RoomFeesPanel() {
  const { i18n } = useLingui();
  const fees = useQuery(registrationQueries.roomFees());
  return (
    <section className="dashboard-section" aria-labelledby="hostel-fees">
      <h2 id="hostel-fees">
        {fees.data ? i18n._('Room fees for {year}', { year: fees.data.academicYear }) : i18n._('Room fees')}
      </h2>
      {fees.isError && (
        <ErrorAlert message={i18n._('The hostel could not be loaded. Check your connection and try again.')} />
      )}
      <div className="hostel-forms">
        {fees.data?.fees.map((f) => (
          <RoomFeeForm
            key={`${f.roomTypeId}:${String(f.feePaise)}`}
            year={fees.data.academicYear}
            roomTypeId={f.roomTypeId}
            roomType={f.roomType}
            feePaise={f.feePaise}
          />
        ))}
      </div>
    </section>
  );
}

function RoomFeeForm({
  year,
  roomTypeId,
  roomType,
  feePaise,
}: {
  year: string;
  roomTypeId: number;
  roomType: string;
  feePaise: number | null;
}) {
  const { i18n } = useLingui();
  const { mutation, refusal } = useHostelSave(
    (fee: number) => saveRoomFee(year, roomTypeId, fee),
    () => undefined,
  );
  const form = useSchemaForm(RoomFeeFormSchema, {
    initial: { fee: feePaise === null ? '' : rupeesText(feePaise).replace(/\.00$/, '') },
    onSubmit: ({ fee }) => mutation.mutate(fee),
  });
  return (
    <form className="hostel-panel" onSubmit={form.handleSubmit} noValidate aria-label={roomType}>
      <TextField
        field={form.field('fee')}
        label={i18n._('{roomType}: fee for the year (₹)', { roomType })}
        inputMode="decimal"
        required
      />
      {feePaise === null && <p className="hint">{i18n._('Not set: beds of this type cannot be allotted yet.')}</p>}
      <FormFooter error={form.formError ?? refusal} pending={mutation.isPending} submitLabel={i18n._('Save the fee')} />
    </form>
  );
}
