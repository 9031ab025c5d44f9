-- Accent-insensitive Portuguese search (hand-written: drizzle-kit cannot express these).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Portuguese stemming after accents are removed: "açúcar" and "acucar" index alike.
CREATE TEXT SEARCH CONFIGURATION pt_unaccent (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION pt_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
-- unaccent() is only STABLE; generated columns and indexes need an IMMUTABLE form.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
