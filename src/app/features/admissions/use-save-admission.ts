import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { ApplicationFormDataInput } from '../../../domain/admissions/application-form';
import { ADMISSION_MESSAGES as M } from '../../../domain/admissions/messages';
import { isNetworkFailure, serverMessage } from '../../lib/http';
import { translateKnown, usePageI18n } from '../../i18n/translate-known';
import { showToast } from '../../ui/toast';
import { admissionsKeys, saveApplicationForm, type SaveAnswer } from './admissions-queries';

export interface SaveRequest {
  payload: ApplicationFormDataInput;
  photo: File | null;
  editedAadharNumber: string | null;
}

/** §8: the server's message, else 'Failed to save data' for a refusal, else 'An error occurred while saving data'. */
async function saveFailureMessage(error: unknown): Promise<string> {
  if (isNetworkFailure(error)) return M.offline;
  const fromServer = await serverMessage(error);
  if (fromServer) return fromServer;
  return error instanceof HTTPError ? M.saveFailed : M.saveError;
}

/**
 * The first form's save (§4): on success the PDF opens for preview and downloads under its §9 name,
 * the server's success message shows, and `onSaved` resets the form; a failure shows its message (each in the page's
 * language when a loaded catalogue has it).
 */
export function useSaveAdmission(onSaved: (answer: SaveAnswer, pdfUrl: string) => void) {
  const queryClient = useQueryClient();
  const i18n = usePageI18n();
  return useMutation({
    // The photo converter and the PDF viewer load on the first save, not with the form.
    mutationFn: async ({ payload, photo, editedAadharNumber }: SaveRequest) => {
      const png = photo ? await (await import('./photo-as-png')).photoAsPng(photo) : null;
      return await saveApplicationForm(payload, png, editedAadharNumber);
    },
    onSuccess: async (answer) => {
      const { openAndDownloadPdf } = await import('./admission-pdf-file');
      const url = openAndDownloadPdf(answer.b64, answer.fileName);
      onSaved(answer, url);
      await showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: admissionsKeys.all });
    },
    onError: async (error) => showToast(translateKnown(i18n, await saveFailureMessage(error)), { tone: 'danger' }),
  });
}
