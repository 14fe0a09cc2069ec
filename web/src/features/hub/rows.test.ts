import { describe, expect, it } from "vitest";
import { rowsOfThree } from "./rows";

describe("rowsOfThree", () => {
  it("puts three groups in a row and pads the last row with empty cells", () => {
    expect(rowsOfThree([1, 2, 3, 4])).toEqual([
      [1, 2, 3],
      [4, null, null],
    ]);
    expect(rowsOfThree([1, 2, 3])).toEqual([[1, 2, 3]]);
    expect(rowsOfThree([])).toEqual([]);
  });
});
