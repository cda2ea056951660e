/**
 * Moved to src/app/lib/lookup-queries.ts: the lookup lists are shared by several features, and a feature
 * may not import another feature. Import from there; this file only keeps earlier imports compiling.
 */
export * from '../../lib/lookup-queries';
