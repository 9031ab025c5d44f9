/**
 * The database schema, one for PGlite and PostgreSQL, a file per part of the app.
 * Migrations are generated from it with drizzle-kit (`npm run db:generate`, which reads
 * this file) and applied at start-up. What many writers touch concurrently (favourites,
 * shopping items, chats) gets rows of its own.
 */
export * from "./accounts";
export * from "./recipes";
export * from "./reviews";
export * from "./kitchen";
export * from "./chef";
export * from "./usage";
