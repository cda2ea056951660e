import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { hostelKeys } from './hostel-queries';

/**
 * A save of the hostel's keeping: a toast with the server's words, the hostel's queries refreshed, then `onDone`; a
 * refusal (a block or room already there) in words under the form.
 */
export function useHostelSave<T>(save: (body: T) => Promise<{ message: string }>, onDone: () => void) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: hostelKeys.all });
      onDone();
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  return { mutation, refusal };
}
