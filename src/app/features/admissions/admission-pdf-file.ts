import { isKioskMode } from '../../lib/kiosk';
import { saveFile } from '../../lib/save-file';
import { bytesFromBase64 } from '../../../domain/files/base64';

function pdfBlob(b64: string): Blob {
  return new Blob([bytesFromBase64(b64)], { type: 'application/pdf' });
}

/**
 * §4 after a save: the PDF opens in a new window for preview (when the browser allows it) and is
 * downloaded under its §9 name. Returns an address for the screen's own "Open PDF" link. A kiosk opens no
 * new tab (its visitor could not come back from it): the screen previews the PDF in the app instead.
 */
export function openAndDownloadPdf(b64: string, fileName: string, { preview = !isKioskMode() } = {}): string {
  const blob = pdfBlob(b64);
  const url = URL.createObjectURL(blob);
  if (preview) window.open(url, '_blank', 'noopener');
  saveFile(blob, fileName);
  return url;
}
