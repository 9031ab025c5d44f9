CREATE TABLE "recipe_ingredient_terms" (
	"recipe_id" text NOT NULL,
	"ingredient_no" integer NOT NULL,
	"term" text NOT NULL,
	"optional" boolean NOT NULL,
	"listed" boolean NOT NULL,
	"position" integer,
	"required" integer NOT NULL,
	"share_divisor" double precision NOT NULL,
	"avoidances" text[] NOT NULL,
	CONSTRAINT "recipe_ingredient_terms_recipe_id_ingredient_no_term_pk" PRIMARY KEY("recipe_id","ingredient_no","term")
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "fridge_keys" text[];--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "fridge_required" integer;--> statement-breakpoint
ALTER TABLE "recipe_ingredient_terms" ADD CONSTRAINT "recipe_ingredient_terms_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ingredient_terms_term_idx" ON "recipe_ingredient_terms" USING btree ("term","share_divisor") WHERE "recipe_ingredient_terms"."listed";--> statement-breakpoint
-- The fridge's index (decision 046): a recipe's `fridge_keys`, computed in TypeScript where
-- the words are stemmed (app/domain/ingredient-matching.ts), become one row per word of each
-- key, with what the ranking reads copied from the recipe. Whatever writes a recipe, its rows
-- follow in the same transaction: new keys rewrite them, a change of listed, position or
-- avoidances is copied, a deleted recipe takes them along (the foreign key).
CREATE FUNCTION "recipes_keep_fridge_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.fridge_keys IS NOT DISTINCT FROM OLD.fridge_keys
     AND NEW.fridge_required IS NOT DISTINCT FROM OLD.fridge_required THEN
    IF (NEW.listed, NEW.position, NEW.avoidances) IS DISTINCT FROM (OLD.listed, OLD.position, OLD.avoidances) THEN
      UPDATE "recipe_ingredient_terms"
        SET "listed" = NEW.listed, "position" = NEW.position, "avoidances" = NEW.avoidances
        WHERE "recipe_id" = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "recipe_ingredient_terms" WHERE "recipe_id" = NEW.id;
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recipes_fridge_terms" AFTER INSERT OR UPDATE OF "fridge_keys", "fridge_required", "listed", "position", "avoidances" ON "recipes"
  FOR EACH ROW EXECUTE FUNCTION "recipes_keep_fridge_terms"();
