/**
 * The offline list's merge (issue 24, decision 036) on both engines: two devices' batches
 * end in the same list whichever arrives first; a removal is not undone by an older tick;
 * an add sent twice adds one line; another cook's lines are never touched.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { shoppingDeletions, shoppingItems } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { findOrCreateUser } from "~/features/accounts/users.server";
import * as t from "~/i18n/pt-br";
import {
  addRecipeToShoppingList,
  addShoppingText,
  clearCheckedItems,
  listShoppingItems,
  maxItems,
  removeShoppingItem,
  setShoppingItemChecked,
} from "./shopping.server";
import { deviceClockWindowMs, type ListChange } from "./shopping-sync";
import { syncShoppingList } from "./shopping-sync.server";

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * The lines a scenario starts from, by name, and the two devices' batches written against
 * their ids; "+pão" and "+leite" are ids of lines a device adds, fresh for each run.
 */
type Ids = Record<string, string>;
interface Scenario {
  name: string;
  lines: string[];
  deviceA: (ids: Ids, at: (minutesAgo: number) => number) => ListChange[];
  deviceB: (ids: Ids, at: (minutesAgo: number) => number) => ListChange[];
  /** The final list, sorted by text: [text, ticked]. */
  expected: [string, boolean][];
}

const scenarios: Scenario[] = [
  {
    name: "a tick and a later untick of one line: the untick wins",
    lines: ["café", "pão"],
    deviceA: (ids, at) => [{ id: ids.café!, op: "marcar", checked: true, at: at(10) }],
    deviceB: (ids, at) => [{ id: ids.café!, op: "marcar", checked: false, at: at(5) }],
    expected: [
      ["café", false],
      ["pão", false],
    ],
  },
  {
    name: "an untick and a later tick of one line: the tick wins",
    lines: ["café"],
    deviceA: (ids, at) => [{ id: ids.café!, op: "marcar", checked: false, at: at(10) }],
    deviceB: (ids, at) => [{ id: ids.café!, op: "marcar", checked: true, at: at(5) }],
    expected: [["café", true]],
  },
  {
    name: "a removal and an older tick: the line stays removed",
    lines: ["café", "pão"],
    deviceA: (ids, at) => [{ id: ids.café!, op: "remover", at: at(5) }],
    deviceB: (ids, at) => [{ id: ids.café!, op: "marcar", checked: true, at: at(10) }],
    expected: [["pão", false]],
  },
  {
    name: "a removal and a newer tick: the line comes back, ticked",
    lines: ["café", "pão"],
    deviceA: (ids, at) => [{ id: ids.café!, op: "remover", at: at(10) }],
    deviceB: (ids, at) => [{ id: ids.café!, op: "marcar", checked: true, at: at(5) }],
    expected: [
      ["café", true],
      ["pão", false],
    ],
  },
  {
    name: "a removal and a newer untick: the line comes back, open",
    lines: ["café"],
    deviceA: (ids, at) => [
      { id: ids.café!, op: "marcar", checked: true, at: at(20) },
      { id: ids.café!, op: "remover", at: at(10) },
    ],
    deviceB: (ids, at) => [{ id: ids.café!, op: "marcar", checked: false, at: at(5) }],
    expected: [["café", false]],
  },
  {
    name: "the same add sent by both: one line",
    lines: [],
    deviceA: (ids, at) => [{ id: ids["+pão"]!, op: "adicionar", text: "pão", at: at(5) }],
    deviceB: (ids, at) => [{ id: ids["+pão"]!, op: "adicionar", text: "pão", at: at(5) }],
    expected: [["pão", false]],
  },
  {
    name: "adds from both devices: both lines",
    lines: [],
    deviceA: (ids, at) => [{ id: ids["+pão"]!, op: "adicionar", text: "  pão   francês ", at: at(5) }],
    deviceB: (ids, at) => [{ id: ids["+leite"]!, op: "adicionar", text: "leite", at: at(6) }],
    expected: [
      ["leite", false],
      ["pão francês", false],
    ],
  },
  {
    name: "a line added, ticked and removed on one device, ticked earlier on none: gone",
    lines: [],
    deviceA: (ids, at) => [
      { id: ids["+pão"]!, op: "adicionar", text: "pão", at: at(9) },
      { id: ids["+pão"]!, op: "marcar", checked: true, at: at(8) },
      { id: ids["+pão"]!, op: "remover", at: at(7) },
    ],
    deviceB: (ids, at) => [{ id: ids["+leite"]!, op: "adicionar", text: "leite", at: at(6) }],
    expected: [["leite", false]],
  },
  {
    name: "the same removal on both: removed once",
    lines: ["café", "pão"],
    deviceA: (ids, at) => [{ id: ids.café!, op: "remover", at: at(5) }],
    deviceB: (ids, at) => [{ id: ids.café!, op: "remover", at: at(6) }],
    expected: [["pão", false]],
  },
  {
    name: "changes sent out of order in one batch are applied in order of time",
    lines: ["café"],
    deviceA: (ids, at) => [
      { id: ids.café!, op: "marcar", checked: false, at: at(1) },
      { id: ids.café!, op: "marcar", checked: true, at: at(3) },
    ],
    deviceB: () => [],
    expected: [["café", false]],
  },
];

