// A D1 binding that fails the statements a test picks, as an unreachable or overloaded database
// does, and hands every other one to the real database. A batch fails as a whole when any of its
// statements would: D1 runs a batch as one transaction.

const FAILURE = "D1_ERROR: Network connection lost.";

interface Wrapped {
  sql: string;
  real: D1PreparedStatement;
}

export function failingD1(db: D1Database, fails: (sql: string) => boolean): D1Database {
  const wrap = (sql: string, real: D1PreparedStatement): D1PreparedStatement => {
    const check = () => {
      if (fails(sql)) throw new Error(FAILURE);
    };
    const statement = {
      sql,
      real,
      bind: (...values: unknown[]) => wrap(sql, real.bind(...values)),
      first: async (column?: string) => (check(), column === undefined ? real.first() : real.first(column)),
      run: async () => (check(), real.run()),
      all: async () => (check(), real.all()),
      raw: async (options?: { columnNames?: boolean }) => (
        check(),
        options?.columnNames ? real.raw({ columnNames: true }) : real.raw()
      ),
    };
    return statement as unknown as D1PreparedStatement;
  };
  const failing = {
    prepare: (sql: string) => wrap(sql, db.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      const wrapped = statements as unknown as Wrapped[];
      if (wrapped.some((s) => fails(s.sql))) throw new Error(FAILURE);
      return db.batch(wrapped.map((s) => s.real));
    },
    exec: async (sql: string) => {
      if (fails(sql)) throw new Error(FAILURE);
      return db.exec(sql);
    },
    withSession: () => failing,
    dump: () => db.dump(),
  };
  return failing as unknown as D1Database;
}

/** Statements that write: what fails when D1 takes reads but not writes. */
export const writes = (sql: string) => /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(sql);
