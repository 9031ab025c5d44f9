/** Column types drizzle has no builder for, shared by the tables that store them. */
import { customType } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** Binary data (a photo's bytes): a Buffer from node-postgres, a Uint8Array from PGlite. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});
