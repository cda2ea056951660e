import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/** Named statements kept at once; the least used is closed when another is needed (`in (…)` lists vary in length). */
const MAX_STATEMENTS = 200;

const { serialize } = protocol;

/** A read with parameters: the queries the app repeats with other values (a lookup by roll number). */
const isRead = (text: string, params: unknown[] | undefined) =>
  params !== undefined && params.length > 0 && /^\s*select\b/i.test(text);

/**
 * The embedded database, with each read that has parameters sent as a named statement: parsed once, then only bound
 * and executed. Drizzle's PGlite driver sends every query unnamed, so PostgreSQL parses and plans it on each call; for
 * a result sheet that was two thirds of the lookup (about 3.5 ms against 1 ms, `docs/performance.md`). A named
 * statement is planned from PostgreSQL's plan cache after its first executions, as node-postgres's prepared statements
 * are on a PostgreSQL server. Writes, statements without parameters and transactions go through PGlite as before.
 *
 * It takes the same two locks, in the same order, as PGlite's own `query`: a statement never runs inside another
 * caller's open transaction.
 */
export function withNamedReads(client: PGlite): PGlite {
  let made = 0;
  const unused: string[] = [];
  const statements = new LRUCache<string, { name: string; paramTypes: number[] }>({
    max: MAX_STATEMENTS,
    dispose: ({ name }) => void unused.push(name),
  });
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  const namedRead = async (text: string, params: unknown[], options?: QueryOptions): Promise<Results> => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const messages = [];
        try {
          for (const name of unused.splice(0)) await send(serialize.close({ type: 'S', name }));
          let statement = statements.get(text);
          if (!statement) {
            made += 1;
            const name = `campus_read_${made}`;
            await send(serialize.parse({ name, text }));
            const paramTypes = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
            statement = { name, paramTypes };
            statements.set(text, statement);
          }
          const { name, paramTypes } = statement;
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const type = paramTypes[i]!;
            const serializer = options?.serializers?.[type] ?? client.serializers[type];
            return serializer ? serializer(value) : String(value);
          });
          messages.push(
            ...(await send(serialize.bind({ statement: name, values }))),
            ...(await send(serialize.describe({ type: 'P' }))),
            ...(await send(serialize.execute({}))),
          );
        } finally {
          messages.push(...(await send(serialize.sync())));
        }
        // As PGlite's own query does outside a transaction (a select may call a function that writes).
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0]!;
      }),
    );
  };

  // PGlite keeps its state in private fields: every other member is the client's own, called on the client.
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          isRead(text, params) ? namedRead(text, params!, options) : target.query(text, params, options);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
