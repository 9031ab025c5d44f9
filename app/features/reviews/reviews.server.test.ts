/**
 * Reviews on the real database (PGlite and PostgreSQL) with the real catalogue: what the
 * tables hold after each write, the stars the recipe row keeps (trigger), reports, and
 * photos decoded and re-encoded by sharp.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { dailyCounts, recipes, reviewPhotos, reviewReports, reviews, users } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { createOwnRecipe } from "../../../db/own-recipes.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import * as t from "~/i18n/pt-br";
import { performance } from "node:perf_hooks";
import { maxPhotoBytes, maxPhotoPixels, PhotoRefused, photoTypeOf, processPhoto, readPhotoHeader } from "~/lib/photo-encode.server";
import {
  dailyPhotoLimit,
  dailyReportLimit,
  dailyReviewLimit,
  deleteReview,
  publicName,
  recipeReviews,
  reportReview,
  reviewPhoto,
  reviewSummary,
  saveReview,
  takePhotoUpload,
} from "./reviews.server";
import { reviewAction } from "./review-action.server";
import { reviewForm } from "../../../tests/support/reviews";

/** A 1200 × 800 JPEG taken "sideways" (EXIF orientation 6) with a GPS position in it. */
async function phonePhoto(): Promise<Uint8Array> {
  const withGps = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: "Celular" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } })
    .jpeg()
    .toBuffer();
  const sideways = await sharp(withGps).withMetadata({ orientation: 6 }).jpeg().toBuffer();
  expect((await sharp(sideways).metadata()).orientation).toBe(6);
  expect(sideways.includes(Buffer.from("Celular"))).toBe(true);
  return new Uint8Array(sideways);
}

describe("photos, without a database", () => {
  it.each([
    ["JPEG", [0xff, 0xd8, 0xff, 0xe0], "jpeg"],
    ["PNG", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "png"],
    ["WebP", [...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBP")], "webp"],
    ["a GIF", [...Buffer.from("GIF89a")], null],
    ["text named .jpg", [...Buffer.from("não sou uma foto")], null],
  ])("%s is known by its first bytes", (_what, bytes, type) => {
    expect(photoTypeOf(new Uint8Array(bytes))).toBe(type);
  });

  it("turns a phone photo upright, into WebP at 320, 640 and 1080 px, with no EXIF or GPS left", async () => {
    const variants = await processPhoto(await phonePhoto());
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 480],
      [640, 960],
      [800, 1200], // never wider than it was taken (800 px once upright)
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(variant.data).includes(Buffer.from("Celular"))).toBe(false);
    }
  });

  it.each([
    ["a text file", new Uint8Array(Buffer.from("isto não é uma imagem")), 400, t.reviews.photoType],
    ["an empty file", new Uint8Array(0), 400, t.reviews.photoType],
    ["a JPEG cut in half", null, 400, t.reviews.photoUnreadable],
    ["more than 10 MB", new Uint8Array(maxPhotoBytes + 1).fill(0xff), 413, t.reviews.photoTooLarge],
  ])("refuses %s with the cook's message", async (_what, bytes, status, message) => {
    const input = bytes ?? (await phonePhoto()).subarray(0, 600);
    const refusal = await processPhoto(input).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PhotoRefused);
    expect(refusal).toMatchObject({ status, message });
  });

  it("refuses a bomb (a small PNG that declares 7000 × 7000 pixels) from its header, without decoding it", async () => {
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(300 * 1024);
    const started = performance.now();
    const refusal = await readPhotoHeader(new Uint8Array(bomb)).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(200);
    expect(refusal).toBeInstanceOf(PhotoRefused);
    expect(refusal).toMatchObject({ status: 413, message: t.reviews.photoTooManyPixels });
    expect(maxPhotoPixels).toBe(40_000_000);
  });

  it("keeps a very tall image at most 2160 px tall", async () => {
    const tall = await sharp({ create: { width: 300, height: 4000, channels: 3, background: { r: 90, g: 160, b: 60 } } })
      .jpeg()
      .toBuffer();
    const variants = await processPhoto(new Uint8Array(tall));
    expect(variants.map(({ width, height }) => [width, height])).toEqual([[162, 2160]]);
  });

  it.each([
    ["Maria Cozinheira", "Maria C."],
    ["  ana  ", "ana"],
    ["José da Silva Souza", "José S."],
    ["", ""],
  ])("shows %j as %j", (name, shown) => {
    expect(publicName(name)).toBe(shown);
  });
});

