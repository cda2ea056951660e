import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Reads the Code 128 codes in a video frame. */
export interface CodeReader {
  read(frame: HTMLVideoElement): Promise<string[]>;
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const FORMATS = ['code_128'];

/**
 * The browser's BarcodeDetector where it reads Code 128 (Chrome on Android), else the `barcode-detector` ponyfill
 * (ZXing compiled to WebAssembly), loaded only when a camera is first used. Its .wasm is the site's own file (no CDN,
 * allowed by the CSP's 'wasm-unsafe-eval'), kept by the service worker after its first use, so scanning works offline.
 */
export async function codeReader(): Promise<CodeReader> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const supported = native ? await native.getSupportedFormats().catch(() => [] as string[]) : [];
  let detector: DetectorLike;
  if (native && FORMATS.every((f) => supported.includes(f))) {
    detector = new native({ formats: FORMATS });
  } else {
    const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    });
    detector = new BarcodeDetector({ formats: ['code_128'] });
  }
  return {
    async read(frame) {
      const found = await detector.detect(frame);
      return found.map((code) => code.rawValue.trim()).filter(Boolean);
    },
  };
}
