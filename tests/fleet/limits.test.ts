/**
 * The daily limits on a fleet (issue 20): three processes on one PostgreSQL behind the
 * round-robin balancer, a cook firing a burst at once. Count-then-insert let 30 reviews
 * and 10 photos a day become 35 and 15; taken in the database, exactly the limit lands,
 * whichever process answers. Two first reviews of one recipe at once are one review, and
 * a recipe's PNG drawn by one process is served by all of them from the database.
 *
 * The cooks' sessions are written straight into the database (SESSION_SECRET is the
 * fleet's): the sign-in itself is another suite's subject.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as t from "~/i18n/pt-br";
import { SessionStore } from "~/features/accounts/sessions.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { openDatabase, type Database } from "../../db/client.server";
import { dailyCounts, illustrationPngs, reviews, users } from "../../db/schema";
import { startFleet, type Fleet } from "../support/fleet";
import { listedSlugs, reviewForm } from "../support/reviews";
import { logProblems } from "../support/server-process";

const adminUrl = inject("postgresUrl");
const secret = "segredo-da-frota-de-teste-com-mais-de-32-caracteres";

/** The daily limits (app/features/reviews/reviews.server.ts). */
const dailyReviewLimit = 30;
const dailyPhotoLimit = 10;
const dailyReportLimit = 10;

describe.skipIf(!adminUrl)("daily limits on a fleet of three processes", () => {
  let fleet: Fleet;
  let database: Database;
  let slugs: string[];
  let counter = 0;

  /** A signed-in cook: their id and the Cookie header their browser would send. */
  async function cook(options: { monthOld?: boolean } = {}) {
    const n = ++counter;
    const { user } = await findOrCreateUser(database.db, {
      issuer: "https://idp.test",
      subject: `frota-${n}`,
      name: `Cozinheira ${n}`,
      email: `frota-${n}@teste.dev`,
    });
    if (options.monthOld) {
      await database.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
        .where(eq(users.id, user.id));
    }
    const setCookie = await new SessionStore(database.db, secret, false).create(user.id);
    return { id: user.id, cookie: setCookie.split(";")[0]! };
  }

  /** The review form as the page's fetcher sends it, through the balancer. */
  async function post(cookie: string, recipe: string, fields: Record<string, string>, photo?: Buffer) {
    const form = reviewForm(fields, photo && { bytes: photo, type: "image/jpeg" });
    const response = await fetch(`${fleet.base}/receitas/${recipe}.data`, { method: "POST", body: form, headers: { Cookie: cookie } });
    return { status: response.status, text: await response.text() };
  }
  const review = (cookie: string, recipe: string, photo?: Buffer, comment = "") =>
    post(cookie, recipe, { intent: "salvar", nota: "4", comentario: comment }, photo);

  const problems = () => fleet.members.map((member) => logProblems(member.process?.output() ?? "", 3)).join("\n");

  beforeAll(async () => {
    fleet = await startFleet(adminUrl!, { env: { SESSION_SECRET: secret } });
    database = await openDatabase({ driver: "postgres", url: fleet.databaseUrl, poolSize: 2 });
    slugs = await listedSlugs(fleet.base);
    expect(slugs.length).toBeGreaterThan(200);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await fleet?.close();
  });

  it(`a cook's ${dailyReviewLimit + 10} reviews at once through the balancer: exactly ${dailyReviewLimit} land`, async () => {
    const ana = await cook();
    fleet.answeredBy.length = 0;
    const replies = await Promise.all(slugs.slice(0, dailyReviewLimit + 10).map((slug) => review(ana.cookie, slug)));
    expect(new Set(fleet.answeredBy)).toEqual(new Set([0, 1, 2]));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200).length, problems()).toBe(dailyReviewLimit);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(10).fill(429));
    for (const reply of replies.filter((reply) => reply.status === 429)) expect(reply.text).toContain(t.reviews.dailyLimit);
    expect(await database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, ana.id))).toHaveLength(dailyReviewLimit);
  }, 120_000);

  it(`a cook's ${dailyPhotoLimit + 5} photos at once: exactly ${dailyPhotoLimit} are kept`, async () => {
    const bia = await cook();
    const photos = await Promise.all(
      Array.from({ length: dailyPhotoLimit + 5 }, (_, i) =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10 * i, g: 90, b: 30 } } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const replies = await Promise.all(photos.map((photo, i) => review(bia.cookie, slugs[50 + i]!, photo)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200).length, problems()).toBe(dailyPhotoLimit);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(5).fill(429));
    const [count] = await database.db.select().from(dailyCounts).where(eq(dailyCounts.userId, bia.id)).orderBy(dailyCounts.kind);
    expect(count).toMatchObject({ kind: "photo", used: dailyPhotoLimit });
  }, 120_000);

  it(`a cook's ${dailyReportLimit + 5} reports at once: exactly ${dailyReportLimit} are filed`, async () => {
    const ids: string[] = [];
    for (const slug of slugs.slice(100, 100 + dailyReportLimit + 5)) {
      const author = await cook();
      expect((await review(author.cookie, slug, undefined, "Ficou ótimo")).status).toBe(200);
      const [row] = await database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, author.id));
      ids.push(row!.id);
    }
    const reporter = await cook({ monthOld: true });
    const replies = await Promise.all(ids.map((id, i) => post(reporter.cookie, slugs[100 + i]!, { intent: "denunciar", id })));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200).length, problems()).toBe(dailyReportLimit);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(5).fill(429));
    for (const reply of replies.filter((reply) => reply.status === 429)) expect(reply.text).toContain(t.reviews.reportDailyLimit);
  }, 120_000);

  it("two first reviews of one recipe by one cook, at once on different processes: both answered normally, one review kept", async () => {
    for (let round = 0; round < 5; round++) {
      const cida = await cook();
      const recipe = slugs[150 + round]!;
      const replies = await Promise.all([
        review(cida.cookie, recipe, undefined, "primeira"),
        review(cida.cookie, recipe, undefined, "segunda"),
      ]);
      expect(
        replies.map((reply) => reply.status),
        problems(),
      ).toEqual([200, 200]);
      expect(replies.filter((reply) => reply.text.includes(t.reviews.saved))).toHaveLength(1);
      expect(await database.db.select().from(reviews).where(eq(reviews.userId, cida.id))).toHaveLength(1);
    }
  }, 120_000);

  it("a recipe's PNG drawn by one process is served by every process from the database", async () => {
    const recipe = slugs[200]!;
    const url = `${fleet.base}/imagens/receitas/v1/${recipe}.png`;
    const first = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect((await sharp(first).metadata()).format).toBe("png");
    const marker = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f0" } })
      .png()
      .toBuffer();
    await database.db.update(illustrationPngs).set({ data: marker }).where(eq(illustrationPngs.recipeId, recipe));
    fleet.answeredBy.length = 0;
    for (let i = 0; i < 3; i++) expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(marker)).toBe(true);
    expect(new Set(fleet.answeredBy)).toEqual(new Set([0, 1, 2]));
  }, 60_000);
});
