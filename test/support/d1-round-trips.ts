// A D1 binding that counts its round trips to the database: each statement run on its own, and
// each batch, however many statements it holds. Everything else is the real database's.

export function countingD1(db: D1Database): { db: D1Database; roundTrips: () => number } {
  let trips = 0;
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const counted = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      first: (column?: string) => (trips++, column === undefined ? statement.first() : statement.first(column)),
      run: () => (trips++, statement.run()),
      all: () => (trips++, statement.all()),
      raw: (options?: { columnNames?: boolean }) => (
        trips++,
        options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw()
      ),
    };
    real.set(counted, statement);
    return counted as unknown as D1PreparedStatement;
  };
  const counting = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      trips++;
      return db.batch(statements.map((statement) => real.get(statement) ?? statement));
    },
    exec: (sql: string) => (trips++, db.exec(sql)),
    withSession: () => {
      throw new Error("countingD1 does not count sessions");
    },
    dump: () => db.dump(),
  };
  return { db: counting as unknown as D1Database, roundTrips: () => trips };
}
