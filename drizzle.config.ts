import { defineConfig } from "drizzle-kit";

// Only used to *generate* SQL migrations (`npm run db:generate`). They are applied
// from code at start-up (db/migrate.server.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
