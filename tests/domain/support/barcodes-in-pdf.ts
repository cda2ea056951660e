import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { expect } from 'vitest';

export const havePdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;

// ZXing's reader from the installed package (its default is a CDN address; the tests never leave the machine).
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) } });

/** The Code 128 symbols ZXing reads in a PNG picture, top to bottom, left to right. */
export async function code128In(png: Uint8Array): Promise<string[]> {
  const found = await readBarcodes(png, { formats: ['Code128'], maxNumberOfSymbols: 255, tryRotate: false });
  return found
    .filter((r) => r.isValid)
    .sort((a, b) => a.position.topLeft.y - b.position.topLeft.y || a.position.topLeft.x - b.position.topLeft.x)
    .map((r) => r.text);
}

/**
 * Every page rendered as a printer would see it (pdftoppm at 300 dpi, PNG), each page's Code 128 symbols decoded:
 * the texts found, by page. What a label sheet or a card says in bars, read back as a scanner reads it.
 */
export async function code128OnPages(pdf: ArrayBuffer | Uint8Array): Promise<string[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'labels-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf));
    const run = spawnSync('pdftoppm', ['-r', '300', '-png', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    expect(run.status).toBe(0);
    const pages = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    const found: string[][] = [];
    for (const page of pages) found.push(await code128In(readFileSync(path.join(dir, page))));
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A box on a page, in mm from its top left (a label, a card); `page` counts from 1. */
export interface PageBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What a scanner pointed at each box reads: the box alone rendered at 300 dpi (pdftoppm's crop), its Code 128
 * symbols decoded. One label at a time, as a hand scanner reads a sheet: each box must hold its own code and no other.
 */
export async function code128InBoxes(pdf: ArrayBuffer | Uint8Array, boxes: readonly PageBox[]): Promise<string[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'label-'));
  const px = (mm: number) => String(Math.round((mm / 25.4) * 300));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf));
    const found: string[][] = [];
    for (const [i, box] of boxes.entries()) {
      const out = path.join(dir, `box${String(i)}`);
      const page = String(box.page);
      const run = spawnSync('pdftoppm', [
        ...['-r', '300', '-png', '-singlefile', '-f', page, '-l', page],
        ...['-x', px(box.x), '-y', px(box.y), '-W', px(box.width), '-H', px(box.height)],
        path.join(dir, 'doc.pdf'),
        out,
      ]);
      expect(run.status).toBe(0);
      found.push(await code128In(readFileSync(`${out}.png`)));
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