describe.each(engines())("reviews on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const cook = async (name = `Cozinheira ${n + 1}`) =>
    (await findOrCreateUser(db, { issuer: "https://idp.test", subject: `avaliacao-${++n}`, name, email: "" })).user.id;
  /** A cook whose account is a month old: their reports count. */
  const established = async () => {
    const id = await cook();
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, id));
    return id;
  };
  const rules = { minAccountDays: 7 };
  const stars = async (id: string) =>
    (await db.select({ count: recipes.ratingCount, sum: recipes.ratingSum }).from(recipes).where(eq(recipes.id, id)))[0];

  beforeAll(async () => {
    database = await engine.open("catalogue");
    db = database.db;
  });
  afterAll(() => database.close());

  it("one review per cook and recipe: a second replaces the first; the recipe keeps the count and the sum", async () => {
    const recipe = "feijoada-completa";
    const [ana, bia] = [await cook("Ana Lima"), await cook("Bia")];
    expect(await saveReview(db, { userId: ana, recipeId: recipe, rating: 5, comment: "Perfeita!" })).toMatchObject({
      ok: true,
      created: true,
    });
    expect(await saveReview(db, { userId: bia, recipeId: recipe, rating: 3, comment: "" })).toMatchObject({ ok: true, created: true });
    expect(await saveReview(db, { userId: ana, recipeId: recipe, rating: 4, comment: "Boa, salgada." })).toMatchObject({
      ok: true,
      created: false,
    });
    expect(await stars(recipe)).toEqual({ count: 2, sum: 7 });
    expect(await reviewSummary(db, recipe)).toEqual({ count: 2, average: 3.5, distribution: [0, 0, 1, 1, 0] });
    const { items, mine } = await recipeReviews(db, recipe, ana);
    expect(items.map((item) => [item.author, item.rating, item.comment, item.mine])).toEqual([
      ["Bia", 3, "", false],
      ["Ana L.", 4, "Boa, salgada.", true],
    ]);
    expect(mine).toMatchObject({ rating: 4, comment: "Boa, salgada.", mine: true });
  });

  // A page that posts before its code arrives is drawn again from the answer (review-form.tsx).
  it.each<{ sent: string; fields: Record<string, string>; photo?: Buffer; answer: Record<string, unknown> }>([
    {
      sent: "stars, a comment and a corrupt photo",
      fields: { intent: "salvar", nota: "4", comentario: "Ficou ótimo, mas a foto falhou." },
      photo: Buffer.from("não sou uma foto"),
      answer: { ok: false, message: t.reviews.photoType, kept: { rating: 4, comment: "Ficou ótimo, mas a foto falhou." } },
    },
    {
      sent: "a comment and no stars",
      fields: { intent: "salvar", comentario: "Esqueci as estrelas" },
      answer: { ok: false, message: t.reviews.ratingRequired, kept: { rating: null, comment: "Esqueci as estrelas" } },
    },
    {
      sent: "stars out of range",
      fields: { intent: "salvar", nota: "9", comentario: "" },
      answer: { ok: false, message: t.reviews.ratingRequired, kept: { rating: null, comment: "" } },
    },
    {
      sent: "stars and a comment",
      fields: { intent: "salvar", nota: "5", comentario: "Perfeito." },
      answer: { ok: true, message: t.reviews.saved },
    },
    {
      sent: "a report of nothing",
      fields: { intent: "denunciar", id: "nao-existe" },
      answer: { ok: false, intent: "denunciar" },
    },
  ])("a save refused gives back the stars and the comment sent; other answers keep nothing: $sent", async ({ fields, photo, answer }) => {
    const form = reviewForm(fields, photo && { bytes: photo, type: "image/jpeg" });
    const request = new Request("http://chef.test/receitas/pudim-de-leite-condensado", { method: "POST", body: form });
    const { answer: got } = await reviewAction(db, { id: await cook() }, "pudim-de-leite-condensado", request, {
      reportMinAccountDays: 7,
    });
    expect(got).toMatchObject(answer);
    if (!("kept" in answer)) expect(got).not.toHaveProperty("kept");
  });

  it("only listed recipes are reviewed; only the author deletes", async () => {
    const [ana, bia] = [await cook(), await cook()];
    const own = await createOwnRecipe(db, {
      userId: ana,
      demo: false,
      content: {
        title: "Receita da Ana",
        description: "Só dela.",
        prepTime: 1,
        cookTime: 1,
        servings: 1,
        difficulty: "fácil",
        ingredients: [{ id: "ing-1", name: "ovo", quantity: 1, unit: "unidade", isOptional: false, possibleSubstitutes: [] }],
        steps: [{ order: 1, description: "Cozinhe." }],
        tags: [],
      },
    });
    expect(await saveReview(db, { userId: ana, recipeId: own, rating: 5, comment: "" })).toEqual({
      ok: false,
      status: 404,
      message: t.reviews.recipeNotReviewable,
    });
    expect(await saveReview(db, { userId: ana, recipeId: "nao-existe", rating: 5, comment: "" })).toMatchObject({ ok: false, status: 404 });

    const recipe = "cafe-coado";
    const saved = await saveReview(db, { userId: ana, recipeId: recipe, rating: 2, comment: "Fraco." });
    if (!saved.ok) throw new Error(saved.message);
    expect(await deleteReview(db, bia, saved.id)).toEqual({ ok: false, status: 404, message: t.reviews.notFound });
    expect(await stars(recipe)).toEqual({ count: 1, sum: 2 });
    expect(await deleteReview(db, ana, saved.id)).toEqual({ ok: true });
    expect(await stars(recipe)).toEqual({ count: 0, sum: 0 });
    expect(await reviewSummary(db, recipe)).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
  });

  it("three established cooks' reports hide a review from others (not from its author), and its stars stop counting", async () => {
    const recipe = "tapioca-com-coco";
    const [author, ...others] = [await cook(), await established(), await established(), await established()];
    const saved = await saveReview(db, { userId: author!, recipeId: recipe, rating: 1, comment: "spam spam" });
    if (!saved.ok) throw new Error(saved.message);
    expect(await reportReview(db, author!, saved.id, rules)).toEqual({ ok: false, status: 403, message: t.reviews.ownReport });
    expect(await reportReview(db, others[0]!, saved.id, rules)).toEqual({ ok: true, hidden: false });
    expect(await reportReview(db, others[0]!, saved.id, rules)).toEqual({ ok: true, hidden: false }); // the same cook counts once
    expect(await reportReview(db, others[1]!, saved.id, rules)).toEqual({ ok: true, hidden: false });
    expect(await reportReview(db, others[2]!, saved.id, rules)).toEqual({ ok: true, hidden: true });
    expect(await stars(recipe)).toEqual({ count: 0, sum: 0 });
    expect((await recipeReviews(db, recipe, others[0]!)).items).toEqual([]);
    expect((await recipeReviews(db, recipe, author!)).mine).toMatchObject({ id: saved.id, hidden: true });
    expect(await reportReview(db, others[0]!, saved.id, rules)).toMatchObject({ ok: false, status: 404 });
  });

  it("reports of accounts younger than a week are kept but hide nothing, however many", async () => {
    const recipe = "acai-na-tigela";
    const author = await cook();
    const saved = await saveReview(db, { userId: author, recipeId: recipe, rating: 5, comment: "Ótimo!" });
    if (!saved.ok) throw new Error(saved.message);
    for (let i = 0; i < 5; i++) expect(await reportReview(db, await cook(), saved.id, rules)).toEqual({ ok: true, hidden: false });
    expect(await db.select().from(reviewReports).where(eq(reviewReports.reviewId, saved.id))).toHaveLength(5);
    expect((await recipeReviews(db, recipe, null)).items.map((item) => item.id)).toContain(saved.id);
    // Two established cooks join them: still two that count.
    expect(await reportReview(db, await established(), saved.id, rules)).toEqual({ ok: true, hidden: false });
    expect(await reportReview(db, await established(), saved.id, rules)).toEqual({ ok: true, hidden: false });
    // With every account counting (a new site), the same reports hide it.
    expect(await reportReview(db, await cook(), saved.id, { minAccountDays: 0 })).toEqual({ ok: true, hidden: true });
  });

  it("a reporter who deletes their account takes the report along: the review is shown again, its stars count again", async () => {
    const recipe = "pao-de-queijo-mineiro";
    const author = await cook();
    const saved = await saveReview(db, { userId: author, recipeId: recipe, rating: 4, comment: "Muito bom" });
    if (!saved.ok) throw new Error(saved.message);
    const before = await stars(recipe);
    const reporters = [await established(), await established(), await established()];
    for (const reporter of reporters) await reportReview(db, reporter, saved.id, rules);
    expect((await db.select({ hidden: reviews.hidden }).from(reviews).where(eq(reviews.id, saved.id)))[0]!.hidden).toBe(true);
    expect((await stars(recipe))!.count).toBe(before!.count - 1);
    await db.delete(users).where(eq(users.id, reporters[1]!));
    expect((await db.select({ hidden: reviews.hidden }).from(reviews).where(eq(reviews.id, saved.id)))[0]!.hidden).toBe(false);
    expect(await stars(recipe)).toEqual(before);
    expect((await recipeReviews(db, recipe, null)).items.map((item) => item.id)).toContain(saved.id);
  });

  it(`a cook files at most ${dailyReportLimit} reports a day; reporting one review again is not another`, async () => {
    const reporter = await established();
    // Recipes no other test here reviews.
    const listed = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.listed, true))
      .orderBy(recipes.id)
      .offset(300)
      .limit(dailyReportLimit + 1);
    const ids: string[] = [];
    for (const { id } of listed) {
      const saved = await saveReview(db, { userId: await cook(), recipeId: id, rating: 3, comment: "" });
      if (!saved.ok) throw new Error(saved.message);
      ids.push(saved.id);
    }
    const now = new Date();
    for (const id of ids.slice(0, dailyReportLimit))
      expect(await reportReview(db, reporter, id, { ...rules, now })).toMatchObject({ ok: true });
    expect(await reportReview(db, reporter, ids[0]!, { ...rules, now })).toMatchObject({ ok: true });
    expect(await reportReview(db, reporter, ids.at(-1)!, { ...rules, now })).toEqual({
      ok: false,
      status: 429,
      message: t.reviews.reportDailyLimit,
    });
    const tomorrow = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    expect(await reportReview(db, reporter, ids.at(-1)!, { ...rules, now: tomorrow })).toMatchObject({ ok: true });
  });

  it("an account deleted takes its reviews, and the recipe's stars with them", async () => {
    const recipe = "caldo-verde";
    const [ana, bia] = [await cook(), await cook()];
    await saveReview(db, { userId: ana, recipeId: recipe, rating: 5, comment: "" });
    await saveReview(db, { userId: bia, recipeId: recipe, rating: 2, comment: "" });
    expect(await stars(recipe)).toEqual({ count: 2, sum: 7 });
    await db.delete(users).where(eq(users.id, bia));
    expect(await stars(recipe)).toEqual({ count: 1, sum: 5 });
    expect(await db.select().from(reviews).where(eq(reviews.userId, bia))).toEqual([]);
  });

  it("a photo is stored at each width and served only under its current version, never once hidden", async () => {
    const recipe = "cuscuz-nordestino";
    const ana = await cook();
    const variants = await processPhoto(await phonePhoto());
    const saved = await saveReview(db, { userId: ana, recipeId: recipe, rating: 5, comment: "Olha como ficou", photo: variants });
    if (!saved.ok) throw new Error(saved.message);
    const view = (await recipeReviews(db, recipe, null)).items.find((item) => item.id === saved.id)!;
    expect(view.photo?.sizes).toEqual(variants.map(({ width, height }) => ({ width, height })));
    const version = view.photo!.version;
    const served = await reviewPhoto(db, saved.id, version, 640);
    expect(Buffer.from(served!).equals(Buffer.from(variants[1]!.data))).toBe(true);
    expect(await reviewPhoto(db, saved.id, "outra-versao", 640)).toBeNull();
    expect(await reviewPhoto(db, saved.id, version, 123)).toBeNull();

    // Editing the text keeps the photo; removing it removes every width.
    await saveReview(db, { userId: ana, recipeId: recipe, rating: 4, comment: "Editado" });
    expect(await reviewPhoto(db, saved.id, version, 640)).not.toBeNull();
    await saveReview(db, { userId: ana, recipeId: recipe, rating: 4, comment: "Editado", photo: "remove" });
    expect(await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, saved.id))).toEqual([]);
    expect((await recipeReviews(db, recipe, ana)).mine?.photo).toBeNull();
  });

  it("pages the newest first, five at a time", async () => {
    const recipe = "moqueca-baiana-de-peixe";
    const start = Date.now() - 60 * 60 * 1000;
    for (let index = 0; index < 12; index++) {
      const userId = await cook(`Pessoa ${index}`);
      await saveReview(db, {
        userId,
        recipeId: recipe,
        rating: 1 + (index % 5),
        comment: `n${index}`,
        now: new Date(start + index * 1000),
      });
    }
    const first = await recipeReviews(db, recipe, null, 1);
    expect(first.items.map((item) => item.comment)).toEqual(["n11", "n10", "n9", "n8", "n7"]);
    expect(first.hasMore).toBe(true);
    const third = await recipeReviews(db, recipe, null, 3);
    expect(third.items).toHaveLength(12);
    expect(third.hasMore).toBe(false);
    expect(await reviewSummary(db, recipe)).toEqual({ count: 12, average: 33 / 12, distribution: [3, 3, 2, 2, 2] });
  });

  it(`at most ${dailyReviewLimit} new reviews a day per cook; editing one is not a new one`, async () => {
    const ana = await cook();
    const listed = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.listed, true))
      .limit(dailyReviewLimit + 1);
    const now = new Date();
    for (const { id } of listed.slice(0, dailyReviewLimit)) {
      expect(await saveReview(db, { userId: ana, recipeId: id, rating: 4, comment: "", now })).toMatchObject({ ok: true });
    }
    expect(await saveReview(db, { userId: ana, recipeId: listed.at(-1)!.id, rating: 4, comment: "", now })).toEqual({
      ok: false,
      status: 429,
      message: t.reviews.dailyLimit,
    });
    expect(await saveReview(db, { userId: ana, recipeId: listed[0]!.id, rating: 5, comment: "", now })).toMatchObject({ ok: true });
    const tomorrow = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    expect(await saveReview(db, { userId: ana, recipeId: listed.at(-1)!.id, rating: 4, comment: "", now: tomorrow })).toMatchObject({
      ok: true,
    });
  });
  it(`${dailyReviewLimit + 10} new reviews sent at once by one cook: exactly ${dailyReviewLimit} are saved, the others refused`, async () => {
    const ana = await cook();
    const listed = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.listed, true))
      .limit(dailyReviewLimit + 10);
    const results = await Promise.all(listed.map(({ id }) => saveReview(db, { userId: ana, recipeId: id, rating: 4, comment: "" })));
    expect(results.filter((result) => result.ok)).toHaveLength(dailyReviewLimit);
    expect(results.filter((result) => !result.ok)).toEqual(Array(10).fill({ ok: false, status: 429, message: t.reviews.dailyLimit }));
    expect(await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, ana))).toHaveLength(dailyReviewLimit);
  });

  it("ten first reviews of one recipe by one cook sent at once end as one review, the others editing it; none fails", async () => {
    const ana = await cook();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        saveReview(db, { userId: ana, recipeId: "quindim", rating: 1 + (index % 5), comment: `vez ${index}` }),
      ),
    );
    expect(results.map((result) => result.ok)).toEqual(Array(10).fill(true));
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(1);
    const rows = await db.select({ comment: reviews.comment }).from(reviews).where(eq(reviews.userId, ana));
    expect(rows).toHaveLength(1);
    // One new review counted, not ten: the cook can still write 29 more today.
    expect((await db.select().from(dailyCounts).where(eq(dailyCounts.userId, ana)))[0]).toMatchObject({ kind: "review", used: 1 });
  });

  it(`every photo sent counts toward the ${dailyPhotoLimit} a day, one review's photo replaced included, however many are sent at once`, async () => {
    const ana = await cook();
    const now = new Date();
    for (let i = 0; i < dailyPhotoLimit; i++) expect(await takePhotoUpload(db, ana, now)).toBe(true);
    expect(await takePhotoUpload(db, ana, now)).toBe(false);
    expect(await takePhotoUpload(db, ana, new Date(now.getTime() + 25 * 60 * 60 * 1000))).toBe(true);

    const bia = await cook();
    const burst = await Promise.all(Array.from({ length: dailyPhotoLimit + 5 }, () => takePhotoUpload(db, bia)));
    expect(burst.filter(Boolean)).toHaveLength(dailyPhotoLimit);
  });
});
