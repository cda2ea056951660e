import { isKioskMode } from '../../lib/kiosk';
import { saveFile } from '../../lib/save-file';

function pdfBlob(b64: string): Blob {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
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
