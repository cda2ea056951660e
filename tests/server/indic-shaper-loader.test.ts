import { describe, expect, it } from 'vitest';
import { serverShaperFor } from '../../src/server/pdf/indic-shaper';

describe("the server's Indic shaper", () => {
  it('is not loaded for all-Latin data', async () => {
    expect(await serverShaperFor({ studentName: 'CHARAN PILLAI' }, 'Demo College')).toBeNull();
  });

  it("reads a script's font from assets/fonts when data first needs it, and keeps one shaper", async () => {
    const telugu = await serverShaperFor({ studentName: 'శ్రీనివాస్ రెడ్డి' });
    expect(Object.keys(telugu?.fonts ?? {})).toEqual(['telugu']);
    const both = await serverShaperFor(['क्षत्रिय'], 'శ్రీ');
    expect(both).toBe(telugu);
    expect(Object.keys(both?.fonts ?? {}).sort()).toEqual(['devanagari', 'telugu']);
    expect(both?.shapes('Name: क्षत्रिय')).toBe(true);
    expect(both?.shapes('Name')).toBe(false);
  });
});
