/**
 * The cook's records: created at first sign-in from the identity (issuer + subject),
 * returned unchanged afterwards (spec 3); profile edits; LGPD export and deletion.
 */
import { recipeColumns, toRecipe } from "../../../db/recipe-rows";
import { and, asc, desc, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../../db/client.server";
import {
  chatMessages,
  dailyCounts,
  favorites,
  fridgeSearches,
  identities,
  mealPlanSlots,
  pantryItems,
  modelUsage,
  recipes,
  recipeVersions,
  recipePhotos,
  reviewPhotos,
  reviewReports,
  reviews,
  savedIngredients,
  sessions,
  shoppingDeletions,
  shoppingItems,
  users,
  type UserRow,
} from "../../../db/schema";
import type { Recipe, StoredRecipe } from "~/domain/recipe";
import { keepUsageAfterDeletion } from "~/lib/model/usage.server";

import {
  healthGoalOptions,
  householdSizeError,
  maxHouseholdSize,
  maxNameLength,
  minHouseholdSize,
  preferenceOptions,
  restrictionOptions,
  type Profile,
} from "../../domain/profile";

export interface IdentityClaims {
  issuer: string;
  subject: string;
  name: string;
  email: string;
}

export function toProfile(user: UserRow): Profile {
  return {
    name: user.name,
    email: user.email,
    preferences: user.preferences,
    restrictions: user.restrictions,
    healthGoals: user.healthGoals,
    householdSize: user.householdSize,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

class IdentityTaken extends Error {}

/** The cook behind an identity, created with empty lists the first time. */
export async function findOrCreateUser(db: Db, claims: IdentityClaims): Promise<{ user: UserRow; created: boolean }> {
  const existing = await userByIdentity(db, claims);
  if (existing) return { user: existing, created: false };
  try {
    const user = await db.transaction(async (tx) => {
      const now = new Date();
      const [user] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          name: claims.name.slice(0, maxNameLength),
          email: claims.email.slice(0, 320),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const linked = await tx
        .insert(identities)
        .values({ issuer: claims.issuer, subject: claims.subject, userId: user!.id })
        .onConflictDoNothing()
        .returning();
      // A concurrent first sign-in of the same identity won: undo ours, use theirs.
      if (linked.length === 0) throw new IdentityTaken();
      return user!;
    });
    return { user, created: true };
  } catch (error) {
    if (!(error instanceof IdentityTaken)) throw error;
    const winner = await userByIdentity(db, claims);
    if (!winner) throw error;
    return { user: winner, created: false };
  }
}

async function userByIdentity(db: Db, claims: Pick<IdentityClaims, "issuer" | "subject">): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, claims.issuer), eq(identities.subject, claims.subject)))
    .limit(1);
  return row?.user ?? null;
}

const choiceList = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum(options, { error: "Opção inválida." }))
    .max(options.length)
    .transform((values) => options.filter((option) => values.includes(option)));

export const profileUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .max(maxNameLength, `O nome deve ter no máximo ${maxNameLength} caracteres.`)
    .refine((name) => !/[\u0000-\u001f<>]/.test(name), "O nome contém caracteres inválidos."),
  preferences: choiceList(preferenceOptions),
  restrictions: choiceList(restrictionOptions),
  healthGoals: choiceList(healthGoalOptions),
  householdSize: z.coerce
    .number({ error: householdSizeError })
    .int(householdSizeError)
    .min(minHouseholdSize, householdSizeError)
    .max(maxHouseholdSize, householdSizeError)
    // A form without the field (an older page) keeps what the cook had.
    .optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error("Usuário não encontrado");
  return user;
}

/**
 * Everything the database holds about the cook (LGPD art. 18, II and V), as one JSON
 * document: every table with a column pointing at the cook, and the versions of the
 * cook's recipes. Never the session tokens or their hashes. A test lists every table
 * that points at a user and fails when a new one is missing here.
 */
