import type { Letterhead } from '../../domain/pdf/letterhead';

/** The picture type by its first bytes: the three the college's logo may be (the server checked them). */
function formatOf(bytes: Uint8Array): NonNullable<Letterhead['logo']>['format'] | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  const text = String.fromCharCode(...bytes.subarray(0, 12));
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return 'WEBP';
  return null;
}

/**
 * The college's logo for a PDF built on the device (getCollegeProfile's address; the browser's cache keeps it,
 * so this works offline once the logo has been shown). Null when there is none or it cannot be had: the
 * letterhead is then the college name alone, as without a logo.
 */
export async function letterheadLogoOnDevice(url: string | null | undefined): Promise<Letterhead['logo']> {
  if (!url) return null;
  try {
    const res = await fetch(url, { cache: 'force-cache', credentials: 'same-origin' });
    if (!res.ok) return null;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const format = formatOf(bytes);
    return format ? { bytes, format } : null;
  } catch {
    return null;
  }
}
