// The rule an import's removals are held to (decision 049), as a table: the unit test runs it
// against the JavaScript rule (withinLimit), the integration test against the run log's CHECK
// constraint in D1, so the two cannot drift apart.

/** what, stored before, removed, limit %, allowed */
export const REMOVAL_LIMIT_CASES: [string, number, number, number, boolean][] = [
  ["nothing stored yet (the first import)", 0, 0, 20, true],
  ["nothing stored yet, with a limit of 0 %", 0, 0, 0, true],
  ["nothing removed", 36, 0, 20, true],
  ["7 of 36 (19 %)", 36, 7, 20, true],
  ["7 of 35 (exactly 20 %)", 35, 7, 20, true],
  ["8 of 36 (22 %)", 36, 8, 20, false],
  ["35 of 36 (97 %), a feed with one listing", 36, 35, 20, false],
  ["99 of 100, the export that kept one listing", 100, 99, 20, false],
  ["one listing of three (33 %): one may always go", 3, 1, 20, true],
  ["the only listing", 1, 1, 20, true],
  ["both listings of two", 2, 2, 20, false],
  ["2 of 10 (20 %)", 10, 2, 20, true],
  ["3 of 10 (30 %)", 10, 3, 20, false],
  ["2 of 3 with a limit of 100 %", 3, 2, 100, true],
  ["every listing with a limit of 100 %", 36, 36, 100, true],
  ["one listing with a limit of 0 %", 36, 1, 0, true],
  ["two listings with a limit of 0 %", 36, 2, 0, false],
  ["25 of 200 with a limit of 12.5 %", 200, 25, 12.5, true],
  ["26 of 200 with a limit of 12.5 %", 200, 26, 12.5, false],
];
