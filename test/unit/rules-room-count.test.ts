import { describe, expect, it } from "vitest";
import {
  MAX_ROOM_COUNT,
  ROOM_KINDS,
  clampRoomCount,
  roomParam,
  stepRoomCount,
  typedRoomCount,
} from "../../shared/rules/room-count.ts";
import { MAX_ROOMS, ROOM_FILTERS, parseListQuery } from "../../worker/catalogue/list-query.ts";

// Room counts cannot go below 0; counters at 0 are omitted from the query.
describe("a room counter", () => {
  it("counts bedrooms, bathrooms, shower rooms, toilets and garages, the list page's parameters", () => {
    expect(ROOM_KINDS).toEqual(["bedrooms", "bathrooms", "showerrooms", "toilets", "garages"]);
    expect(ROOM_FILTERS).toBe(ROOM_KINDS);
  });

  it("goes up and down one room at a time", () => {
    expect(stepRoomCount(0, 1)).toBe(1);
    expect(stepRoomCount(3, 1)).toBe(4);
    expect(stepRoomCount(3, -1)).toBe(2);
    expect(stepRoomCount(1, -1)).toBe(0);
  });

  it("never goes below 0", () => {
    expect(stepRoomCount(0, -1)).toBe(0);
    expect(clampRoomCount(-4)).toBe(0);
  });

  it("stops at 50, the most the list page reads as a real search", () => {
    expect(MAX_ROOM_COUNT).toBe(50);
    expect(MAX_ROOMS).toBe(MAX_ROOM_COUNT);
    expect(stepRoomCount(49, 1)).toBe(50);
    expect(stepRoomCount(50, 1)).toBe(50);
    expect(clampRoomCount(400)).toBe(50);
  });

  it.each([
    ["3", 3],
    [" 12 ", 12],
    ["2.7", 2],
    ["-2", 0],
    ["", 0],
    ["abc", 0],
    ["75", 50],
    ["３", 3],
  ] as const)("reads the typed %j as %d", (text, count) => {
    expect(typedRoomCount(text)).toBe(count);
  });

  it("is left out of the query at 0 and carries its count otherwise", () => {
    expect(roomParam(0)).toBeUndefined();
    expect(roomParam(-1)).toBeUndefined();
    expect(roomParam(2)).toBe("2");
    expect(roomParam(80)).toBe("50");
  });

  it("writes a count the list page reads back as the same minimum", () => {
    const query = parseListQuery(
      new URLSearchParams({ bedrooms: roomParam(3)!, garages: roomParam(MAX_ROOM_COUNT)! }),
      0,
    );
    expect(query.rooms).toEqual({ bedrooms: 3, garages: 50 });
  });
});
