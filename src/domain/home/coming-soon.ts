import * as v from 'valibot';
import { FUNCTION_SCREENS } from '../dashboards/function-screens';
import { MODULE_ROLES } from './module-roles';
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
/**
 * A tile's functions split into those the app has today (the module's dashboard, which every module with
 * roles has, and the functions with a screen) and those still to come; only the latter are "coming soon".
 */
export function tileFunctionsToday(tile: ModuleTile): {
  available: { name: string; to: string | null }[];
  upcoming: string[];
} {
  const hasDashboard = (MODULE_ROLES[tile.title] ?? []).length > 0;
  const available: { name: string; to: string | null }[] = [];
  const upcoming: string[] = [];
  for (const name of tile.functions) {
    if (FUNCTION_SCREENS[name]) available.push({ name, to: FUNCTION_SCREENS[name] });
    // The dashboard is reached through the module link (the user's own landing, or the module's sign-in).
    else if (hasDashboard && /\bdashboards?\b/i.test(name)) available.push({ name, to: null });
    else upcoming.push(name);
  }
  return { available, upcoming };
}
