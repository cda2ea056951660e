import * as v from 'valibot';

/**
 * Search of /maintenance: where to return afterwards, a path of this app only (never another site, never the page itself).
 * A module of its own: the route reads it at start, the update and status schemas load with the screens.
 */
export const MaintenanceSearchSchema = v.object({
  from: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((s) => {
        const path = typeof s === 'string' ? s : '';
        return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/maintenance') ? path : null;
      }),
    ),
  ),
});
