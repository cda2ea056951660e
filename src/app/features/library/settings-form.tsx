import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RulesAnswer } from '../../../domain/library/rules-answers';
import {
  LibrarySettingsFormSchema,
  settingsFormValues,
  settingsFromForm,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '../../../domain/library/rules-forms';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { CheckListField } from '../../ui/form/check-list-field';
import { NumberField } from '../../ui/form/number-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { libraryKeys } from './library-queries';
import { saveSettings } from './rules-queries';

/**
 * The library's settings (PUT /library/settings): the fines above which nothing is issued, the days a held copy
 * waits, the weekdays the library is closed (no due day falls on them) and whether the catalogue is public.
 */
export function SettingsForm({ settings, canEdit }: { settings: RulesAnswer['settings']; canEdit: boolean }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveSettings,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: [...libraryKeys.all, 'rules'] });
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(LibrarySettingsFormSchema, {
    initial: settingsFormValues(settings),
    onSubmit: (fields) => save.mutate(settingsFromForm(fields)),
  });
  const weekdays = WEEKDAYS.map((d) => ({ value: String(d), label: i18n._(WEEKDAY_LABELS[d]!) }));
  return (
    <form className="library-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="library-settings-heading">
      <h2 id="library-settings-heading">{i18n._('Library settings')}</h2>
      <fieldset className="library-settings__fields" disabled={!canEdit}>
        <div className="library-form__grid">
          <TextField
            field={form.field('fineBlock')}
            label={i18n._('Fines that stop issuing (Rs)')}
            inputMode="decimal"
            maxLength={12}
          />
          <NumberField field={form.field('pickupDays')} label={i18n._('Days a held copy waits')} maxLength={2} />
        </div>
        <CheckListField field={form.field('closedWeekdays')} legend={i18n._('Closed on')} options={weekdays} />
        <CheckboxField
          field={form.field('publicCatalogue')}
          label={i18n._('The catalogue is searchable without signing in')}
        />
      </fieldset>
      <ErrorAlert message={form.formError ?? refusal} />
      {canEdit && (
        <div className="button-row">
          <PlainButton type="submit" disabled={save.isPending}>
            {save.isPending ? i18n._('Saving…') : i18n._('Save the settings')}
          </PlainButton>
        </div>
      )}
    </form>
  );
}
