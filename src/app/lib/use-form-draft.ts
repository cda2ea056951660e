import { useEffect, useRef, useState } from 'react';
import { currentUser } from './session';
import { deleteDraft, loadDraft, mayHaveDraft, saveDraft, type DraftForm } from './offline/form-drafts';

const SAVE_DELAY_MS = 400;

/** Whether the clerk typed anything: some value differs from the empty form's. */
function differsFrom(values: Record<string, unknown>, empty: Record<string, unknown>): boolean {
  return Object.entries(values).some(
    ([key, value]) => (typeof value === 'string' ? value.trim() : value) !== (empty[key] ?? ''),
  );
}

/**
 * Keeps a form's values as a draft of the signed-in clerk while they type, and gives the stored
 * draft back when the form opens (`restore`). A form back to its empty values (after a save, Clear or Reset)
 * deletes the draft. `enabled` false (e.g. modify mode) neither restores nor keeps anything.
 */
export function useFormDraft<V extends Record<string, unknown>>(
  form: DraftForm,
  values: V,
  empty: V,
  restore: (draft: Partial<V>) => void,
  enabled = true,
) {
  const user = currentUser()?.username ?? null;
  // Which user, form and mode the stored draft was read for: values are kept only after that read. A ref, not state:
  // the read finishing must not re-render a long form (a long task on a cheap phone); the next change of
  // the values saves them.
  const key = `${user ?? ''}|${form}|${String(enabled)}`;
  const readFor = useRef<string | null>(null);
  const [restored, setRestored] = useState(false);
  const latest = useRef({ restore, empty, values });
  useEffect(() => {
    latest.current = { restore, empty, values };
  });

  useEffect(() => {
    if (!user || !enabled) return;
    let live = true;
    const readKey = `${user}|${form}|${String(enabled)}`;
    // The store (Dexie) is loaded only when the device's mark says a draft may be there.
    void mayHaveDraft(user, form)
      .then((maybe) => (maybe ? loadDraft(user, form) : null))
      .then((draft) => {
        if (live && draft && differsFrom(draft, latest.current.empty)) {
          readFor.current = readKey;
          latest.current.restore(draft as Partial<V>);
          setRestored(true);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (!live || readFor.current === readKey) return;
        readFor.current = readKey;
        // Typed while the draft was being read: kept now, as the next change would keep it.
        if (differsFrom(latest.current.values, latest.current.empty))
          void saveDraft(user, form, latest.current.values).catch(() => undefined);
      });
    return () => {
      live = false;
    };
  }, [user, form, enabled]);

  useEffect(() => {
    if (!user || readFor.current !== key || !enabled) return;
    const timer = window.setTimeout(() => {
      const work = differsFrom(values, latest.current.empty) ? saveDraft(user, form, values) : deleteDraft(user, form);
      void work.catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [user, form, values, key, enabled]);

  return {
    restored,
    /** Deletes the draft now (after a successful save). */
    discard: async () => {
      if (user) await deleteDraft(user, form).catch(() => undefined);
    },
  };
}
