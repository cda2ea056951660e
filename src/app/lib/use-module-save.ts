import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { translateKnown } from '../i18n/translate-known';
import { showToast } from '../ui/toast';
import { failureMessage } from './http';

/**
 * A save that answers `{ message }`: a toast with the server's words in the page's language, the module's queries
 * (`refresh`) fetched again, then `onDone`; a refusal kept in words for the form to show under it.
 */
export function useModuleSave<T>(
  save: (body: T) => Promise<{ message: string }>,
  onDone: () => void,
  refresh: QueryKey,
) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: refresh });
      onDone();
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  return { mutation, refusal };
}
