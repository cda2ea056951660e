import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_MESSAGES as M,
  type MaintenanceStatus,
} from '../../../domain/maintenance/schemas';
import { MaintenanceFormSchema } from '../../../domain/maintenance/maintenance-form';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import {
  localEndTime,
  maintenanceKeys,
  maintenanceQueries,
  saveMaintenance,
  toLocalInputValue,
} from './maintenance-queries';

const TITLE = 'Maintenance Mode';

/** /app/Maintenance Mode (administrators): switch maintenance on with a message and an expected end, or off. */
export function MaintenanceAdminScreen() {
  return <MaintenanceAdmin />;
}

function MaintenanceAdmin() {
  const status = useQuery(maintenanceQueries.status());
  return (
    <PageFrame title={TITLE}>
      {status.data ? (
        <MaintenanceForm current={status.data} />
      ) : status.isError ? (
        <LoadFailure error={status.error} />
      ) : (
        <p>
          <Trans id="Loading the current state…" />
        </p>
      )}
    </PageFrame>
  );
}

function LoadFailure({ error }: { error: unknown }) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => void failureMessage(error).then(setMessage), [error]);
  return <ErrorAlert message={message} as="div" />;
}

function MaintenanceForm({ current }: { current: MaintenanceStatus }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: saveMaintenance,
    onSuccess: (saved) => {
      queryClient.setQueryData(maintenanceKeys.status(), saved);
      setError(null);
      void showToast(i18n._(saved.maintenance ? M.savedOn : M.savedOff), { tone: 'success' });
    },
    onError: async (e) => setError(translateKnown(i18n, await failureMessage(e))),
  });

  const form = useSchemaForm(MaintenanceFormSchema, {
    initial: { enabled: current.maintenance, message: current.message, until: toLocalInputValue(current.until) },
    onSubmit: (update) => {
      setError(null);
      save.mutate(update);
    },
  });
  const { enabled, message } = form.values;

  return (
    <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={i18n._(TITLE)}>
      <p className="lead">
        {current.maintenance
          ? i18n._('Maintenance mode is on: only administrators can use the system.')
          : i18n._('Maintenance mode is off: everyone can use the system.')}
        {current.maintenance &&
          current.until &&
          ` ${i18n._('Expected back by {end}.', { end: localEndTime(current.until, locale) })}`}
      </p>
      <CheckboxField field={form.field('enabled')} label={i18n._('Maintenance mode on')} role="switch" />
      <p className="hint">
        <Trans id="While it is on, everyone except administrators sees a maintenance page and the server refuses their calls." />
      </p>
      <TextAreaField
        field={form.field('message')}
        label={i18n._('Message for users (optional, plain text)')}
        maxLength={MAINTENANCE_MESSAGE_MAX}
        hint={i18n._('{length} / {max} characters. Empty shows: “{notice}”', {
          length: message.length,
          max: MAINTENANCE_MESSAGE_MAX,
          notice: i18n._(M.defaultNotice),
        })}
      />
      <TextField
        field={form.field('until')}
        label={i18n._('Expected end (your local time, optional)')}
        type="datetime-local"
        disabled={!enabled}
        min={toLocalInputValue(new Date().toISOString())}
      />
      <ErrorAlert message={error} as="div" />
      <PlainButton type="submit" disabled={save.isPending}>
        {save.isPending ? i18n._('Saving…') : i18n._('Save')}
      </PlainButton>
    </form>
  );
}
