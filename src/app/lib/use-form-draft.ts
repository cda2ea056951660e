import { useEffect, useRef, useState } from 'react';
import { currentUser } from './session';
import { deleteDraft, loadDraft, saveDraft, type DraftForm } from './form-drafts';

const SAVE_DELAY_MS = 400;

/** Whether the clerk typed anything: some value differs from the empty form's. */
export function differsFrom(values: Record<string, unknown>, empty: Record<string, unknown>): boolean {
  return Object.entries(values).some(([key, value]) => (typeof value === 'string' ? value.trim() : value) !== (empty[key] ?? ''));
}

/**
 * Keeps a form's values as a draft of the signed-in clerk while they type (issue 9 §8), and gives the stored
 * draft back when the form opens (`restore`). A form back to its empty values (after a save, Clear or Reset)
 * deletes the draft. `enabled` false (e.g. modify mode) neither restores nor keeps anything.
 */
export function useFormDraft<V extends Record<string, unknown>>(form: DraftForm, values: V, empty: V, restore: (draft: Partial<V>) => void, enabled = true) {
  const user = currentUser()?.username ?? null;
  // Which user, form and mode the stored draft was read for: values are kept only after that read.
  const key = `${user ?? ''}|${form}|${String(enabled)}`;
  const [readFor, setReadFor] = useState<string | null>(null);
  const ready = readFor === key;
  const [restored, setRestored] = useState(false);
  const latest = useRef({ restore, empty });
  useEffect(() => {
    latest.current = { restore, empty };
  });

  useEffect(() => {
    if (!user || !enabled) return;
    let live = true;
    void loadDraft(user, form)
      .then((draft) => {
        if (live && draft && differsFrom(draft, latest.current.empty)) {
          latest.current.restore(draft as Partial<V>);
          setRestored(true);
        }
      })
      .catch(() => undefined)
      .finally(() => live && setReadFor(`${user}|${form}|${String(enabled)}`));
    return () => {
      live = false;
    };
  }, [user, form, enabled]);

  useEffect(() => {
    if (!user || !ready || !enabled) return;
    const timer = window.setTimeout(() => {
      const work = differsFrom(values, latest.current.empty) ? saveDraft(user, form, values) : deleteDraft(user, form);
      void work.catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [user, form, values, ready, enabled]);

  return {
    restored,
    /** Deletes the draft now (after a successful save). */
    discard: async () => {
      if (user) await deleteDraft(user, form).catch(() => undefined);
    },
  };
}
