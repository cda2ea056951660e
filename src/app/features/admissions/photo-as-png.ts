/** Longest side of the stored photo: a passport photo printed 30 × 36 mm needs no more. */
const MAX_SIDE = 600;

/**
 * §5: the photo is stored as {adminNo}.png whatever image the clerk picks, so the device redraws it as a
 * PNG (and scales a large camera picture down) before sending. An image the browser cannot draw is sent
 * as it is; the server checks its bytes either way.
 */
export async function photoAsPng(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return png ?? file;
  } catch {
    return file;
  }
}
