import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_MESSAGES as M,
  MaintenanceUpdateSchema,
  type MaintenanceStatus,
} from '../../../domain/maintenance/schemas';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import {
  fromLocalInputValue,
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
  const id = useId();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(current.maintenance);
  const [message, setMessage] = useState(current.message);
  const [until, setUntil] = useState(toLocalInputValue(current.until));
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The expected end only matters while maintenance is on; the input holds local time.
    const parsed = v.safeParse(MaintenanceUpdateSchema, {
      enabled,
      message,
      until: enabled && until ? fromLocalInputValue(until) : null,
    });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(null);
    save.mutate(parsed.output);
  };

  return (
    <form className="form-card" onSubmit={onSubmit} noValidate aria-label={TITLE}>
      <p className="lead">
        {current.maintenance
          ? 'Maintenance mode is on: only administrators can use the system.'
          : 'Maintenance mode is off: everyone can use the system.'}
        {current.maintenance && current.until && ` Expected back by ${localEndTime(current.until)}.`}
      </p>
      <label className="check">
        <input type="checkbox" role="switch" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Maintenance mode on
      </label>
      <p className="hint">
        While it is on, everyone except administrators sees a maintenance page and the server refuses their calls.
      </p>
      <label htmlFor={`${id}-message`}>Message for users (optional, plain text)</label>
      <textarea
        id={`${id}-message`}
        className="text-area"
        rows={4}
        maxLength={MAINTENANCE_MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        aria-describedby={`${id}-count`}
      />
      <span id={`${id}-count`} className="hint">
        {message.length} / {MAINTENANCE_MESSAGE_MAX} characters. Empty shows: “{M.defaultNotice}”
      </span>
      <label htmlFor={`${id}-until`}>Expected end (your local time, optional)</label>
      <input
        id={`${id}-until`}
        type="datetime-local"
        className="text-area"
        value={until}
        disabled={!enabled}
        min={toLocalInputValue(new Date().toISOString())}
        onChange={(e) => setUntil(e.target.value)}
      />
      <ErrorAlert message={error} as="div" />
      <PlainButton type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </PlainButton>
    </form>
  );
}
