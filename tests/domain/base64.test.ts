import { describe, expect, it } from 'vitest';
import { base64FromBytes, bytesFromBase64 } from '../../src/domain/files/base64';

const sample = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 151 + 7) & 255);

describe('base64 of PDFs and logos in JSON answers', () => {
  it.each([0, 1, 2, 3, 4, 5, 1000, 70_001])(
    'writes %i bytes exactly as Node writes them, and reads them back',
    (length) => {
      const bytes = sample(length);
      const text = base64FromBytes(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(bytesFromBase64(text)).toEqual(bytes);
    },
  );

  it('reads base64 without its padding', () => {
    expect(bytesFromBase64('TWE')).toEqual(new Uint8Array([77, 97]));
  });

  it('refuses a character outside the alphabet', () => {
    expect(() => bytesFromBase64('ab$d')).toThrow();
  });
});
