import { describe, expect, it } from "vitest";
import { filterOptions, searchable, type SelectOption } from "../../ui/components/select/option-filter.ts";
import {
  closedState,
  selectStep,
  type SelectEvent,
  type SelectState,
} from "../../ui/components/select/select-state.ts";
import { selectionSummary, toggleValue } from "../../ui/components/select/selection.ts";

const cities: SelectOption[] = [
  { value: "1000", label: "Brussel (1000)" },
  { value: "1050", label: "Elsene (1050)" },
  { value: "1060", label: "Sint-Gillis (1060)" },
  { value: "1180", label: "Ukkel (1180)" },
  { value: "4000", label: "Liège (4000)" },
];

/** A visitor using the select: each event goes through the step function, like the component does it. */
function visitor(multiple: boolean, value: string[] = [], options = cities) {
  let state: SelectState = closedState;
  let selected = value;
  let lastHandled = false;
  const send = (event: SelectEvent) => {
    const result = selectStep(state, event, { options, multiple, value: selected });
    state = result.state;
    if (result.value) selected = result.value;
    lastHandled = result.handled;
  };
  const api = {
    press(...keys: string[]) {
      for (const key of keys) send({ type: "key", key });
      return api;
    },
    pressAlt(key: string) {
      send({ type: "key", key, altKey: true });
      return api;
    },
    type(text: string) {
      send({ type: "filter", text: state.filter + text });
      return api;
    },
    erase() {
      send({ type: "filter", text: "" });
      return api;
    },
    clickControl() {
      send({ type: "control-click" });
      return api;
    },
    clickOption(label: string) {
      const position = filterOptions(options, state.filter).findIndex(({ option }) => option.label === label);
      send({ type: "option-click", position });
      return api;
    },
    blur() {
      send({ type: "blur" });
      return api;
    },
    get open() {
      return state.open;
    },
    get filter() {
      return state.filter;
    },
    get value() {
      return selected;
    },
    /** The label of the option that has the focus, if any. */
    get focused() {
      return state.open ? filterOptions(options, state.filter)[state.activeIndex]?.option.label : undefined;
    },
    get shown() {
      return filterOptions(options, state.filter).map(({ option }) => option.label);
    },
    /** Whether the control used the last key (so the browser's default action is prevented). */
    get handled() {
      return lastHandled;
    },
  };
  return api;
}

describe("opening and closing the list", () => {
  it("Space toggles the list open and closed", () => {
    const select = visitor(false).press(" ");
    expect(select.open).toBe(true);
    expect(select.press(" ").open).toBe(false);
  });

  it("Enter toggles the list open and closed, and never submits the form", () => {
    const select = visitor(true).press("Enter");
    expect(select.open).toBe(true);
    expect(select.handled).toBe(true);
    expect(select.press("Enter").open).toBe(false);
    expect(select.handled).toBe(true);
  });

  it("Escape closes the list; on a closed list it is left to the page", () => {
    const select = visitor(false).press("Enter", "Escape");
    expect(select.open).toBe(false);
    expect(select.handled).toBe(true);
    expect(select.press("Escape").handled).toBe(false);
  });

  it("Tab closes the list and lets the focus move on", () => {
    const select = visitor(true).press("Enter", "Tab");
    expect(select.open).toBe(false);
    expect(select.handled).toBe(false);
  });

  it("leaving the control closes the list", () => {
    expect(visitor(true).press("Enter").blur().open).toBe(false);
  });

  it("clicking the control toggles the list", () => {
    const select = visitor(false).clickControl();
    expect(select.open).toBe(true);
    expect(select.clickControl().open).toBe(false);
  });

  it("opens with the focus on the first selected option, or on none", () => {
    expect(visitor(true, ["1060", "1180"]).press(" ").focused).toBe("Sint-Gillis (1060)");
    expect(visitor(true).press(" ").focused).toBeUndefined();
  });

  it("ArrowDown and ArrowUp open a closed list on the selected option", () => {
    expect(visitor(true, ["1180"]).press("ArrowDown").focused).toBe("Ukkel (1180)");
    expect(visitor(true, ["1180"]).press("ArrowUp").focused).toBe("Ukkel (1180)");
  });

  it("with nothing selected, ArrowDown opens on the first option and ArrowUp on the last", () => {
    expect(visitor(true).press("ArrowDown").focused).toBe("Brussel (1000)");
    expect(visitor(true).press("ArrowUp").focused).toBe("Liège (4000)");
  });

  it("Alt+ArrowDown only opens the list, Alt+ArrowUp closes it", () => {
    const select = visitor(false).pressAlt("ArrowDown");
    expect(select.open).toBe(true);
    expect(select.focused).toBeUndefined();
    expect(select.value).toEqual([]);
    expect(select.pressAlt("ArrowUp").open).toBe(false);
  });

  it("other keys on a closed list are left to the text field", () => {
    for (const key of ["Tab", "Home", "End", "a"]) expect(visitor(false).press(key).handled).toBe(false);
  });
});

