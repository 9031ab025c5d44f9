-- Each row's own divisor (decision 046, "the way on"): the recipe's required ingredients over
-- how many of its keys hold the row's word. share_divisor takes the most keys of any of the
-- recipe's words ("leite" in four keys halves it for every word of the recipe); a cook's one
-- term is owned only by ingredients holding each of its words, so a recipe reaching T for it
-- has word_divisor <= 1 / T on all of that term's rows (app/features/fridge/match-query.server.ts).
ALTER TABLE "recipe_ingredient_terms" ADD COLUMN "word_divisor" double precision;--> statement-breakpoint
UPDATE "recipe_ingredient_terms" SET "word_divisor" = "recipe_ingredient_terms"."required"::double precision / holding.n
  FROM (SELECT "recipe_id", "term", count(*) AS n FROM "recipe_ingredient_terms" GROUP BY "recipe_id", "term") holding
  WHERE holding."recipe_id" = "recipe_ingredient_terms"."recipe_id" AND holding."term" = "recipe_ingredient_terms"."term";--> statement-breakpoint
ALTER TABLE "recipe_ingredient_terms" ALTER COLUMN "word_divisor" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "recipe_ingredient_terms_word_idx" ON "recipe_ingredient_terms" USING btree ("term","word_divisor") WHERE "recipe_ingredient_terms"."listed";--> statement-breakpoint
-- The trigger of 0019 and 0020, now writing word_divisor too, whatever writes the recipe.
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
  INSERT INTO "recipe_fridge_words" ("recipe_id", "listed", "words", "avoidances")
    SELECT NEW.id, NEW.listed,
        array_agg(DISTINCT left("term", 100) || '|' || floor("share_divisor")::bigint::text), NEW.avoidances
      FROM "recipe_ingredient_terms" WHERE "recipe_id" = NEW.id
      HAVING count(*) > 0;
  RETURN NULL;
END
$$;