describe.each(engines())("the offline list's sync on $name", (engine) => {
  let database: Database;
  let n = 0;
  const newCook = async () =>
    (await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: `sync-${++n}`, name: `S${n}`, email: "" })).user.id;

  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  const lines = async (userId: string) =>
    (await listShoppingItems(database.db, userId)).map((item) => [item.text, item.checked] as [string, boolean]);
  const sorted = (list: [string, boolean][]) => [...list].sort((a, b) => a[0].localeCompare(b[0]));
  const ago = (minutes: number) => Date.now() - minutes * minute;
  const sync = (userId: string, changes: ListChange[]) => syncShoppingList(database.db, userId, changes);

  async function cookWith(texts: string[]): Promise<{ userId: string; ids: Ids }> {
    const userId = await newCook();
    const ids: Ids = { "+pão": randomUUID(), "+leite": randomUUID() };
    for (const text of texts) ids[text] = (await addShoppingText(database.db, userId, text))!.id;
    return { userId, ids };
  }

  describe.each(scenarios)("$name", (scenario) => {
    it.each([
      { order: "A then B", first: "deviceA", second: "deviceB" },
      { order: "B then A", first: "deviceB", second: "deviceA" },
    ] as const)("ends in the same list when $order arrive", async ({ first, second }) => {
      const { userId, ids } = await cookWith(scenario.lines);
      for (const device of [first, second]) {
        const changes = scenario[device](ids, ago);
        if (changes.length > 0) await sync(userId, changes);
      }
      expect(sorted(await lines(userId))).toEqual(scenario.expected);
    });
  });

  it("ends in the same list when both devices' batches arrive at once", async () => {
    const { userId, ids } = await cookWith(["café", "pão", "leite"]);
    const deviceA: ListChange[] = [
      { id: ids.café!, op: "remover", at: ago(10) },
      { id: ids.pão!, op: "marcar", checked: true, at: ago(4) },
    ];
    const deviceB: ListChange[] = [
      { id: ids.café!, op: "marcar", checked: true, at: ago(5) },
      { id: ids.pão!, op: "marcar", checked: false, at: ago(6) },
      { id: ids.leite!, op: "remover", at: ago(3) },
    ];
    await Promise.all([sync(userId, deviceA), sync(userId, deviceB)]);
    expect(await lines(userId)).toEqual([
      ["café", true],
      ["pão", true],
    ]);
  });

  it("counts what was applied, skipped and rejected; the same batch again applies nothing", async () => {
    const { userId, ids } = await cookWith(["café", "pão"]);
    const other = await newCook();
    const batch: ListChange[] = [
      { id: ids.café!, op: "marcar", checked: true, at: ago(5) },
      { id: ids.pão!, op: "remover", at: ago(4) },
      { id: ids["+pão"]!, op: "adicionar", text: "pão integral", at: ago(3) },
      { id: ids["+leite"]!, op: "adicionar", text: "x".repeat(201), at: ago(2) },
      { id: randomUUID(), op: "adicionar", text: " \t ", at: ago(1) },
    ];
    const rejected = [
      { id: ids["+leite"]!, message: "Erro ao adicionar item à lista. Cada item pode ter no máximo 200 caracteres." },
      { id: batch[4]!.id, message: t.kitchen.shoppingAddRefused(t.kitchen.itemEmpty) },
    ];
    expect(await sync(userId, batch)).toEqual({ applied: 3, skipped: 0, rejected });
    expect(await sync(userId, batch)).toEqual({ applied: 0, skipped: 3, rejected });
    expect(await lines(userId)).toEqual([
      ["café", true],
      ["pão integral", false],
    ]);
    expect(await lines(other)).toEqual([]);
  });

  it("merges an offline untick into the open line of the same ingredient; a tick of the merged-away line is skipped", async () => {
    // Flour on the list twice: bought (ticked), then added again from a recipe. Unticking the
    // bought one merges it into the open one, as the page's untick does.
    const userId = await newCook();
    await addRecipeToShoppingList(database.db, userId, "feijoada", 4);
    const [flour] = await listShoppingItems(database.db, userId);
    await setShoppingItemChecked(database.db, userId, flour!.id, true);
    await addRecipeToShoppingList(database.db, userId, "feijoada", 4);
    expect(await sync(userId, [{ id: flour!.id, op: "marcar", checked: false, at: Date.now() }])).toMatchObject({ applied: 1 });
    expect(await lines(userId)).toEqual([
      ["2 pitadas de sal", false],
      ["4 xícaras de farinha de trigo", false],
    ]);
    // Another device ticked the merged-away line before: it is gone, and nothing is doubled.
    expect(await sync(userId, [{ id: flour!.id, op: "marcar", checked: true, at: ago(1) }])).toMatchObject({ skipped: 1 });
    expect(await lines(userId)).toHaveLength(2);
  });

  it("brings a removed recipe line back unticked by merging it into the open line of its ingredient", async () => {
    const userId = await newCook();
    await addRecipeToShoppingList(database.db, userId, "feijoada", 4);
    const [flour] = await listShoppingItems(database.db, userId);
    await sync(userId, [{ id: flour!.id, op: "remover", at: ago(10) }]);
    await addRecipeToShoppingList(database.db, userId, "feijoada", 4);
    await sync(userId, [{ id: flour!.id, op: "marcar", checked: false, at: ago(5) }]);
    expect(await lines(userId)).toEqual([
      ["2 pitadas de sal", false],
      ["4 xícaras de farinha de trigo", false],
    ]);
  });

  it("brings a line back where it was in the list", async () => {
    const { userId, ids } = await cookWith(["café", "pão", "leite"]);
    await sync(userId, [{ id: ids.pão!, op: "remover", at: ago(10) }]);
    await addShoppingText(database.db, userId, "ovos");
    await sync(userId, [{ id: ids.pão!, op: "marcar", checked: true, at: ago(5) }]);
    expect(await lines(userId)).toEqual([
      ["café", false],
      ["pão", true],
      ["leite", false],
      ["ovos", false],
    ]);
    const tombstones = await database.db.select().from(shoppingDeletions).where(eq(shoppingDeletions.userId, userId));
    expect(tombstones).toEqual([]);
  });

  it("never touches nor reveals another cook's line", async () => {
    const owner = await cookWith(["segredo"]);
    const stranger = await newCook();
    const batch: ListChange[] = [
      { id: owner.ids.segredo!, op: "marcar", checked: true, at: ago(3) },
      { id: owner.ids.segredo!, op: "remover", at: ago(2) },
      { id: owner.ids.segredo!, op: "adicionar", text: "meu", at: ago(1) },
    ];
    expect(await sync(stranger, batch)).toEqual({ applied: 0, skipped: 3, rejected: [] });
    expect(await lines(owner.userId)).toEqual([["segredo", false]]);
    expect(await lines(stranger)).toEqual([]);
    // Nor a removed one: another cook's tick does not bring it back.
    await removeShoppingItem(database.db, owner.userId, owner.ids.segredo!);
    expect(await sync(stranger, [{ id: owner.ids.segredo!, op: "marcar", checked: true, at: Date.now() }])).toMatchObject({
      skipped: 1,
    });
    expect(await lines(owner.userId)).toEqual([]);
    expect(await lines(stranger)).toEqual([]);
  });

  it("rejects an add to a full list with the Portuguese message and applies the rest", async () => {
    const { userId, ids } = await cookWith(["café"]);
    await database.db
      .insert(shoppingItems)
      .values(Array.from({ length: maxItems - 2 }, (_, i) => ({ id: randomUUID(), userId, text: `item ${i}` })));
    const last = randomUUID();
    const tooMany = randomUUID();
    const result = await sync(userId, [
      { id: last, op: "adicionar", text: "pão", at: ago(3) },
      { id: tooMany, op: "adicionar", text: "leite", at: ago(2) },
      { id: ids.café!, op: "marcar", checked: true, at: ago(1) },
    ]);
    expect(result).toEqual({
      applied: 2,
      skipped: 0,
      rejected: [{ id: tooMany, message: "Erro ao adicionar item à lista. A lista pode ter no máximo 500 itens." }],
    });
    const items = await listShoppingItems(database.db, userId);
    expect(items).toHaveLength(maxItems);
    expect(items.find((item) => item.text === "café")?.checked).toBe(true);
    expect(items.some((item) => item.text === "leite")).toBe(false);
  });

  it("clamps a device's clock: ahead counts as now, far behind as 60 days ago", async () => {
    const { userId, ids } = await cookWith(["café", "pão"]);
    const before = Date.now();
    await sync(userId, [
      { id: ids.café!, op: "marcar", checked: true, at: before + 365 * day },
      { id: ids.pão!, op: "marcar", checked: true, at: 0 },
    ]);
    const after = Date.now();
    const stamps = new Map(
      (await database.db.select().from(shoppingItems).where(eq(shoppingItems.userId, userId))).map((row) => [
        row.text,
        row.checkedAt!.getTime(),
      ]),
    );
    expect(stamps.get("café")).toBeGreaterThanOrEqual(before);
    expect(stamps.get("café")).toBeLessThanOrEqual(after);
    expect(stamps.get("pão")).toBeGreaterThanOrEqual(before - deviceClockWindowMs);
    expect(stamps.get("pão")).toBeLessThanOrEqual(after - deviceClockWindowMs);
    // A clock a year ahead does not win forever: the page's untick afterwards counts, and an older offline tick loses to it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await setShoppingItemChecked(database.db, userId, ids.café!, false);
    expect(await sync(userId, [{ id: ids.café!, op: "marcar", checked: true, at: before - minute }])).toMatchObject({ skipped: 1 });
    expect((await lines(userId))[0]).toEqual(["café", false]);
  });

  it("the page's own actions take part: a tick records its time, a removal and 'Limpar itens marcados' leave tombstones", async () => {
    const { userId, ids } = await cookWith(["café", "pão", "leite"]);
    const offlineTick = ago(5);
    await setShoppingItemChecked(database.db, userId, ids.leite!, true);
    // An older offline untick loses to the page's tick.
    expect(await sync(userId, [{ id: ids.leite!, op: "marcar", checked: false, at: offlineTick }])).toMatchObject({ skipped: 1 });
    await removeShoppingItem(database.db, userId, ids.café!);
    await setShoppingItemChecked(database.db, userId, ids.pão!, true);
    await clearCheckedItems(database.db, userId);
    const tombstones = await database.db
      .select({ itemId: shoppingDeletions.itemId, text: shoppingDeletions.row })
      .from(shoppingDeletions)
      .where(eq(shoppingDeletions.userId, userId));
    expect(tombstones.map((row) => row.text.text).sort()).toEqual(["café", "leite", "pão"]);
    // Ticks made offline before those removals do not bring the lines back.
    expect(
      await sync(userId, [
        { id: ids.café!, op: "marcar", checked: true, at: offlineTick },
        { id: ids.pão!, op: "marcar", checked: false, at: offlineTick },
      ]),
    ).toEqual({ applied: 0, skipped: 2, rejected: [] });
    expect(await lines(userId)).toEqual([]);
  });

  it("forgets tombstones older than 30 days at the cook's next sync", async () => {
    const { userId, ids } = await cookWith(["café", "pão"]);
    await sync(userId, [
      { id: ids.café!, op: "remover", at: Date.now() - 40 * day },
      { id: ids.pão!, op: "remover", at: Date.now() - 20 * day },
    ]);
    const remaining = async () =>
      (await database.db.select().from(shoppingDeletions).where(eq(shoppingDeletions.userId, userId))).map((row) => row.row.text);
    expect((await remaining()).sort()).toEqual(["café", "pão"]);
    await sync(userId, [{ id: randomUUID(), op: "remover", at: Date.now() }]);
    expect(await remaining()).toEqual(["pão"]);
    // Only this cook's: another cook's old tombstone waits for that cook's own sync.
    const other = await cookWith(["chá"]);
    await sync(other.userId, [{ id: other.ids.chá!, op: "remover", at: Date.now() - 40 * day }]);
    await sync(userId, [{ id: randomUUID(), op: "remover", at: Date.now() }]);
    const theirs = await database.db
      .select()
      .from(shoppingDeletions)
      .where(and(eq(shoppingDeletions.userId, other.userId), eq(shoppingDeletions.itemId, other.ids.chá!)));
    expect(theirs).toHaveLength(1);
  });
});
