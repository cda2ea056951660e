import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageIsWhole } from '../../src/server/files/image-structure';
import { TINY_PNG } from './support/admission-client';

/** A 16×16 baseline JPEG (jpeg-js). */
const SMALL_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIABAAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AAQb1jtvsttLtIj+y7tpT5fL8rpz18hm2dDA/f5snLT21+ifMnppK/M3d2gr8yj7RXpzkre6TT92ko7cylo9Obzv7unu+6rz/eQ296xHb/vJM5v5cRB/lGZB8rPvB+bDny/NxlcSwSrxvyeyouR89kveWt+65fe1jeT+Be9K0lCVu1VHyO11G8k9V7r0T5nG2kFfmgvZ6xlJXdrOQQb1jtvsttLtIj+y7tpT5fL8rpz18hm2dDA/f5uNy09tfonzJ6aSvzN3doK/Mo+0V6c5K3uk0/dpKO3MpaPTm87+7p7vuq8/3kNvesR2/wC8kzm/lxEH+UZkHys+8H5sOfL83GVxLBKvG/J7Ki5Hz2S95a37rl97WN5P4F70rSUJW7VUfI7XUbyT1XuvRPmcbaQV+aC9nrGUld2s/wD/2Q==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const ICON = readFileSync('public/icons/icon-192.png');

/** The PNG with its image data damaged and its CRC made to match: only inflating the data finds it. */
function pngWithBadData(png: Buffer): Buffer {
  const out = Buffer.from(png);
  const at = out.indexOf('IDAT', 0, 'latin1') - 4;
  const length = out.readUInt32BE(at);
  out.fill(0xaa, at + 10, at + 8 + length);
  out.writeUInt32BE(crc32(out.subarray(at + 4, at + 8 + length)), at + 8 + length);
  return out;
}

describe('imageIsWhole', () => {
  it.each([
    ['image/png', TINY_PNG],
    ['image/png', ICON],
    ['image/jpeg', SMALL_JPEG],
    ['image/gif', GIF],
    ['image/webp', WEBP],
  ])('takes a whole %s', (type, bytes) => {
    expect(imageIsWhole(bytes, type)).toBe(true);
  });

  it.each([
    ['image/png', ICON],
    ['image/jpeg', SMALL_JPEG],
    ['image/gif', GIF],
    ['image/webp', WEBP],
  ])('refuses a %s cut short anywhere', (type, bytes) => {
    for (const keep of [bytes.length - 1, Math.floor(bytes.length / 2), 40])
      expect(imageIsWhole(bytes.subarray(0, keep), type)).toBe(false);
  });

  it('refuses a PNG whose chunk fails its CRC, and one whose image data does not inflate', () => {
    const flipped = Buffer.from(ICON);
    flipped[100] = flipped[100]! ^ 0xff;
    expect(imageIsWhole(flipped, 'image/png')).toBe(false);
    expect(imageIsWhole(pngWithBadData(ICON), 'image/png')).toBe(false);
  });

  it('refuses a PNG that declares more pixels than any photo has (an inflation bomb)', () => {
    const huge = Buffer.from(TINY_PNG);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    expect(imageIsWhole(huge, 'image/png')).toBe(false);
  });
});
