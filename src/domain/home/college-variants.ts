import * as v from 'valibot';
import type { ModuleTile } from './module-tiles';

/**
 * §1 "parts of the home page vary by a college code returned by the server" (getCollegeName). One build
 * can serve several colleges: each college code may hide the tiles of modules it does not run, and an
 * external site's address may hold `{code}`, replaced by the college's code.
 */
export type HiddenTilesByCollege = Readonly<Record<string, readonly string[]>>;

const HiddenTilesSchema = v.record(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,12}$/)), v.array(v.string()));

/** The build setting (JSON such as {"KNRR": ["Hostel", "Transport"]}); anything malformed hides nothing. */
export function parseHiddenTiles(json: string | undefined): HiddenTilesByCollege {
  if (!json) return {};
  try {
    const parsed = v.safeParse(HiddenTilesSchema, JSON.parse(json));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** The home tiles of the college with this code, in the seed's order (all of them while the code is unknown). */
export function tilesForCollege(
  tiles: readonly ModuleTile[],
  code: string | null,
  hidden: HiddenTilesByCollege,
): readonly ModuleTile[] {
  const hide = code ? (hidden[code] ?? []) : [];
  return tiles.filter((t) => !hide.includes(t.title));
}

/** An external site's address for this college: `{code}` replaced; null when not configured or the code is still unknown. */
export function siteForCollege(template: string, code: string | null): string | null {
  if (!template) return null;
  if (!template.includes('{code}')) return template;
  return code ? template.replaceAll('{code}', encodeURIComponent(code)) : null;
}
