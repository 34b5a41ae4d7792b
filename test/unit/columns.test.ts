import { describe, expect, it } from "vitest";
import { columnClasses } from "../../ui/components/columns.ts";

// A block's width in the twelve-column grid, per size: a full row is the grid's default.
describe("a block's grid classes", () => {
  it.each([
    [{ sm: 12, md: 6, lg: 3 }, "col-md-6 col-lg-3"],
    [{ sm: 6, md: 12, lg: 4 }, "col-sm-6 col-lg-4"],
    [{ sm: 12, md: 12, lg: 8 }, "col-lg-8"],
    [{ sm: 12, md: 12, lg: 12 }, "col-sm-12"],
  ])("%o is %s", (col, classes) => {
    expect(columnClasses(col)).toBe(classes);
  });
});
