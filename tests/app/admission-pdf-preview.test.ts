import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionPdfLink } from '../../src/app/features/admissions/admission-pdf-link';
import { openAndDownloadPdf } from '../../src/app/features/admissions/admission-pdf-file';
import { KIOSK_STORAGE_KEY } from '../../src/app/lib/kiosk';

/** A browser's globals, enough for openAndDownloadPdf: storage (kiosk flag), window.open, blob URLs, a download link. */
function fakeBrowser(kiosk: boolean) {
  const store = new Map<string, string>(kiosk ? [[KIOSK_STORAGE_KEY, '1']] : []);
  const open = vi.fn();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  vi.stubGlobal('window', { open });
  vi.stubGlobal('document', {
    createElement: () => ({ click: () => undefined, remove: () => undefined }),
    body: { append: () => undefined },
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  return { open };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the saved admission PDF', () => {
  it('opens in a new tab on an ordinary device', () => {
    const { open } = fakeBrowser(false);
    expect(openAndDownloadPdf(btoa('%PDF-1.4'), 'form.pdf')).toBe('blob:pdf');
    expect(open).toHaveBeenCalledWith('blob:pdf', '_blank', 'noopener');
  });

  it('opens no new tab on a kiosk, where the screen previews it in the app', () => {
    const { open } = fakeBrowser(true);
    expect(openAndDownloadPdf(btoa('%PDF-1.4'), 'form.pdf')).toBe('blob:pdf');
    expect(open).not.toHaveBeenCalled();
  });

  it('is a new-tab link off a kiosk (the server draws the page without kiosk mode)', () => {
    const html = renderToString(createElement(AdmissionPdfLink, { url: 'blob:pdf' }));
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain('<iframe');
  });
});
