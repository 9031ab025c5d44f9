/**
 * Ratings and reviews ("Fiz essa receita"): one per cook and listed recipe, edited or
 * deleted only by its author, reported by others ("Denunciar": hidden from everyone but
 * its author once three cooks with established accounts report it, decision 023). The
 * recipe's count and sum of stars are kept by a database trigger (migration 0006), the
 * hidden flag by another (migration 0008), so every path that writes or deletes a review
 * or a report, a cascade included, keeps them true. The daily limits are taken in the
 * database (app/lib/daily-counts.server.ts). Plain values in, rows out.
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.server";
import { recipes, reviewPhotos, reviewReports, reviews, users } from "../../../db/schema";
import * as t from "~/i18n/pt-br";
import { giveBackDaily, hasDailyLeft, takeDaily } from "~/lib/daily-counts.server";
import type { PhotoVariant } from "~/lib/photo-encode.server";

/** New reviews a cook may write in a day, photos they may send (each upload counts), reports they may file. */
export const dailyReviewLimit = 30;
export const dailyPhotoLimit = 10;
export const dailyReportLimit = 10;
export const reviewPageSize = 5;
const day = 24 * 60 * 60 * 1000;

export type Refusal = { ok: false; status: 404 | 403 | 429; message: string };

export interface ReviewPhoto {
  version: string;
  sizes: { width: number; height: number }[];
}

export interface ReviewView {
  id: string;
  rating: number;
  comment: string;
  /** First name and initial ("Maria C."): a review is public, a cook's full name need not be. */
  author: string;
  createdAt: string;
  updatedAt: string;
  photo: ReviewPhoto | null;
  mine: boolean;
  hidden: boolean;
}

export interface ReviewSummary {
  count: number;
  average: number | null;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  distribution: [number, number, number, number, number];
}

/** "Maria Cozinheira" → "Maria C.". */
export function publicName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  return words.length === 1 ? words[0]! : `${words[0]} ${words.at(-1)![0]!.toUpperCase()}.`;
}

const refused = (status: Refusal["status"], message: string): Refusal => ({ ok: false, status, message });

/**
 * What would refuse a photo for this review before anything is read or decoded: a recipe
 * that cannot be reviewed, a new review past today's limit, no photo left today. A cheap
 * look (the takes decide, atomically); null when there is room.
 */
export async function photoRoom(db: Db, userId: string, recipeId: string, now = new Date()): Promise<Refusal | null> {
  const [recipe] = await db.select({ listed: recipes.listed }).from(recipes).where(eq(recipes.id, recipeId));
  if (!recipe?.listed) return refused(404, t.reviews.recipeNotReviewable);
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.recipeId, recipeId), eq(reviews.userId, userId)));
  if (!existing && !(await hasDailyLeft(db, { userId, kind: "review", limit: dailyReviewLimit, now })))
    return refused(429, t.reviews.dailyLimit);
  if (!(await hasDailyLeft(db, { userId, kind: "photo", limit: dailyPhotoLimit, now }))) return refused(429, t.reviews.photoDailyLimit);
  return null;
}

/** One of today's photos, taken before the photo is decoded (decoding is the cost the limit bounds); false when none is left. */
export function takePhotoUpload(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return takeDaily(db, { userId, kind: "photo", limit: dailyPhotoLimit, now });
}

/** The photo taken for a review that was not saved (refused, or failed) is given back. */
export function givePhotoUploadBack(db: Db, userId: string, now = new Date()): Promise<void> {
  return giveBackDaily(db, { userId, kind: "photo", now });
}

/**
 * Writes the cook's review of a listed recipe (a second one replaces the first). `photo`:
 * the new photo's variants (its upload already taken, `takePhotoUpload`), "remove" to drop
 * the photo, undefined to keep it as it is. A new review takes one of today's in the same
 * transaction; two first reviews of one recipe sent at once end as one review, the second
 * an edit of the first.
 */
