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
        <p>Loading the current state…</p>
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
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: saveMaintenance,
    onSuccess: (saved) => {
      queryClient.setQueryData(maintenanceKeys.status(), saved);
      setError(null);
      void showToast(saved.maintenance ? M.savedOn : M.savedOff, { tone: 'success' });
    },
    onError: async (e) => setError(await failureMessage(e)),
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
    <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={TITLE}>
      <p className="lead">
        {current.maintenance
          ? 'Maintenance mode is on: only administrators can use the system.'
          : 'Maintenance mode is off: everyone can use the system.'}
        {current.maintenance && current.until && ` Expected back by ${localEndTime(current.until)}.`}
      </p>
      <CheckboxField field={form.field('enabled')} label="Maintenance mode on" role="switch" />
      <p className="hint">
        While it is on, everyone except administrators sees a maintenance page and the server refuses their calls.
      </p>
      <TextAreaField
        field={form.field('message')}
        label="Message for users (optional, plain text)"
        maxLength={MAINTENANCE_MESSAGE_MAX}
        hint={`${message.length} / ${MAINTENANCE_MESSAGE_MAX} characters. Empty shows: “${M.defaultNotice}”`}
      />
      <TextField
        field={form.field('until')}
        label="Expected end (your local time, optional)"
        type="datetime-local"
        disabled={!enabled}
        min={toLocalInputValue(new Date().toISOString())}
      />
      <ErrorAlert message={error} as="div" />
      <PlainButton type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </PlainButton>
    </form>
  );
}
