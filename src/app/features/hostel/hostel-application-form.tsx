import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  HostelApplicationFormSchema,
  type HostelApplicationFormValues,
} from '../../../domain/hostel/registration-forms';
import { translateKnown } from '../../i18n/translate-known';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { FormFooter } from '../../ui/form/form-footer';
import { NumberField } from '../../ui/form/number-field';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { hostelKeys, hostelQueries } from './hostel-queries';
import { applyForHostel } from './my-hostel-api';

const EMPTY: HostelApplicationFormValues = {
  first: '',
  second: '',
  third: '',
  anyRoomType: true,
  reason: '',
  distanceKm: '',
};

/**
 * Applying for a hostel bed for the academic year: up to three room types in order of preference, whether any other
 * will do, the reason and the distance from home (the student's word: the admission address has no coordinates). It
 * goes through the outbox, so a student on a patchy network loses nothing.
 */
export function HostelApplicationForm({ year, onNote }: { year: string; onNote: (note: string) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const roomTypes = useQuery(hostelQueries.roomTypes());
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: applyForHostel,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      onNote(
        answer.queued
          ? i18n._('You are offline: your application waits in the outbox and is sent when you are back online.')
          : translateKnown(i18n, answer.message),
      );
      if (!answer.queued) await queryClient.invalidateQueries({ queryKey: hostelKeys.all });
    },
    onError: (e) => setRefusal(translateKnown(i18n, e instanceof Error ? e.message : String(e))),
  });
  const form = useSchemaForm(HostelApplicationFormSchema, { initial: EMPTY, onSubmit: (body) => apply.mutate(body) });
  const options = roomTypes.data?.roomTypes.map((t) => ({
    value: String(t.id),
    label: `${t.name} (${i18n._('{beds} beds', { beds: t.beds })})`,
  }));
  const choice = (name: 'first' | 'second' | 'third', label: string) => (
    <SelectField
      field={form.field(name)}
      label={label}
      options={options}
      loading={roomTypes.isPending}
      placeholder={i18n._('No preference')}
      required={false}
    />
  );
  return (
    <form className="hostel-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="hostel-apply">
      <h2 id="hostel-apply">{i18n._('Apply for the hostel, {year}', { year })}</h2>
      <div className="hostel-form__grid">
        {choice('first', i18n._('First choice of room type'))}
        {choice('second', i18n._('Second choice'))}
        {choice('third', i18n._('Third choice'))}
      </div>
      <CheckboxField
        field={form.field('anyRoomType')}
        label={i18n._('Any other room type will do when none I chose is free')}
      />
      <NumberField field={form.field('distanceKm')} label={i18n._('Distance from home to the college (km)')} required />
      <TextAreaField
        field={form.field('reason')}
        label={i18n._('Why you need a hostel seat')}
        maxLength={500}
        required
      />
      <FormFooter error={form.formError ?? refusal} pending={apply.isPending} submitLabel={i18n._('Apply')} />
    </form>
  );
}
