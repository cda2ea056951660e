import { Trans, useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LISTS } from '../../../domain/academic/lists';
import { RejectSchema, type ChangeRequest } from '../../../domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { PageFrame } from '../../ui/page-frame';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { academicKeys, academicQueries, authorizeChange, rejectChange } from './academic-queries';
import { changeTitle, valuesText } from './change-values';
import { refusalText } from '../../lib/refusal-text';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './academic.css';
import { dateTimeText } from '../../../domain/calendar/date-text';

/** One pending change: what it changes, before and proposed, and Authorize or Reject with a reason. */
function PendingChange({
  request,
  busy,
  onAuthorize,
  onReject,
}: {
  request: ChangeRequest;
  busy: boolean;
  onAuthorize: () => void;
  onReject: (reason: string) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const list = LISTS[request.list];
  const form = useSchemaForm(RejectSchema, {
    initial: { reason: '' },
    onSubmit: ({ reason }) => onReject(reason),
  });
  const title = changeTitle(i18n, list, request);
  return (
    <li aria-label={title}>
      <h2>{title}</h2>
      <p className="hint">
        {i18n._('{list}, made by {name} on {when}', {
          list: i18n._(list.title),
          name: request.makerName,
          when: dateTimeText(request.madeAt, locale),
        })}
      </p>
      {request.action !== 'add' && (
        <p className="list-change-row">
          <strong>{i18n._('Now:')}</strong> {valuesText(i18n, list, request.before)}
        </p>
      )}
      {request.action !== 'delete' && (
        <p className="list-change-row">
          <strong>{i18n._('Proposed:')}</strong> {valuesText(i18n, list, request.proposed)}
        </p>
      )}
      {request.mine ? (
        <p className="hint">
          <Trans id="You made this change, so another person authorizes or rejects it." />
        </p>
      ) : (
        <form onSubmit={form.handleSubmit} noValidate>
          <TextField
            field={form.field('reason')}
            label={i18n._('Reason to reject ({title})', { title })}
            maxLength={300}
          />
          <div className="row-actions">
            <PlainButton disabled={busy} onClick={onAuthorize}>
              <Trans id="Authorize" />
            </PlainButton>
            <PlainButton type="submit" fill="outline" color="danger" disabled={busy}>
              <Trans id="Reject" />
            </PlainButton>
          </div>
        </form>
      )}
    </li>
  );
}

/** Changes to authorize: pending changes to regulations and subjects, for the principal or an administrator. */
export function ChangesToAuthorizeScreen() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const requests = useQuery(academicQueries.requests());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: academicKeys.requests }),
      queryClient.invalidateQueries({ queryKey: academicKeys.all }),
    ]);
  const decide = useMutation({
    mutationFn: (d: { id: number; reason: string | null }) =>
      d.reason === null ? authorizeChange(d.id) : rejectChange(d.id, d.reason),
    onMutate: () => {
      setNotice(null);
      setFailure(null);
    },
    onSuccess: async (answer) => {
      setNotice(translateKnown(i18n, answer.message));
      await refresh();
    },
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const rows = requests.data ?? [];
  return (
    <PageFrame title={i18n._('Changes to authorize')}>
      <p className="hint">
        <Trans id="Changes to regulations and subjects decide results, so each waits here until the principal or an administrator other than the person who made it authorizes or rejects it." />
      </p>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      {requests.isError && (
        <ErrorAlert message={i18n._('The changes could not be loaded. Check your connection and try again.')} />
      )}
      {requests.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : rows.length === 0 ? (
        !requests.isError && <p className="hint">{i18n._(M.noData)}</p>
      ) : (
        <ul className="change-requests">
          {rows.map((r) => (
            <PendingChange
              key={r.id}
              request={r}
              busy={decide.isPending}
              onAuthorize={() => decide.mutate({ id: r.id, reason: null })}
              onReject={(reason) => decide.mutate({ id: r.id, reason })}
            />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
