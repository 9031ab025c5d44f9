CREATE TABLE "recipe_fridge_words" (
	"recipe_id" text PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"words" text[] NOT NULL,
	"avoidances" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_fridge_words" ADD CONSTRAINT "recipe_fridge_words_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_fridge_words_words_idx" ON "recipe_fridge_words" USING gin ("words") WHERE "recipe_fridge_words"."listed";--> statement-breakpoint
-- The fridge's words per recipe (decision 046): every word of its rows in
-- "recipe_ingredient_terms", tagged with its share_divisor rounded down ("batata|5"), in a
-- GIN index the fridge intersects (app/features/fridge/word-candidates.server.ts). A word is
-- cut to 100 letters, here and in the query alike (a GIN entry must fit a third of a page):
-- two long words that start alike only add a candidate, which is then ranked exactly.
-- The trigger of 0019 keeps them with the rows they come from, in the same transaction.
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
  ), repeats AS (
    SELECT coalesce(max(counted.n), 1) AS most FROM (SELECT count(*) AS n FROM entries GROUP BY entries.term) counted
  )
  INSERT INTO "recipe_ingredient_terms"
      ("recipe_id", "ingredient_no", "term", "optional", "listed", "position", "required", "share_divisor", "avoidances")
    SELECT NEW.id, entries.no, entries.term, entries.optional, NEW.listed, NEW.position, coalesce(NEW.fridge_required, 0),
        coalesce(NEW.fridge_required, 0)::double precision / repeats.most, NEW.avoidances
      FROM entries, repeats;
  INSERT INTO "recipe_fridge_words" ("recipe_id", "listed", "words", "avoidances")
    SELECT NEW.id, NEW.listed,
        array_agg(DISTINCT left("term", 100) || '|' || floor("share_divisor")::bigint::text), NEW.avoidances
      FROM "recipe_ingredient_terms" WHERE "recipe_id" = NEW.id
      HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "recipe_fridge_words" ("recipe_id", "listed", "words", "avoidances")
  SELECT "recipe_id", bool_and("listed"),
      array_agg(DISTINCT left("term", 100) || '|' || floor("share_divisor")::bigint::text), min("avoidances")
    FROM "recipe_ingredient_terms" GROUP BY "recipe_id";
--> statement-breakpoint
-- The recipes of one list (marked: breaking one of `avoid`) holding every one of these words,
-- always from the GIN index: the words are
-- computed inside the fridge's statement, so the planner cannot see them and would rather read
-- the whole table than an index it cannot estimate (EXPLAIN ANALYZE at 100,000 recipes: a seq
-- scan of 240 ms where the index finds the 1,022 candidates in a few ms). With seq scans and
-- plain index scans off, the only path left is the bitmap scan of the GIN index.
CREATE FUNCTION "recipe_fridge_candidates"("held" text[], "avoid" text[], "marked" boolean) RETURNS SETOF text
  LANGUAGE sql STABLE ROWS 20 SET enable_seqscan = off SET enable_indexscan = off
  AS $$ SELECT "recipe_id" FROM "recipe_fridge_words" WHERE "listed" AND "words" @> "held" AND ("avoidances" && "avoid") = "marked" $$;
