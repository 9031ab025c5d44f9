import { describe, expect, it } from "vitest";
import { formatBytes } from "./number";

describe("formatBytes", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [999, "999 bytes"],
    [1000, "1\u00a0KB"],
    [1234, "1,2\u00a0KB"],
    [999_960, "1\u00a0MB"],
    [1_234_567, "1,2\u00a0MB"],
    [15_500_000, "15,5\u00a0MB"],
    [2_050_000_000, "2,1\u00a0GB"],
    [-5, "0 bytes"],
  ])("%d bytes read %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
