import { describe, expect, it } from "vitest";
import { applyChanges, queueChange, withoutSent, type ListChange } from "./pending-changes";
import type { ShoppingItem } from "./shopping.server";

const line = (id: string, text: string, checked = false): ShoppingItem => ({
  id,
  text,
  checked,
  source: "manual",
  section: "hortifruti",
  note: null,
  recipes: [],
  foodKey: null,
  atHome: false,
});

const a = "00000000-0000-4000-8000-00000000000a";
const b = "00000000-0000-4000-8000-00000000000b";
const n = "00000000-0000-4000-8000-00000000000c";

describe("queueChange: one add, then the latest tick or the removal, per line", () => {
  const cases: { name: string; changes: ListChange[]; queue: ListChange[] }[] = [
    {
      name: "ticks of one line: the latest stays",
      changes: [
        { id: a, op: "marcar", checked: true, at: 1 },
        { id: a, op: "marcar", checked: false, at: 2 },
      ],
      queue: [{ id: a, op: "marcar", checked: false, at: 2 }],
    },
    {
      name: "a removal replaces a tick",
      changes: [
        { id: a, op: "marcar", checked: true, at: 1 },
        { id: a, op: "remover", at: 2 },
      ],
      queue: [{ id: a, op: "remover", at: 2 }],
    },
    {
      name: "a line added and removed here never leaves the device",
      changes: [
        { id: n, op: "adicionar", text: "pão", at: 1 },
        { id: n, op: "marcar", checked: true, at: 2 },
        { id: n, op: "remover", at: 3 },
      ],
      queue: [],
    },
    {
      name: "a line added then ticked keeps both",
      changes: [
        { id: n, op: "adicionar", text: "pão", at: 1 },
        { id: n, op: "marcar", checked: true, at: 2 },
      ],
      queue: [
        { id: n, op: "adicionar", text: "pão", at: 1 },
        { id: n, op: "marcar", checked: true, at: 2 },
      ],
    },
    {
      name: "the same add twice is one",
      changes: [
        { id: n, op: "adicionar", text: "pão", at: 1 },
        { id: n, op: "adicionar", text: "pão", at: 1 },
      ],
      queue: [{ id: n, op: "adicionar", text: "pão", at: 1 }],
    },
    {
      name: "other lines are kept",
      changes: [
        { id: a, op: "marcar", checked: true, at: 1 },
        { id: b, op: "remover", at: 2 },
      ],
      queue: [
        { id: a, op: "marcar", checked: true, at: 1 },
        { id: b, op: "remover", at: 2 },
      ],
    },
  ];
  it.each(cases)("$name", ({ changes, queue }) => {
    expect(changes.reduce<ListChange[]>(queueChange, [])).toEqual(queue);
  });
});

describe("applyChanges: what the cook sees before the server answers", () => {
  const items = [line(a, "2 kg de arroz"), line(b, "1 maço de coentro", true)];
  const cases: { name: string; queue: ListChange[]; shown: [string, boolean, boolean][] }[] = [
    {
      name: "nothing pending",
      queue: [],
      shown: [
        ["2 kg de arroz", false, false],
        ["1 maço de coentro", true, false],
      ],
    },
    {
      name: "a tick and an untick, marked pending",
      queue: [
        { id: a, op: "marcar", checked: true, at: 1 },
        { id: b, op: "marcar", checked: false, at: 2 },
      ],
      shown: [
        ["2 kg de arroz", true, true],
        ["1 maço de coentro", false, true],
      ],
    },
    { name: "a removal hides the line", queue: [{ id: a, op: "remover", at: 1 }], shown: [["1 maço de coentro", true, false]] },
    {
      name: "an added line comes last, its spaces tidied",
      queue: [{ id: n, op: "adicionar", text: "  pão   francês ", at: 1 }],
      shown: [
        ["2 kg de arroz", false, false],
        ["1 maço de coentro", true, false],
        ["pão francês", false, true],
      ],
    },
    {
      name: "an add the server already has is not shown twice",
      queue: [{ id: a, op: "adicionar", text: "2 kg de arroz", at: 1 }],
      shown: [
        ["2 kg de arroz", false, false],
        ["1 maço de coentro", true, false],
      ],
    },
    {
      name: "a change of a line another device removed is dropped",
      queue: [{ id: n, op: "marcar", checked: true, at: 1 }],
      shown: [
        ["2 kg de arroz", false, false],
        ["1 maço de coentro", true, false],
      ],
    },
  ];
  it.each(cases)("$name", ({ queue, shown }) => {
    expect(applyChanges(items, queue).map((item) => [item.text, item.checked, item.pending])).toEqual(shown);
  });
});

describe("withoutSent", () => {
  it("keeps a change made while the batch was on its way", () => {
    const sent: ListChange[] = [{ id: a, op: "marcar", checked: true, at: 1 }];
    const queue: ListChange[] = [
      { id: a, op: "marcar", checked: false, at: 5 },
      { id: b, op: "remover", at: 2 },
    ];
    expect(withoutSent([...sent, ...queue], sent)).toEqual(queue);
  });
});
