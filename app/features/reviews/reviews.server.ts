/**
 * Ratings and reviews ("Fiz essa receita"): one per cook and listed recipe, edited or
 * deleted only by its author, reported by others ("Denunciar": hidden from everyone but
 * its author once three different cooks report it). The recipe's count and sum of stars
 * are kept by a database trigger (migration 0006), so every path that writes or deletes
 * a review, a cascade included, keeps them true. Plain values in, rows out.
 */
import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.server";
import { recipes, reviewPhotos, reviewReports, reviews, users } from "../../../db/schema";
import * as t from "~/i18n/pt-br";
import type { PhotoVariant } from "./photo.server";

/** Reviews a cook may write or change in a day, and photos they may send. */
export const dailyReviewLimit = 30;
export const dailyPhotoLimit = 10;
/** Distinct cooks whose reports hide a review. */
export const hideAfterReports = 3;
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

/**
 * Writes the cook's review of a listed recipe (a second one replaces the first). `photo`:
 * the new photo's variants, "remove" to drop the photo, undefined to keep it as it is.
 */
export async function saveReview(
  db: Db,
  input: { userId: string; recipeId: string; rating: number; comment: string; photo?: PhotoVariant[] | "remove"; now?: Date },
): Promise<{ ok: true; created: boolean; id: string } | Refusal> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [recipe] = await tx.select({ listed: recipes.listed }).from(recipes).where(eq(recipes.id, input.recipeId));
    if (!recipe?.listed) return { ok: false as const, status: 404 as const, message: t.reviews.recipeNotReviewable };
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.recipeId, input.recipeId), eq(reviews.userId, input.userId)))
      .for("update");
    const since = new Date(now.getTime() - day);
    const [written] = await tx
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.userId, input.userId), gt(reviews.updatedAt, since)));
    if (!existing && (written?.n ?? 0) >= dailyReviewLimit)
      return { ok: false as const, status: 429 as const, message: t.reviews.dailyLimit };
    if (Array.isArray(input.photo)) {
      const [photos] = await tx
        .select({ n: count() })
        .from(reviews)
        .where(and(eq(reviews.userId, input.userId), gt(reviews.photoAt, since)));
      if ((photos?.n ?? 0) >= dailyPhotoLimit) return { ok: false as const, status: 429 as const, message: t.reviews.photoDailyLimit };
    }

    const id = existing?.id ?? randomUUID();
    const photoColumns =
      input.photo === "remove"
        ? { photoVersion: null, photoAt: null }
        : Array.isArray(input.photo)
          ? { photoVersion: randomBytes(6).toString("base64url"), photoAt: now }
          : {};
    if (existing) {
      await tx
        .update(reviews)
        .set({ rating: input.rating, comment: input.comment, updatedAt: now, ...photoColumns })
        .where(eq(reviews.id, id));
    } else {
      await tx.insert(reviews).values({
        id,
        recipeId: input.recipeId,
        userId: input.userId,
        rating: input.rating,
        comment: input.comment,
        createdAt: now,
        updatedAt: now,
        ...photoColumns,
      });
    }
    if (input.photo !== undefined) await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
    if (Array.isArray(input.photo) && input.photo.length > 0) {
      await tx.insert(reviewPhotos).values(input.photo.map((variant) => ({ reviewId: id, ...variant })));
    }
    return { ok: true as const, created: !existing, id };
  });
}

/** Only its author deletes a review; for anyone else it is not there. */
export async function deleteReview(db: Db, userId: string, reviewId: string): Promise<{ ok: true } | Refusal> {
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return deleted.length > 0 ? { ok: true } : { ok: false, status: 404, message: t.reviews.notFound };
}

/** A cook reports another's review once; the third distinct report hides it. */
export async function reportReview(db: Db, userId: string, reviewId: string): Promise<{ ok: true; hidden: boolean } | Refusal> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, hidden: reviews.hidden })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!review || review.hidden) return { ok: false as const, status: 404 as const, message: t.reviews.notFound };
    if (review.userId === userId) return { ok: false as const, status: 403 as const, message: t.reviews.ownReport };
    await tx.insert(reviewReports).values({ reviewId, userId }).onConflictDoNothing();
    const [reports] = await tx.select({ n: count() }).from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    const hidden = (reports?.n ?? 0) >= hideAfterReports;
    if (hidden) await tx.update(reviews).set({ hidden: true }).where(eq(reviews.id, reviewId));
    return { ok: true as const, hidden };
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
