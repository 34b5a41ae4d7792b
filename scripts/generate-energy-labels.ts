/**
 * Writes the energy label images, one per class of every region's scale, to
 * client/static/images/epc/{region}/{class}.svg (the build copies client/static to public/).
 * Run after changing a scale or the drawing: `npx node scripts/generate-energy-labels.ts`.
 * test/cli/energy-labels.test.ts fails when the committed files differ from what this writes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { labelSvg } from "../ui/catalogue/energy/label-image.ts";
import { ENERGY_CLASSES } from "../shared/rules/energy.ts";
import { REGIONS } from "../shared/rules/region.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "client", "static", "images", "epc");

let written = 0;
for (const region of REGIONS) {
  mkdirSync(join(root, region), { recursive: true });
  for (const cls of ENERGY_CLASSES[region]) {
    writeFileSync(join(root, region, `${cls}.svg`), labelSvg(region, cls));
    written++;
  }
}
console.log(`${written} energy label images written to ${root}`);
