import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/generic';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 4;

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Code 128 barcode of `code`, black
 * bars on white as a printed card or label shows it, in the raw YUV4MPEG2 format Chromium reads (grey: only the luma
 * plane carries the picture). Returns the file's path.
 */
export function barcodeVideo(code: string, dir = 'test-results/e2e'): string {
  const [symbol] = bwipjs.raw('code128', code, '') as { sbs: number[] }[];
  const modules = symbol!.sbs.reduce((sum, w) => sum + w, 0);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  let x = Math.floor((WIDTH - modules * MODULE_PX) / 2);
  symbol!.sbs.forEach((width, i) => {
    const px = width * MODULE_PX;
    if (i % 2 === 0) for (let row = 140; row < 340; row++) luma.fill(16, row * WIDTH + x, row * WIDTH + x + px);
    x += px;
  });
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, `fake-camera-${code}.y4m`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
  return file;
}
