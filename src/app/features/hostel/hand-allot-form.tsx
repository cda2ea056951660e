import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationLine } from '../../../domain/hostel/registration-answers';
import { HandAllotFormSchema } from '../../../domain/hostel/registration-desk';
import { currentUser } from '../../lib/session';
import { FormFooter } from '../../ui/form/form-footer';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { allotBed, hostelQueries } from './hostel-queries';
import { useHostelSave } from './hostel-save';

/** A bed given by hand: a block of the applicant's gender, then one of its free beds. */
export function HandAllotForm({ application: a, onDone }: { application: ApplicationLine; onDone: () => void }) {
  const { i18n } = useLingui();
  const user = currentUser()?.username ?? '';
  const blocks = useQuery(hostelQueries.buildings(user));
  const theirs = blocks.data?.data.buildings.filter((b) => b.gender === a.gender && b.free > 0);
  const { mutation, refusal } = useHostelSave((bedId: number) => allotBed(a.id, bedId), onDone);
  const form = useSchemaForm(HandAllotFormSchema, {
    initial: { buildingId: '', bedId: '' },
    onSubmit: ({ bedId }) => mutation.mutate(bedId),
  });
  const buildingId = Number(form.values.buildingId);
  const grid = useQuery({ ...hostelQueries.grid(user, buildingId), enabled: buildingId > 0 });
  const beds = grid.data?.data.floors.flatMap((f) =>
    f.rooms.flatMap((r) =>
      r.beds
        .filter((b) => b.status === 'FREE')
        .map((b) => ({ value: String(b.id), label: `${r.number} ${b.label} · ${r.roomType}` })),
    ),
  );
  const label = i18n._('Allot a bed to {name}', { name: a.name });
  return (
    <form className="hostel-panel" onSubmit={form.handleSubmit} noValidate aria-label={label}>
      <h3>{label}</h3>
      <div className="hostel-form__grid">
        <SelectField
          field={form.field('buildingId')}
          label={i18n._('Block')}
          options={theirs?.map((b) => ({ value: String(b.id), label: b.name }))}
          loading={blocks.isPending}
          required
        />
        <SelectField
          field={form.field('bedId')}
          label={i18n._('Free bed')}
          options={beds ?? []}
          loading={buildingId > 0 && grid.isPending}
          required
        />
      </div>
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Allot the bed')}
        onCancel={onDone}
      />
    </form>
  );
}
