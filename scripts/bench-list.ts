// Benchmarks the property list's D1 reads on a large cache (scripts/bench/list-queries.ts says how);
// the same measurement is part 4 of `npm run bench`.
// Usage: npm run bench:list [-- --listings 20000 --runs 200 --keep]
// Writes the `d1` part of bench/results.json (not committed).
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { benchListQueries, listQuerySummary, listQueryTable } from "./bench/list-queries.ts";
import { RESULTS_FILE, writeResults } from "./bench/results.ts";
import { formatTable } from "./bench/table.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "20000" },
    runs: { type: "string", default: "200" },
    keep: { type: "boolean", default: false },
  },
});

const run = await benchListQueries({ listings: Number(values.listings), runs: Number(values.runs), keep: values.keep });
console.log("");
console.log(formatTable(listQueryTable(run)));
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
console.log("");
for (const line of listQuerySummary(run)) console.log(line);
writeResults({ d1: run });
console.log(`bench: wrote the d1 part of ${RESULTS_FILE}`);
