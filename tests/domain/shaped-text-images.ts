import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Images of one line of text, to compare what our PDF shows with what HarfBuzz's own hb-view draws. Both are PDFs
 * rasterised by poppler's pdftoppm to greyscale PGM (a header and one byte a pixel), so the two go through the same
 * rasteriser and only the glyphs and their places can differ.
 */
export interface GrayImage {
  width: number;
  height: number;
  /** 0 = black ink, 255 = paper; row by row. */
  pixels: Uint8Array;
}

export const DPI = 150;

function parsePgm(bytes: Buffer): GrayImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [, width, height] = header.map(Number);
  return { width: width ?? 0, height: height ?? 0, pixels: new Uint8Array(bytes.subarray(header[0].length)) };
}

/** Page 1 of a PDF at DPI, in grey. */
export function rasterise(pdf: Uint8Array): GrayImage {
  const dir = mkdtempSync(join(tmpdir(), 'shaped-text-'));
  writeFileSync(join(dir, 'in.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', String(DPI), '-gray', '-f', '1', '-l', '1', join(dir, 'in.pdf'), join(dir, 'page')]);
  const page = readdirSync(dir).find((name) => name.endsWith('.pgm'));
  if (!page) throw new Error('pdftoppm wrote no page');
  return parsePgm(readFileSync(join(dir, page)));
}

/** The line as hb-view (HarfBuzz + cairo) lays it out, `size` points high, written as a PDF then rasterised. */
export function hbViewLine(fontFile: string, text: string, size: number): GrayImage {
  const dir = mkdtempSync(join(tmpdir(), 'hb-view-'));
  const out = join(dir, 'line.pdf');
  execFileSync('hb-view', [
    `--font-size=${size}`,
    '--margin=20',
    '--output-format=pdf',
    `--output-file=${out}`,
    fontFile,
    text,
  ]);
  return rasterise(readFileSync(out));
}

/** A box of page 1, given in PDF points from the page's top left, rasterised at `dpi` in grey. */
export function rasteriseBox(pdf: Uint8Array, box: PageBox, dpi: number): GrayImage {
  const dir = mkdtempSync(join(tmpdir(), 'shaped-box-'));
  writeFileSync(join(dir, 'in.pdf'), pdf);
  const px = (pt: number) => String(Math.round((pt * dpi) / 72));
  execFileSync('pdftoppm', [
    ...['-r', String(dpi), '-gray', '-f', '1', '-l', '1'],
    ...['-x', px(box.xMin), '-y', px(box.yMin), '-W', px(box.xMax - box.xMin), '-H', px(box.yMax - box.yMin)],
    join(dir, 'in.pdf'),
    join(dir, 'page'),
  ]);
  const page = readdirSync(dir).find((name) => name.endsWith('.pgm'));
  if (!page) throw new Error('pdftoppm wrote no page');
  return parsePgm(readFileSync(join(dir, page)));
}

/** A rectangle on a page in PDF points, y downwards from the top, as pdftotext -bbox gives it. */
export interface PageBox {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words of page 1 with their boxes (pdftotext -bbox; a shaped run's ActualText comes back as one word). */
export function pdfWords(pdf: Uint8Array): (PageBox & { text: string })[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdftotext-'));
  writeFileSync(join(dir, 'in.pdf'), pdf);
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-f', '1', '-l', '1', join(dir, 'in.pdf'), '-']);
  const unescape = (t: string) =>
    t
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [
    ...html
      .toString('utf8')
      .matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
    text: unescape(text ?? ''),
  }));
}

export function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdftotext-'));
  writeFileSync(join(dir, 'in.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'in.pdf'), '-']).toString('utf8');
}

/** The part of an image that holds ink (pixels darker than mid-grey). */
export function cropToInk(image: GrayImage): GrayImage {
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if ((image.pixels[y * image.width + x] ?? 255) < 128) {
        [left, top] = [Math.min(left, x), Math.min(top, y)];
        [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
      }
    }
  }
  if (right < 0) return { width: 0, height: 0, pixels: new Uint8Array() };
  const [width, height] = [right - left + 1, bottom - top + 1];
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    pixels.set(
      image.pixels.subarray((top + y) * image.width + left, (top + y) * image.width + left + width),
      y * width,
    );
  }
  return { width, height, pixels };
}

/**
 * How far two ink boxes are from drawing the same thing: 0 for the same shapes, up to 1 for nothing in common. Both
 * are cut into cells of `cell` pixels from their top-left ink corner and a cell counts as inked when a quarter of it
 * is dark, which hides anti-aliasing and a pixel of drift; the answer is the share of inked cells (in either image)
 * that the other image does not ink. A box whose size differs by more than 2 cells scores 1: a broken conjunct
 * (a visible virama, a vowel sign beside instead of on its consonant) changes the line's width or height.
 */
export function inkDifference(a: GrayImage, b: GrayImage, cell = 4): number {
  if (Math.abs(a.width - b.width) > 2 * cell || Math.abs(a.height - b.height) > 2 * cell) return 1;
  return cellDifference(a, b, cell);
}

/** inkDifference's cell comparison alone, whatever the two boxes' sizes. */
export function cellDifference(a: GrayImage, b: GrayImage, cell = 4): number {
  const cells = (image: GrayImage) => {
    const [cols, rows] = [Math.ceil(image.width / cell), Math.ceil(image.height / cell)];
    const inked = new Set<number>();
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        let dark = 0;
        for (let y = row * cell; y < Math.min(image.height, (row + 1) * cell); y++) {
          for (let x = col * cell; x < Math.min(image.width, (col + 1) * cell); x++) {
            if ((image.pixels[y * image.width + x] ?? 255) < 128) dark++;
          }
        }
        if (dark * 4 >= cell * cell) inked.add(row * 10_000 + col);
      }
    }
    return inked;
  };
  const [inA, inB] = [cells(a), cells(b)];
  const union = new Set([...inA, ...inB]);
  const onlyOne = [...union].filter((c) => inA.has(c) !== inB.has(c)).length;
  return union.size === 0 ? 0 : onlyOne / union.size;
}
