import { useEffect, useRef, useState } from 'react';
import { currentUser } from './session';
import { deleteDraft, hasTypedValues, loadDraft, saveDraft, type DraftForm } from './form-drafts';

const SAVE_DELAY_MS = 400;

/**
 * Keeps a form's values as a draft of the signed-in clerk while they type, and gives the stored draft back
 * once when the form opens (`restore`). `discard` deletes it (after a successful save).
 */
export function useFormDraft<V extends Record<string, unknown>>(form: DraftForm, values: V, restore: (draft: Partial<V>) => void) {
  const user = currentUser()?.username ?? null;
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  useEffect(() => {
    if (!user) return;
    let live = true;
    void loadDraft(user, form)
      .then((draft) => {
        if (live && draft && hasTypedValues(draft)) {
          restoreRef.current(draft as Partial<V>);
          setRestored(true);
        }
      })
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [user, form]);

  useEffect(() => {
    if (!user || !ready) return;
    const timer = window.setTimeout(() => {
      const work = hasTypedValues(values) ? saveDraft(user, form, values) : deleteDraft(user, form);
      void work.catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [user, form, values, ready]);

  return {
    restored,
    /** Deletes the draft (after a save): the empty form that follows is not kept either. */
    discard: async () => {
      if (user) await deleteDraft(user, form).catch(() => undefined);
    },
  };
}
