import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { CounterReceiptSize } from '../../../domain/pdf/counter-receipt-pdf';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { useKioskMode } from '../../lib/kiosk';
import { saveFile } from '../../lib/save-file';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { counterReceiptBlob } from './counter-queries';

const fileName = (receiptNo: string, size: CounterReceiptSize) =>
  `Receipt_${receiptNo.replace(/\//g, '_')}_${size}.pdf`;

/**
 * Printing a counter receipt on A5 or an 80 mm roll: the PDF opens in a new tab (the browser's viewer prints it) and
 * is saved; on a kiosk, where a new tab would strand the clerk outside the app, it is shown inside the screen.
 */
export function CounterReceiptPrint({ receiptNo }: { receiptNo: string }) {
  const { i18n } = useLingui();
  const kiosk = useKioskMode();
  const [busy, setBusy] = useState<CounterReceiptSize | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const print = async (size: CounterReceiptSize) => {
    setBusy(size);
    try {
      const blob = await counterReceiptBlob(receiptNo, size);
      const url = URL.createObjectURL(blob);
      if (kiosk) setPreview(url);
      else {
        window.open(url, '_blank', 'noopener');
        saveFile(blob, fileName(receiptNo, size));
      }
    } catch (e) {
      void showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="counter-print">
      <div className="row-actions">
        <PlainButton size="small" onClick={() => void print('a5')} disabled={busy !== null}>
          {busy === 'a5' ? i18n._('Preparing…') : i18n._('Print on A5')}
        </PlainButton>
        <PlainButton size="small" fill="outline" onClick={() => void print('80mm')} disabled={busy !== null}>
          {busy === '80mm' ? i18n._('Preparing…') : i18n._('Print on an 80 mm roll')}
        </PlainButton>
      </div>
      {preview && <iframe className="pdf-preview" src={preview} title={i18n._('Receipt {receiptNo}', { receiptNo })} />}
    </div>
  );
}