describe("moving the focus with the keyboard", () => {
  it("arrow keys move the focus one option at a time", () => {
    const select = visitor(true).press("Enter", "ArrowDown", "ArrowDown");
    expect(select.focused).toBe("Elsene (1050)");
    expect(select.press("ArrowUp").focused).toBe("Brussel (1000)");
  });

  it("the focus stops at both ends instead of wrapping round", () => {
    expect(visitor(true).press("ArrowUp", "ArrowDown").focused).toBe("Liège (4000)");
    expect(visitor(true).press("ArrowDown", "ArrowUp").focused).toBe("Brussel (1000)");
  });

  it("ArrowUp from no focused option goes to the last one", () => {
    expect(visitor(true).press("Enter", "ArrowUp").focused).toBe("Liège (4000)");
  });

  it("Home and End go to the first and the last option", () => {
    const select = visitor(true).press("Enter", "End");
    expect(select.focused).toBe("Liège (4000)");
    expect(select.press("Home").focused).toBe("Brussel (1000)");
  });

  it("with a typed filter, Home and End move the caret in the text instead", () => {
    const select = visitor(true).type("el").press("ArrowDown", "End");
    expect(select.handled).toBe(false);
    expect(select.focused).toBe("Brussel (1000)");
  });

  it("arrow keys on an empty list change nothing", () => {
    const select = visitor(false).type("xyz").press("ArrowDown");
    expect(select.focused).toBeUndefined();
    expect(select.value).toEqual([]);
  });
});

describe("single mode", () => {
  it("arrow keys move the focus and select the focused option", () => {
    const select = visitor(false).press("ArrowDown");
    expect(select.value).toEqual(["1000"]);
    expect(select.press("ArrowDown", "ArrowDown").value).toEqual(["1060"]);
    expect(select.press("ArrowUp").value).toEqual(["1050"]);
  });

  it("Home and End select too", () => {
    expect(visitor(false).press("Enter", "End").value).toEqual(["4000"]);
  });

  it("Space and Enter close the list and keep the option chosen with the arrows", () => {
    expect(visitor(false).press("ArrowDown", "ArrowDown", " ")).toMatchObject({ open: false, value: ["1050"] });
    expect(visitor(false).press("ArrowDown", "Enter")).toMatchObject({ open: false, value: ["1000"] });
  });

  it("opening the list does not change the selection", () => {
    expect(visitor(false, ["1180"]).press("ArrowDown").value).toEqual(["1180"]);
    expect(visitor(false).press(" ").value).toEqual([]);
  });

  it("clicking an option selects it and closes the list", () => {
    const select = visitor(false, ["1000"]).clickControl().clickOption("Ukkel (1180)");
    expect(select.value).toEqual(["1180"]);
    expect(select.open).toBe(false);
  });

  it("clicking the selected option keeps it and closes the list", () => {
    const select = visitor(false, ["1180"]).clickControl().clickOption("Ukkel (1180)");
    expect(select.value).toEqual(["1180"]);
    expect(select.open).toBe(false);
  });
});

describe("multiple mode", () => {
  it("Space toggles the focused option and the list stays open", () => {
    const select = visitor(true).press("ArrowDown", " ", "ArrowDown", "ArrowDown", " ");
    expect(select.value).toEqual(["1000", "1060"]);
    expect(select.open).toBe(true);
    expect(select.press("ArrowUp", "ArrowUp", " ").value).toEqual(["1060"]);
  });

  it("arrow keys move the focus without selecting", () => {
    expect(visitor(true).press("ArrowDown", "ArrowDown", "ArrowDown").value).toEqual([]);
  });

  it("Space with no focused option closes the list", () => {
    expect(visitor(true).press(" ", " ").open).toBe(false);
  });

  it("clicking an option toggles it and the list stays open", () => {
    const select = visitor(true).clickControl().clickOption("Ukkel (1180)").clickOption("Brussel (1000)");
    expect(select.value).toEqual(["1000", "1180"]);
    expect(select.open).toBe(true);
    expect(select.clickOption("Ukkel (1180)").value).toEqual(["1000"]);
  });

  it("a clicked option gets the focus, so the keyboard carries on from there", () => {
    expect(visitor(true).clickControl().clickOption("Sint-Gillis (1060)").press("ArrowDown").focused).toBe(
      "Ukkel (1180)",
    );
  });
});

