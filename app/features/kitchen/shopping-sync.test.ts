import { describe, expect, it } from "vitest";
import { clampDeviceTime, deviceClockWindowMs, inApplyOrder, maxSyncChanges, syncRequestSchema } from "./shopping-sync";

const now = Date.UTC(2026, 10, 27, 12);
const id = "0b8f3d5e-6a0c-4f5e-9a43-2f1c2b7d9e10";

describe("clampDeviceTime", () => {
  it.each([
    { name: "a time within the window is kept", at: now - 5_000, expected: now - 5_000 },
    { name: "now is kept", at: now, expected: now },
    { name: "a clock ahead counts as now", at: now + 365 * 86_400_000, expected: now },
    { name: "a clock far behind counts as 60 days ago", at: 0, expected: now - deviceClockWindowMs },
    { name: "exactly 60 days ago is kept", at: now - deviceClockWindowMs, expected: now - deviceClockWindowMs },
    { name: "a fraction of a millisecond is rounded", at: now - 10.6, expected: now - 11 },
    { name: "a negative time counts as 60 days ago", at: -1e15, expected: now - deviceClockWindowMs },
  ])("$name", ({ at, expected }) => {
    expect(clampDeviceTime(at, now)).toBe(expected);
  });
});

describe("inApplyOrder", () => {
  // Times as offsets from now: a positive one is a device clock ahead.
  it.each([
    { name: "in order of time", offsets: [-1, -3, -2], expected: ["c1", "c2", "c0"] },
    { name: "equal times keep the order they were sent in", offsets: [-1, -1, -5, -1], expected: ["c2", "c0", "c1", "c3"] },
    {
      name: "times clamped first: two clocks ahead both count as now, in the order sent",
      offsets: [9_000, 5_000, -1],
      expected: ["c2", "c0", "c1"],
    },
  ])("$name", ({ offsets, expected }) => {
    const changes = offsets.map((offset, index) => ({ tag: `c${index}`, at: now + offset }));
    expect(inApplyOrder(changes, now).map((change) => change.tag)).toEqual(expected);
  });

  it("returns the clamped times", () => {
    expect(inApplyOrder([{ at: now + 1 }, { at: 0 }], now).map((change) => change.at)).toEqual([now - deviceClockWindowMs, now]);
  });
});

describe("syncRequestSchema", () => {
  const valid = [
    { name: "a tick", changes: [{ id, op: "marcar", checked: true, at: now }] },
    { name: "a removal", changes: [{ id, op: "remover", at: now }] },
    { name: "an add", changes: [{ id, op: "adicionar", text: "pão", at: now }] },
    { name: `${maxSyncChanges} changes`, changes: Array.from({ length: maxSyncChanges }, () => ({ id, op: "remover", at: now })) },
  ];
  it.each(valid)("accepts $name", ({ changes }) => {
    expect(syncRequestSchema.safeParse({ changes }).success).toBe(true);
  });

  const invalid = [
    { name: "no changes", body: { changes: [] } },
    {
      name: `${maxSyncChanges + 1} changes`,
      body: { changes: Array.from({ length: maxSyncChanges + 1 }, () => ({ id, op: "remover", at: now })) },
    },
    { name: "an id that is not a UUID", body: { changes: [{ id: "linha-1", op: "remover", at: now }] } },
    { name: "an unknown operation", body: { changes: [{ id, op: "apagar", at: now }] } },
    { name: "a tick without its state", body: { changes: [{ id, op: "marcar", at: now }] } },
    { name: "a tick as a string", body: { changes: [{ id, op: "marcar", checked: "true", at: now }] } },
    { name: "a time as a string", body: { changes: [{ id, op: "remover", at: String(now) }] } },
    { name: "no time", body: { changes: [{ id, op: "remover" }] } },
    { name: "an add without text", body: { changes: [{ id, op: "adicionar", at: now }] } },
    { name: "an add of 1001 characters", body: { changes: [{ id, op: "adicionar", text: "x".repeat(1001), at: now }] } },
    { name: "changes not in a list", body: { changes: { id, op: "remover", at: now } } },
    { name: "a list without the wrapper", body: [{ id, op: "remover", at: now }] },
    { name: "null", body: null },
  ];
  it.each(invalid)("refuses $name", ({ body }) => {
    expect(syncRequestSchema.safeParse(body).success).toBe(false);
  });
});
