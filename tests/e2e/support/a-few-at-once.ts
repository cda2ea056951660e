/**
 * Runs `work` for every item, at most `atOnce` at a time, and fails with the first failure. For a spec that checks
 * the same thing for many demo users (each in a browser context of its own): their pages wait on the network and on
 * the server, so a few side by side take less time than one after another, without depending on timing.
 */
export async function forEachAFewAtOnce<T>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, queue.length) }, lane));
}
