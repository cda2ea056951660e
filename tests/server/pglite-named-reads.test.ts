import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedReads } from '../../src/server/db/pglite-named-reads';

describe('reads with parameters sent to the embedded database as named statements', () => {
  let plain: PGlite;
  let named: PGlite;

  beforeAll(async () => {
    plain = new PGlite();
    named = withNamedReads(plain);
    await plain.exec(`
      create table marks (id serial primary key, roll text not null, total int, at timestamptz, detail json);
      insert into marks (roll, total, at, detail) values
        ('23B81A0501', 88, '2025-06-01T10:00:00Z', '{"grade":"A"}'),
        ('23B81A0502', null, null, null);`);
  });
  afterAll(() => plain.close());

  /** Named statements kept for this text (whatever the other tests, run in any order, left). */
  const statementsOf = async (text: string) =>
    (
      await plain.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [
        text,
      ])
    ).rows[0]!.n;
  const statements = async () =>
    (await plain.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);

  it('answers as the unnamed query does, in either row mode, and keeps the statement for the next call', async () => {
    const text = 'select roll, total, at, detail from marks where roll = $1 or total > $2 order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(text, ['23B81A0502', 50], { rowMode });
      const got = await named.query(text, ['23B81A0502', 50], { rowMode });
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
    expect(await statementsOf(text)).toBe(1);
    const again = await named.query<{ roll: string }>(text, ['23B81A0501', 1000]);
    expect(again.rows.map((r) => r.roll)).toEqual(['23B81A0501']);
    expect(await statementsOf(text)).toBe(1);
  });

  it('binds dates and nulls as PGlite does, and reads values its parsers are told to keep', async () => {
    const text = 'select roll, at from marks where at = $1 or ($2::int is null and roll = $3)';
    const rows = await named.query(text, [new Date('2025-06-01T10:00:00Z'), null, '23B81A0502'], {
      parsers: { 1184: (value: string) => value },
    });
    expect(rows.rows).toEqual([
      { roll: '23B81A0501', at: '2025-06-01 10:00:00+00' },
      { roll: '23B81A0502', at: null },
    ]);
  });

  it('passes a failed read on and goes on answering the next', async () => {
    await expect(named.query('select roll from marks where total = $1', ['not a number'])).rejects.toThrow(
      /invalid input syntax for type integer/,
    );
    const ok = await named.query<{ roll: string }>('select roll from marks where total = $1', [88]);
    expect(ok.rows).toEqual([{ roll: '23B81A0501' }]);
  });

  it('sends writes and statements without parameters as before', async () => {
    const count = async () => (await named.query<{ n: number }>('select count(*)::int as n from marks')).rows[0]!.n;
    const [rowsBefore, statementsBefore] = [await count(), (await statements()).length];
    await named.query('insert into marks (roll, total) values ($1, $2)', ['23B81A0503', 70]);
    expect(await count()).toBe(rowsBefore + 1);
    expect((await statements()).length).toBe(statementsBefore);
  });

  it('closes the least used statement beyond two hundred', async () => {
    for (let i = 0; i < 205; i++) await named.query(`select ${i} as n, roll from marks where roll = $1`, ['x']);
    // At most one closed statement waits for the next read to close it.
    expect((await statements()).length).toBeLessThanOrEqual(201);
  });

  it('never reads inside another caller’s open transaction: it waits for its end', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = named.transaction(async (tx) => {
      await tx.query('insert into marks (roll, total) values ($1, $2)', ['23B81A0599', 10]);
      await held;
      throw new Error('rolled back');
    });
    // Asked while the row is in the open transaction: a read inside it would see the row, rolled back after.
    await new Promise((resolve) => setImmediate(resolve));
    const read = named.query<{ roll: string }>('select roll from marks where roll = $1', ['23B81A0599']);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await read).rows).toEqual([]);
  });
});
