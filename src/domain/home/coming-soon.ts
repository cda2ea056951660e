import * as v from 'valibot';
import { MODULE_TILES, type ModuleTile } from './module-tiles';

export const COMING_SOON_PATH = '/coming-soon';

/** Where a screen sends a function the product does not have yet: `/coming-soon?module={title}`. */
export function comingSoonHref(moduleTitle: string): string {
  const title = moduleTitle.trim();
  return title ? `${COMING_SOON_PATH}?module=${encodeURIComponent(title)}` : COMING_SOON_PATH;
}

/** The home tile a `?module=` value names (any case), or null for a missing or unknown one. */
export function comingSoonTile(module: string | undefined): ModuleTile | null {
  const wanted = module?.trim().toLowerCase();
  if (!wanted) return null;
  return MODULE_TILES.find((tile) => tile.title.toLowerCase() === wanted) ?? null;
}

/** Search of /coming-soon: `?module=` is a home tile title (any other value shows the general page). */
export const ComingSoonSearchSchema = v.object({
  module: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.maxLength(60)), ''), ''),
});