describe("typing to filter the options", () => {
  it("typing opens the list and keeps the options whose label contains the text", () => {
    const select = visitor(true).type("el");
    expect(select.open).toBe(true);
    expect(select.shown).toEqual(["Brussel (1000)", "Elsene (1050)", "Ukkel (1180)"]);
  });

  it("ignores case and accents", () => {
    expect(visitor(true).type("elsene").shown).toEqual(["Elsene (1050)"]);
    expect(visitor(true).type("liege").shown).toEqual(["Liège (4000)"]);
    expect(visitor(true).type("LIÈGE").shown).toEqual(["Liège (4000)"]);
  });

  it("finds a city by its postal code too, since it is in the label", () => {
    expect(visitor(true).type("1180").shown).toEqual(["Ukkel (1180)"]);
  });

  it("Space while typing a filter types a space, which also matches a hyphen", () => {
    const select = visitor(true).type("sint");
    expect(select.press(" ").handled).toBe(false);
    expect(select.type(" gillis").shown).toEqual(["Sint-Gillis (1060)"]);
    expect(select.value).toEqual([]);
  });

  it("after typing no option has the focus; an arrow key goes into the filtered list", () => {
    const select = visitor(true).type("e");
    expect(select.focused).toBeUndefined();
    expect(select.press("ArrowDown").focused).toBe("Brussel (1000)");
  });

  it("once in the list, Space toggles the focused match again (multiple)", () => {
    expect(visitor(true).type("ukkel").press("ArrowDown", " ").value).toEqual(["1180"]);
  });

  it("in single mode the arrow key into the filtered list selects the match", () => {
    expect(visitor(false).type("liege").press("ArrowDown", "Enter")).toMatchObject({ open: false, value: ["4000"] });
  });

  it("an empty filtered list is the 'No results' case", () => {
    expect(visitor(true).type("Namen").shown).toEqual([]);
  });

  it("closing the list clears the filter", () => {
    expect(visitor(true).type("uk").press("Escape").filter).toBe("");
    expect(visitor(true).type("uk").blur().filter).toBe("");
    expect(visitor(false).type("uk").press("ArrowDown", "Tab").filter).toBe("");
  });

  it("clicking in the typed text places the caret and keeps the list and the filter", () => {
    const select = visitor(true).type("uk").clickControl();
    expect(select.open).toBe(true);
    expect(select.filter).toBe("uk");
  });

  it("the list stays open when the typed text is erased", () => {
    const select = visitor(true).type("uk").erase();
    expect(select.open).toBe(true);
    expect(select.shown).toHaveLength(cities.length);
  });
});

describe("matching text", () => {
  it("leaves out case, accents, hyphens and apostrophes", () => {
    expect(searchable("Sint-Pieters-Woluwe")).toBe("sint pieters woluwe");
    expect(searchable("Écaussinnes-d’Enghien")).toBe("ecaussinnes d enghien");
    expect(searchable("  Liège  ")).toBe("liege");
  });

  it("an empty or blank filter shows every option", () => {
    expect(filterOptions(cities, "")).toHaveLength(cities.length);
    expect(filterOptions(cities, "  ")).toHaveLength(cities.length);
  });

  it("keeps each match's place in the full list", () => {
    expect(filterOptions(cities, "ukkel")).toEqual([{ option: cities[3], index: 3 }]);
  });
});

describe("the selection", () => {
  it("keeps the options' order whatever the order of the clicks", () => {
    expect(toggleValue(cities, ["1180"], "1000")).toEqual(["1000", "1180"]);
    expect(toggleValue(cities, ["1000", "1180"], "1000")).toEqual(["1180"]);
  });

  const texts = { placeholder: "All cities", count: (count: number) => `${count} selected` };

  it("reads as the placeholder, the chosen labels, or a count once there are more than two", () => {
    expect(selectionSummary(cities, [], texts)).toBe("All cities");
    expect(selectionSummary(cities, ["1050"], texts)).toBe("Elsene (1050)");
    expect(selectionSummary(cities, ["1180", "1050"], texts)).toBe("Elsene (1050), Ukkel (1180)");
    expect(selectionSummary(cities, ["1000", "1050", "1180"], texts)).toBe("3 selected");
  });
});
