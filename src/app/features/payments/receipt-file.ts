import { receiptFileName, type PaymentFlow } from '../../../domain/payments/flows';
import { saveFile } from '../../lib/save-file';
import { bytesFromBase64 } from '../../../domain/files/base64';

/** A receipt PDF ready to hand to the payer, under the name §9 gives it (the date of the payment, yyyy-mm-dd). */
export interface ReceiptFile {
  name: string;
  blob: Blob;
}

export function receiptFile(flow: PaymentFlow, base64: string, date: string): ReceiptFile {
  return {
    name: receiptFileName(flow, date),
    blob: new Blob([bytesFromBase64(base64)], { type: 'application/pdf' }),
  };
}

/** Saves the receipt when the payer asks for it: a file the browser saves unasked is easily lost or blocked. */
export function downloadReceipt(receipt: ReceiptFile): void {
  saveFile(receipt.blob, receipt.name);
}
