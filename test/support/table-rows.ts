import { env } from "cloudflare:test";

/**
 * Runs a test with some rows of a table removed, then puts them back: the tests of a file share
 * one database, and the others need the seed.
 */
export async function withoutRows(table: string, where: string, test: () => Promise<void>): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(`CREATE TABLE test_kept_rows AS SELECT * FROM ${table} WHERE ${where}`),
    env.DB.prepare(`DELETE FROM ${table} WHERE ${where}`),
  ]);
  try {
    await test();
  } finally {
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO ${table} SELECT * FROM test_kept_rows`),
      env.DB.prepare("DROP TABLE test_kept_rows"),
    ]);
  }
}
