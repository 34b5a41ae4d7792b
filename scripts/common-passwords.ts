// npm run common-passwords [-- --check]
//
// Writes worker/owners/common-passwords.ts from the published list of common passwords
// (scripts/common-passwords-source.ts, decision 048). With --check it writes nothing and exits
// 1 when the file is not what the list gives (the tests run this check).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { commonPasswordsModule, mostCommonPasswords, passwordsToRefuse } from "./common-passwords-source.ts";

const target = fileURLToPath(new URL("../worker/owners/common-passwords.ts", import.meta.url));
const refused = passwordsToRefuse(mostCommonPasswords());
const text = commonPasswordsModule(refused);

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // Missing: not up to date either.
  }
  if (current !== text) {
    console.error("common-passwords: worker/owners/common-passwords.ts is not up to date (npm run common-passwords)");
    process.exit(1);
  }
  console.log(`common-passwords: up to date (${refused.length} passwords)`);
} else {
  writeFileSync(target, text);
  console.log(`common-passwords: wrote ${refused.length} passwords to worker/owners/common-passwords.ts`);
}
