import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { concessionKeys } from './concession-queries';

/**
 * A save of the scholarship and waiver screen: sends through `send`, then runs `after` (clear the form, reload what
 * else changed), says the server's message and reloads the screen's lists; a refusal is `refusal`, in the page's
 * language, for the form to show above its button.
 */
export function useScholarshipSave<T>(
  send: (body: T) => Promise<{ message: string }>,
  after: () => void | Promise<unknown> = () => undefined,
) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      setRefusal(null);
      await after();
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: concessionKeys.all });
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  return { save, refusal };
}
