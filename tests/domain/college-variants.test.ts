import { describe, expect, it } from 'vitest';
import { parseHiddenTiles, siteForCollege, tilesForCollege } from '../../src/domain/home/college-variants';
import { MODULE_TILES } from '../../src/domain/home/module-tiles';

describe('home parts that vary by college code (§1)', () => {
  const hidden = parseHiddenTiles('{"KNRR": ["Hostel", "Transport"], "DEMO": []}');

  it('hides the tiles a college does not run, keeping the seed order', () => {
    const titles = tilesForCollege(MODULE_TILES, 'KNRR', hidden).map((t) => t.title);
    expect(titles).not.toContain('Hostel');
    expect(titles).not.toContain('Transport');
    expect(titles).toHaveLength(16);
    expect(titles).toEqual(MODULE_TILES.map((t) => t.title).filter((t) => t !== 'Hostel' && t !== 'Transport'));
    expect(tilesForCollege(MODULE_TILES, 'DEMO', hidden)).toHaveLength(18);
    expect(tilesForCollege(MODULE_TILES, null, hidden)).toHaveLength(18);
  });

  it('ignores a malformed setting instead of breaking the home page', () => {
    expect(parseHiddenTiles('{not json')).toEqual({});
    expect(parseHiddenTiles('{"lower": ["Hostel"]}')).toEqual({});
    expect(parseHiddenTiles('["Hostel"]')).toEqual({});
    expect(parseHiddenTiles(undefined)).toEqual({});
  });

  it('puts the college code into external site addresses', () => {
    expect(siteForCollege('https://exams.example.edu/{code}/cell', 'BRIG')).toBe('https://exams.example.edu/BRIG/cell');
    expect(siteForCollege('https://exams.example.edu/{code}', null)).toBeNull();
    expect(siteForCollege('https://obe.example.edu/', null)).toBe('https://obe.example.edu/');
    expect(siteForCollege('', 'DEMO')).toBeNull();
  });
});
