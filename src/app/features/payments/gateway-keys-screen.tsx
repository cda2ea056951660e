import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import {
  GatewayKeyRowSchema,
  type GatewayKeyAnswer,
  type SavedGatewayKey,
} from '../../../domain/payments/gateway-keys';
import { GATEWAY_KEY_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { SavedKeyRow, UnsavedKeyRow, type KeyDraft } from './gateway-key-rows';
import {
  deleteGatewayKey,
  gatewayKeysKeys,
  gatewayKeysQueries,
  saveGatewayKeys,
  updateGatewayKey,
} from './gateway-keys-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { translateKnown } from '../../i18n/translate-known';
import './gateway-keys.css';

const TITLE = /*i18n*/ 'Payment Gateway Key Maintenance';
const EMPTY: KeyDraft = { paymentGatewayUserName: '', paymentGatewayPassword: '' };

/** /paymentGatewayKeyMaintenance (§2, §4): the gateway's shop id and key per fee type. */
export function GatewayKeysScreen() {
  const { i18n } = useLingui();
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <GatewayKeys />
    </PageFrame>
  );
}

function GatewayKeys() {
  const { i18n } = useLingui();
  const keys = useQuery(gatewayKeysQueries.list());
  const empty = keys.data?.feeTypes.length === 0;
  useEffect(() => {
    if (empty) void showToast(i18n._(M.noFeeTypes), { tone: 'danger' });
  }, [empty, i18n]);

  if (keys.isError) return <LoadFailure error={keys.error} />;
  if (!keys.data)
    return (
      <p className="hint" role="status">
        {i18n._('Loading the fee types and their keys…')}
      </p>
    );
  if (empty) return <ErrorAlert message={i18n._(M.noFeeTypes)} />;
  return <KeyTable feeTypes={keys.data.feeTypes} saved={keys.data.saved} />;
}

function LoadFailure({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => void failureMessage(error).then(setMessage), [error]);
  return <ErrorAlert message={message ? translateKnown(i18n, message) : i18n._('Loading…')} />;
}

/** The server's message in a toast: green when it says status 'true', red otherwise (§8). */
const toastAnswer = (i18n: I18n, answer: GatewayKeyAnswer) =>
  showToast(translateKnown(i18n, answer.message), { tone: answer.status === 'true' ? 'success' : 'danger' });
const toastFailure = async (i18n: I18n, error: unknown) =>
  showToast(translateKnown(i18n, await failureMessage(error)), { tone: 'danger' });

function KeyTable({ feeTypes, saved }: { feeTypes: string[]; saved: SavedGatewayKey[] }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<string, KeyDraft>>({});
  const [editing, setEditing] = useState<{ uniquekey: string; draft: KeyDraft } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: gatewayKeysKeys.list() });

  const savedByType = new Map(saved.map((row) => [row.feeType.toUpperCase(), row]));
  const unsaved = feeTypes.filter((feeType) => !savedByType.has(feeType.toUpperCase()));
  // Keys of fee types no longer offered stay listed, so that they can still be deleted.
  const savedRows = [...saved].sort((a, b) => a.feeType.localeCompare(b.feeType));

  const save = useMutation({
    mutationFn: saveGatewayKeys,
    onSuccess: async (answer, rows) => {
      await toastAnswer(i18n, answer);
      setDrafts((d) =>
        Object.fromEntries(Object.entries(d).filter(([feeType]) => !rows.some((r) => r.feeType === feeType))),
      );
      await refresh();
    },
    onError: (error) => toastFailure(i18n, error),
  });
  const update = useMutation({
    mutationFn: updateGatewayKey,
    onSuccess: async (answer) => {
      await toastAnswer(i18n, answer);
      setEditing(null);
      await refresh();
    },
    onError: (error) => toastFailure(i18n, error),
  });
  const remove = useMutation({
    mutationFn: deleteGatewayKey,
    onSuccess: async (answer) => {
      await toastAnswer(i18n, answer);
      await refresh();
    },
    onError: (error) => toastFailure(i18n, error),
  });
  const busy = save.isPending || update.isPending || remove.isPending;

  const onSave = async () => {
    const filled = unsaved.filter(
      (feeType) => drafts[feeType]?.paymentGatewayUserName.trim() || drafts[feeType]?.paymentGatewayPassword.trim(),
    );
    const rows = filled.map((feeType) => ({ feeType, ...drafts[feeType]! }));
    if (rows.length === 0 || rows.some((row) => !v.is(GatewayKeyRowSchema, row)))
      return showToast(i18n._(M.fillAll), { tone: 'danger' });
    if (await confirmYes(i18n._(M.confirmSave))) save.mutate(rows.map((row) => v.parse(GatewayKeyRowSchema, row)));
  };
  const onUpdate = async (row: SavedGatewayKey) => {
    if (!editing) return;
    if (!editing.draft.paymentGatewayUserName.trim()) return showToast(i18n._(M.fillAll), { tone: 'danger' });
    if (await confirmYes(i18n._(M.confirmUpdate)))
      update.mutate({ uniquekey: row.uniquekey, feeType: row.feeType, ...editing.draft });
  };
  const onDelete = async (row: SavedGatewayKey) => {
    if (await confirmYes(i18n._(M.confirmDelete))) remove.mutate(row.uniquekey);
  };

  return (
    <section className="gateway-keys" aria-labelledby="gateway-keys-title">
      <h2 id="gateway-keys-title">{i18n._('Shop id and key per fee type')}</h2>
      <p className="hint">
        {i18n._(
          'Keys are stored encrypted and are never shown again in full. To replace a key, choose Edit and type the new one; leaving the key blank keeps the stored one.',
        )}
      </p>
      <div className="table-scroll" role="region" aria-label={i18n._('Gateway keys')} tabIndex={0}>
        <table className="result-table gateway-key-table">
          <thead>
            <tr>
              <th scope="col">{i18n._('S.No')}</th>
              <th scope="col">{i18n._('Fee Type')}</th>
              <th scope="col">{i18n._('User Name (shop id)')}</th>
              <th scope="col">{i18n._('Password (key)')}</th>
              <th scope="col">{i18n._('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {savedRows.map((row, i) => (
              <SavedKeyRow
                key={row.uniquekey}
                index={i + 1}
                row={row}
                draft={editing?.uniquekey === row.uniquekey ? editing.draft : null}
                busy={busy}
                onEdit={() =>
                  setEditing({
                    uniquekey: row.uniquekey,
                    draft: { paymentGatewayUserName: row.paymentGatewayUserName, paymentGatewayPassword: '' },
                  })
                }
                onChange={(draft) => setEditing({ uniquekey: row.uniquekey, draft })}
                onClose={() => setEditing(null)}
                onSave={() => void onUpdate(row)}
                onDelete={() => void onDelete(row)}
              />
            ))}
            {unsaved.map((feeType, i) => (
              <UnsavedKeyRow
                key={feeType}
                index={savedRows.length + i + 1}
                feeType={feeType}
                draft={drafts[feeType] ?? EMPTY}
                onChange={(draft) => setDrafts((d) => ({ ...d, [feeType]: draft }))}
              />
            ))}
          </tbody>
        </table>
      </div>
      {unsaved.length > 0 && (
        <PlainButton onClick={() => void onSave()} disabled={busy}>
          {save.isPending ? i18n._('Saving…') : i18n._('Save')}
        </PlainButton>
      )}
    </section>
  );
}
