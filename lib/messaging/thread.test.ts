import { describe, expect, it } from "vitest";
import { splitProfileName } from "./thread";

describe("splitProfileName", () => {
  it.each([
    ["Sheena Nelson", "Sheena", "Nelson"],
    ["  María  de la   Cruz ", "María", "de la Cruz"],
    ["Karim", "Karim", null],
    ["", null, null],
    [null, null, null],
  ])("%s", (name, first, last) => {
    expect(splitProfileName(name)).toEqual({ first, last });
  });
});