export async function saveReview(
  db: Db,
  input: { userId: string; recipeId: string; rating: number; comment: string; photo?: PhotoVariant[] | "remove"; now?: Date },
): Promise<{ ok: true; created: boolean; id: string } | Refusal> {
  const now = input.now ?? new Date();
  const mine = and(eq(reviews.recipeId, input.recipeId), eq(reviews.userId, input.userId));
  return db.transaction(async (tx) => {
    const [recipe] = await tx.select({ listed: recipes.listed }).from(recipes).where(eq(recipes.id, input.recipeId));
    if (!recipe?.listed) return refused(404, t.reviews.recipeNotReviewable);
    const photoColumns =
      input.photo === "remove"
        ? { photoVersion: null, photoAt: null }
        : Array.isArray(input.photo)
          ? { photoVersion: randomBytes(6).toString("base64url"), photoAt: now }
          : {};
    const changes = { rating: input.rating, comment: input.comment, updatedAt: now, ...photoColumns };

    let [existing] = await tx.select({ id: reviews.id }).from(reviews).where(mine).for("update");
    let created = false;
    if (!existing) {
      const take = { userId: input.userId, kind: "review" as const, now };
      if (!(await takeDaily(tx, { ...take, limit: dailyReviewLimit }))) return refused(429, t.reviews.dailyLimit);
      const inserted = await tx
        .insert(reviews)
        .values({ id: randomUUID(), recipeId: input.recipeId, userId: input.userId, createdAt: now, ...changes })
        .onConflictDoNothing({ target: [reviews.recipeId, reviews.userId] })
        .returning({ id: reviews.id });
      created = inserted.length > 0;
      if (created) existing = inserted[0];
      else {
        // The same cook's first review of this recipe, sent at the same time, was saved
        // first: this one edits it, and is not a new review.
        await giveBackDaily(tx, take);
        [existing] = await tx.select({ id: reviews.id }).from(reviews).where(mine).for("update");
        if (!existing) throw new Error("avaliação concorrente sumiu");
      }
    }
    const id = existing!.id;
    if (!created) await tx.update(reviews).set(changes).where(eq(reviews.id, id));
    if (input.photo !== undefined) await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
    if (Array.isArray(input.photo) && input.photo.length > 0) {
      await tx.insert(reviewPhotos).values(input.photo.map((variant) => ({ reviewId: id, ...variant })));
    }
    return { ok: true as const, created, id };
  });
}

/** Only its author deletes a review; for anyone else it is not there. */
export async function deleteReview(db: Db, userId: string, reviewId: string): Promise<{ ok: true } | Refusal> {
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return deleted.length > 0 ? { ok: true } : refused(404, t.reviews.notFound);
}

export interface ReportRules {
  /** How old (days) a reporter's account must be for the report to count toward hiding. */
  minAccountDays: number;
  now?: Date;
}

/**
 * A cook reports another's review once (again: nothing changes). Every report is kept;
 * those of accounts at least `minAccountDays` old count, and the third that counts hides
 * the review (the number lives in the trigger of migration 0008, which keeps `hidden`).
 * A cook files at most `dailyReportLimit` a day.
 */
export async function reportReview(
  db: Db,
  userId: string,
  reviewId: string,
  rules: ReportRules,
): Promise<{ ok: true; hidden: boolean } | Refusal> {
  const now = rules.now ?? new Date();
  return db.transaction(async (tx) => {
    // Locked first: reports of one review are counted one after the other.
    const [review] = await tx
      .select({ userId: reviews.userId, hidden: reviews.hidden })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!review || review.hidden) return refused(404, t.reviews.notFound);
    if (review.userId === userId) return refused(403, t.reviews.ownReport);
    const [already] = await tx
      .select({ reviewId: reviewReports.reviewId })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.userId, userId)));
    if (already) return { ok: true as const, hidden: false };
    const take = { userId, kind: "report" as const, now };
    if (!(await takeDaily(tx, { ...take, limit: dailyReportLimit }))) return refused(429, t.reviews.reportDailyLimit);
    const [reporter] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    const counts = reporter !== undefined && now.getTime() - reporter.createdAt.getTime() >= rules.minAccountDays * day;
    const inserted = await tx
      .insert(reviewReports)
      .values({ reviewId, userId, counts, createdAt: now })
      .onConflictDoNothing()
      .returning({ reviewId: reviewReports.reviewId });
    if (inserted.length === 0) await giveBackDaily(tx, take);
    const [after] = await tx.select({ hidden: reviews.hidden }).from(reviews).where(eq(reviews.id, reviewId));
    return { ok: true as const, hidden: after?.hidden ?? false };
  });
}

const viewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  hidden: reviews.hidden,
  photoVersion: reviews.photoVersion,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  name: users.name,
};

interface ViewRow {
  id: string;
  userId: string;
  rating: number;
  comment: string;
  hidden: boolean;
  photoVersion: string | null;
  createdAt: Date;
  updatedAt: Date;
  name: string;
}

async function toViews(db: Db, rows: ViewRow[], viewerId: string | null): Promise<ReviewView[]> {
  const withPhotos = rows.filter((row) => row.photoVersion).map((row) => row.id);
  const sizes =
    withPhotos.length === 0
      ? []
      : await db
          .select({ reviewId: reviewPhotos.reviewId, width: reviewPhotos.width, height: reviewPhotos.height })
          .from(reviewPhotos)
          .where(inArray(reviewPhotos.reviewId, withPhotos))
          .orderBy(reviewPhotos.width);
  return rows.map((row) => {
    const own = sizes.filter((size) => size.reviewId === row.id).map(({ width, height }) => ({ width, height }));
    return {
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      author: publicName(row.name),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      photo: row.photoVersion && own.length > 0 ? { version: row.photoVersion, sizes: own } : null,
      mine: row.userId === viewerId,
      hidden: row.hidden,
    };
  });
}

/** The recipe's stars (from the kept sums), and how many gave each. */
export async function reviewSummary(db: Db, recipeId: string): Promise<ReviewSummary> {
  const [recipe] = await db.select({ count: recipes.ratingCount, sum: recipes.ratingSum }).from(recipes).where(eq(recipes.id, recipeId));
  // Most recipes have no review yet: the kept count says so without another query.
  const rows = recipe?.count
    ? await db
        .select({ rating: reviews.rating, n: count() })
        .from(reviews)
        .where(and(eq(reviews.recipeId, recipeId), eq(reviews.hidden, false)))
        .groupBy(reviews.rating)
    : [];
  const distribution: ReviewSummary["distribution"] = [0, 0, 0, 0, 0];
  for (const row of rows) distribution[row.rating - 1] = row.n;
  const total = recipe?.count ?? 0;
  return { count: total, average: total > 0 ? (recipe!.sum ?? 0) / total : null, distribution };
}

/**
 * A page of the newest visible reviews, and the viewer's own (even hidden from others).
 * `visible`: how many the recipe's kept count says there are (none: no query for them).
 */
export async function recipeReviews(
  db: Db,
  recipeId: string,
  viewerId: string | null,
  page = 1,
  visible = Number.POSITIVE_INFINITY,
): Promise<{ items: ReviewView[]; mine: ReviewView | null; hasMore: boolean }> {
  const rows =
    visible > 0
      ? await db
          .select(viewColumns)
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(and(eq(reviews.recipeId, recipeId), eq(reviews.hidden, false)))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page * reviewPageSize + 1)
      : [];
  const own = viewerId
    ? await db
        .select(viewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.recipeId, recipeId), eq(reviews.userId, viewerId)))
    : [];
  const [items, mine] = await Promise.all([toViews(db, rows.slice(0, page * reviewPageSize), viewerId), toViews(db, own, viewerId)]);
  return { items, mine: mine[0] ?? null, hasMore: rows.length > page * reviewPageSize };
}

/** A photo's bytes at one width, when the review is visible and the version is the current one. */
export async function reviewPhoto(db: Db, reviewId: string, version: string, width: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db
    .select({ data: reviewPhotos.data })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(
      and(eq(reviewPhotos.reviewId, reviewId), eq(reviewPhotos.width, width), eq(reviews.photoVersion, version), eq(reviews.hidden, false)),
    );
  return row ? new Uint8Array(row.data) : null;
}

/** What the recipe page shows of its reviews. */
export async function reviewsOf(db: Db, recipeId: string, viewerId: string | null, page: number) {
  const summary = await reviewSummary(db, recipeId);
  const list = await recipeReviews(db, recipeId, viewerId, page, summary.count);
  return { summary, ...list, page };
}
