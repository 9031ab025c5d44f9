-- How many of a recipe's keys hold each of its words, and its required ingredients, beside its
-- words (decision 046, "the probes' recipes by their counts"): a recipe owns a cook's term t
-- in at most min over t's words of those counts, so its share is at most the sum over the
-- cook's terms of that count, over required. The fridge drops the probes' recipes whose sum
-- cannot reach T before reading their rows (app/features/fridge/word-candidates.server.ts).
ALTER TABLE "recipe_fridge_words" ADD COLUMN "required" integer;--> statement-breakpoint
ALTER TABLE "recipe_fridge_words" ADD COLUMN "word_counts" jsonb;--> statement-breakpoint
UPDATE "recipe_fridge_words" SET "required" = counted.required, "word_counts" = counted.word_counts
  FROM (
    SELECT per_word."recipe_id", min(per_word.required) AS required, jsonb_object_agg(per_word."term", per_word.n) AS word_counts
      FROM (
        SELECT "recipe_id", "term", count(*) AS n, min("required") AS required
          FROM "recipe_ingredient_terms" GROUP BY "recipe_id", "term"
      ) per_word
      GROUP BY per_word."recipe_id"
  ) counted
  WHERE counted."recipe_id" = "recipe_fridge_words"."recipe_id";--> statement-breakpoint
ALTER TABLE "recipe_fridge_words" ALTER COLUMN "required" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_fridge_words" ALTER COLUMN "word_counts" SET NOT NULL;--> statement-breakpoint
-- The trigger of 0019, 0020 and 0021, now writing the counts too, whatever writes the recipe.
CREATE OR REPLACE FUNCTION "recipes_keep_fridge_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.fridge_keys IS NOT DISTINCT FROM OLD.fridge_keys
     AND NEW.fridge_required IS NOT DISTINCT FROM OLD.fridge_required THEN
    IF (NEW.listed, NEW.position, NEW.avoidances) IS DISTINCT FROM (OLD.listed, OLD.position, OLD.avoidances) THEN
      UPDATE "recipe_ingredient_terms"
        SET "listed" = NEW.listed, "position" = NEW.position, "avoidances" = NEW.avoidances
        WHERE "recipe_id" = NEW.id;
      UPDATE "recipe_fridge_words" SET "listed" = NEW.listed, "avoidances" = NEW.avoidances WHERE "recipe_id" = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "recipe_ingredient_terms" WHERE "recipe_id" = NEW.id;
    DELETE FROM "recipe_fridge_words" WHERE "recipe_id" = NEW.id;
  END IF;
  WITH entries AS (
    SELECT DISTINCT keys.no AS no, words.term AS term, left(keys.key, 1) = '?' AS optional
      FROM unnest(NEW.fridge_keys) WITH ORDINALITY AS keys(key, no)
      CROSS JOIN LATERAL unnest(string_to_array(ltrim(keys.key, '?'), ' ')) AS words(term)
      WHERE words.term <> ''
  ), holding AS (
    SELECT entries.*, count(*) OVER (PARTITION BY entries.term) AS n FROM entries
  ), repeats AS (
    SELECT coalesce(max(holding.n), 1) AS most FROM holding
  )
  INSERT INTO "recipe_ingredient_terms"
      ("recipe_id", "ingredient_no", "term", "optional", "listed", "position", "required", "share_divisor", "word_divisor",
        "avoidances")
    SELECT NEW.id, holding.no, holding.term, holding.optional, NEW.listed, NEW.position, coalesce(NEW.fridge_required, 0),
        coalesce(NEW.fridge_required, 0)::double precision / repeats.most,
        coalesce(NEW.fridge_required, 0)::double precision / holding.n, NEW.avoidances
      FROM holding, repeats;
  INSERT INTO "recipe_fridge_words" ("recipe_id", "listed", "words", "avoidances", "required", "word_counts")
    SELECT NEW.id, NEW.listed,
        array_agg(DISTINCT left(per_word."term", 100) || '|' || floor(per_word.share_divisor)::bigint::text), NEW.avoidances,
        coalesce(NEW.fridge_required, 0), jsonb_object_agg(per_word."term", per_word.n)
      FROM (
        SELECT "term", count(*) AS n, min("share_divisor") AS share_divisor
          FROM "recipe_ingredient_terms" WHERE "recipe_id" = NEW.id GROUP BY "term"
      ) per_word
      HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION "recipe_fridge_candidates"(text[], text[], boolean);--> statement-breakpoint
-- Migration 0020's probe, now returning each recipe's required ingredients and word counts
-- with it, so the fridge's statement drops those that cannot reach T without another read.
-- Seq scans and plain index scans off, as in 0020: the words are computed inside the
-- statement, and only the GIN index's bitmap scan is left.
CREATE FUNCTION "recipe_fridge_reach"("held" text[], "avoid" text[], "marked" boolean)
  RETURNS TABLE ("recipe_id" text, "required" integer, "word_counts" jsonb)
  LANGUAGE sql STABLE ROWS 20 SET enable_seqscan = off SET enable_indexscan = off
  AS $$ SELECT fw."recipe_id", fw."required", fw."word_counts" FROM "recipe_fridge_words" fw
    WHERE fw."listed" AND fw."words" @> "held" AND (fw."avoidances" && "avoid") = "marked" $$;