export async function exportUserData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error("Usuário não encontrado");
  const [linked, activeSessions, ownRecipes, versions, favoriteRows, shopping, chats, searches, saved, usage, reviewRows, reports, photos] =
    await Promise.all([
      db
        .select({ issuer: identities.issuer, subject: identities.subject, createdAt: identities.createdAt })
        .from(identities)
        .where(eq(identities.userId, userId)),
      db
        .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
      db.select(recipeColumns).from(recipes).where(eq(recipes.authorId, userId)).orderBy(asc(recipes.createdAt), asc(recipes.id)),
      db
        .select({
          recipeId: recipeVersions.recipeId,
          content: recipeVersions.content,
          demo: recipeVersions.demo,
          createdAt: recipeVersions.createdAt,
        })
        .from(recipeVersions)
        .innerJoin(recipes, eq(recipes.id, recipeVersions.recipeId))
        .where(eq(recipes.authorId, userId))
        .orderBy(asc(recipeVersions.id)),
      db
        .select({ recipeId: favorites.recipeId, title: recipes.title, createdAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(recipes, eq(recipes.id, favorites.recipeId))
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt)),
      db
        .select({
          text: shoppingItems.text,
          name: shoppingItems.name,
          quantity: shoppingItems.quantity,
          unit: shoppingItems.unit,
          checked: shoppingItems.checked,
          source: shoppingItems.source,
          section: shoppingItems.section,
          note: shoppingItems.note,
          recipes: shoppingItems.recipes,
          planDays: shoppingItems.planDays,
          createdAt: shoppingItems.createdAt,
          updatedAt: shoppingItems.updatedAt,
        })
        .from(shoppingItems)
        .where(eq(shoppingItems.userId, userId))
        .orderBy(asc(shoppingItems.seq)),
      db
        .select({
          recipeId: chatMessages.recipeId,
          role: chatMessages.role,
          content: chatMessages.content,
          failed: chatMessages.failed,
          demo: chatMessages.demo,
          changedRecipeId: chatMessages.changedRecipeId,
          changes: chatMessages.changes,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.id)),
      db
        .select({
          mode: fridgeSearches.mode,
          terms: fridgeSearches.terms,
          recipeId: fridgeSearches.recipeId,
          createdAt: fridgeSearches.createdAt,
        })
        .from(fridgeSearches)
        .where(eq(fridgeSearches.userId, userId))
        .orderBy(asc(fridgeSearches.id)),
      db
        .select({ name: savedIngredients.name, uses: savedIngredients.uses, lastUsedAt: savedIngredients.lastUsedAt })
        .from(savedIngredients)
        .where(eq(savedIngredients.userId, userId))
        .orderBy(desc(savedIngredients.lastUsedAt)),
      db
        .select({ kind: modelUsage.kind, ip: modelUsage.ip, createdAt: modelUsage.createdAt, returnedAt: modelUsage.returnedAt })
        .from(modelUsage)
        .where(eq(modelUsage.userId, userId))
        .orderBy(asc(modelUsage.id)),
      db
        .select({
          id: reviews.id,
          recipeId: reviews.recipeId,
          title: recipes.title,
          rating: reviews.rating,
          comment: reviews.comment,
          hidden: reviews.hidden,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
        })
        .from(reviews)
        .innerJoin(recipes, eq(recipes.id, reviews.recipeId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt)),
      db
        .select({ reviewId: reviewReports.reviewId, createdAt: reviewReports.createdAt })
        .from(reviewReports)
        .where(eq(reviewReports.userId, userId))
        .orderBy(asc(reviewReports.createdAt)),
      // The photo as the cook sent it, at its largest kept width.
      db
        .selectDistinctOn([reviewPhotos.reviewId], { reviewId: reviewPhotos.reviewId, data: reviewPhotos.data })
        .from(reviewPhotos)
        .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
        .where(eq(reviews.userId, userId))
        .orderBy(reviewPhotos.reviewId, desc(reviewPhotos.width)),
    ]);
  // An imported recipe's photo, kept by us from its page (decision 042), at its largest width.
  const recipePhotoRows = await db
    .selectDistinctOn([recipePhotos.recipeId], { recipeId: recipePhotos.recipeId, data: recipePhotos.data })
    .from(recipePhotos)
    .innerJoin(recipes, eq(recipes.id, recipePhotos.recipeId))
    .where(eq(recipes.authorId, userId))
    .orderBy(recipePhotos.recipeId, desc(recipePhotos.width));
  const plan = await db
    .select({
      day: mealPlanSlots.day,
      meal: mealPlanSlots.meal,
      recipeId: mealPlanSlots.recipeId,
      title: recipes.title,
      servings: mealPlanSlots.servings,
      reason: mealPlanSlots.reason,
      locked: mealPlanSlots.locked,
      refused: mealPlanSlots.refused,
      updatedAt: mealPlanSlots.updatedAt,
    })
    .from(mealPlanSlots)
    .innerJoin(recipes, eq(recipes.id, mealPlanSlots.recipeId))
    .where(eq(mealPlanSlots.userId, userId))
    .orderBy(asc(mealPlanSlots.day), asc(mealPlanSlots.meal));
  const pantry = await db
    .select({ name: pantryItems.name, has: pantryItems.has, updatedAt: pantryItems.updatedAt })
    .from(pantryItems)
    .where(eq(pantryItems.userId, userId))
    .orderBy(asc(pantryItems.foodKey));
  // Lines removed in the last 30 days, kept so an offline device cannot bring them back (decision 036): the cook's data too.
  const removedShopping = await db
    .select({ deletedAt: shoppingDeletions.deletedAt, row: shoppingDeletions.row })
    .from(shoppingDeletions)
    .where(eq(shoppingDeletions.userId, userId))
    .orderBy(asc(shoppingDeletions.deletedAt));
  const counts = await db
    .select({ kind: dailyCounts.kind, day: dailyCounts.day, used: dailyCounts.used })
    .from(dailyCounts)
    .where(eq(dailyCounts.userId, userId))
    .orderBy(asc(dailyCounts.kind));
  return {
    exportedAt: new Date().toISOString(),
    profile: { id: user.id, ...toProfile(user) },
    identities: linked,
    sessions: activeSessions,
    recipes: ownRecipes.map((row) => ({
      ...withoutAuthor(toRecipe(row)),
      ...photoOf(recipePhotoRows.find((photo) => photo.recipeId === row.id)),
      versions: versions.filter((version) => version.recipeId === row.id).map(({ recipeId: _recipeId, ...version }) => version),
    })),
    favorites: favoriteRows,
    shoppingList: shopping,
    removedShoppingItems: removedShopping.map(({ deletedAt, row }) => ({
      text: row.text,
      checked: row.checked,
      source: row.source,
      createdAt: row.createdAt,
      deletedAt,
    })),
    marketOrder: user.marketOrder,
    pantry,
    mealPlan: plan,
    chatMessages: chats,
    fridgeSearches: searches,
    savedIngredients: saved,
    modelUsage: usage,
    reviews: reviewRows.map(({ id, ...review }) => ({ ...review, photo: null, ...photoOf(photos.find((entry) => entry.reviewId === id)) })),
    reviewReports: reports,
    /** Today's reviews, photos and reports, as the daily limits count them. */
    dailyCounts: counts,
  };
}

/** The cook is the author of every recipe in the export: the field says nothing more. */
function withoutAuthor({ authorId: _authorId, ...recipe }: StoredRecipe): Recipe {
  return recipe;
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;

/**
 * Removes every row that is the cook's (identities and sessions by cascade), except what
 * the AI limits need for a day, kept without the cook under `quotaIdentity` (issue 20:
 * deleting the account must not reset the quota; the privacy policy says so).
 */
export async function deleteAccount(db: Db, userId: string, quotaIdentity: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await keepUsageAfterDeletion(tx, userId, quotaIdentity, now);
    await tx.delete(recipes).where(eq(recipes.authorId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** A kept photo in the export, as the WebP it is stored as; nothing when there is none. */
function photoOf(photo: { data: Uint8Array } | undefined): { photo?: string } {
  return photo ? { photo: `data:image/webp;base64,${Buffer.from(photo.data).toString("base64")}` } : {};
}
