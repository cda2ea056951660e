import { useMutation } from '@tanstack/react-query';
import { ADMISSION_MESSAGES as M, SECOND_FORM_MESSAGES as S } from '../../../../domain/admissions/messages';
import { secondFormToSavePayload, type SecondFormOutput } from '../../../../domain/admissions/second-form';
import { isNetworkFailure, serverMessage } from '../../../lib/http';
import { showToast } from '../../../ui/toast';
import { downloadPdf, saveSecondForm, studentAdmissionPdf } from './second-form-api';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../../i18n/translate-known';

export interface SavedPdf {
  adminNo: string;
  fileName: string;
  url: string | null;
}

interface Handlers {
  /** The save was answered OK: reset every field (§4), before the PDF is requested. */
  onSaved: () => Promise<void> | void;
  onPdf: (pdf: SavedPdf) => void;
}

/**
 * The second form's save (§4): saveApplicationFormData with the second-form payload mapped into the save
 * payload; on OK the form resets and then the PDF comes from getStudentadmissiondata (`bs64`), shown for
 * preview and downloaded as 'Admission_Form_{adminNo or name} .pdf'. Offline, the clerk is told a connection
 * is needed and the draft stays; a refusal shows the server's reason, else the configured failure message.
 */
export function useSecondFormSave({ onSaved, onPdf }: Handlers) {
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: async ({ values, photo }: { values: SecondFormOutput; photo: File | null }) => {
      if (typeof navigator !== 'undefined' && !navigator.onLine) throw new TypeError('offline');
      const saved = await saveSecondForm(secondFormToSavePayload(values), photo);
      return { saved, values };
    },
    onSuccess: async ({ saved, values }) => {
      await onSaved();
      void showToast(translateKnown(i18n, saved.message), { tone: 'success' });
      try {
        const pdf = await studentAdmissionPdf({ ...values, adminNo: saved.adminNo });
        onPdf({ adminNo: saved.adminNo, fileName: pdf.fileName, url: downloadPdf(pdf.bs64, pdf.fileName) });
      } catch {
        onPdf({ adminNo: saved.adminNo, fileName: saved.fileName, url: null });
        void showToast(i18n._(S.pdfFailed), { tone: 'danger' });
      }
    },
    onError: async (error) => {
      const message = isNetworkFailure(error) ? M.offline : ((await serverMessage(error)) ?? S.failure);
      void showToast(translateKnown(i18n, message), { tone: 'danger' });
    },
  });
}
