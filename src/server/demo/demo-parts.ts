import { SERVER_MODULES } from '../modules';
import type { DemoPart } from './demo-part';

/**
 * Every module's part of the demo college (the `demo` of its SERVER_MODULES entry), lowest order first. Two parts
 * with one order would leave their sequence to the list's, so that stops the seed.
 */
export function demoParts(): DemoPart[] {
  const parts = SERVER_MODULES.flatMap((m) => (m.demo ? [m.demo] : [])).sort((a, b) => a.order - b.order);
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    if (next && next.order === part.order)
      throw new Error(`Demo parts ${part.name} and ${next.name} share order ${String(part.order)}`);
  });
  return parts;
}
