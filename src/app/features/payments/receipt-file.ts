import { receiptFileName, type PaymentFlow } from '../../../domain/payments/flows';
import { saveFile } from '../../lib/save-file';
import { bytesFromBase64 } from '../../../domain/files/base64';

/** §4: the receipt opens in a new tab and downloads as §9 names it (the date of the payment, yyyy-mm-dd). */
export function openAndDownloadReceipt(flow: PaymentFlow, base64: string, date: string): string {
  const name = receiptFileName(flow, date);
  const blob = new Blob([bytesFromBase64(base64)], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  saveFile(blob, name);
  return name;
}
