CREATE TABLE "recipe_title_words" (
	"word" text PRIMARY KEY NOT NULL,
	"recipes" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recipe_title_words_trgm_idx" ON "recipe_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A title's distinct words of three letters or more, folded as search_text is.
CREATE FUNCTION "title_words"(title text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT word), '{}') FROM regexp_split_to_table(lower(f_unaccent(title)), '[^a-z0-9]+') AS word WHERE length(word) >= 3 $$;--> statement-breakpoint
-- Adds each delta to its word's count (in word order, so concurrent writers lock alike)
-- and drops the words no listed title has any more.
CREATE FUNCTION "recipe_title_words_add"(words text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "recipe_title_words" AS kept ("word", "recipes")
    SELECT word, delta FROM unnest(words, deltas) AS change(word, delta) ORDER BY word
    ON CONFLICT ("word") DO UPDATE SET "recipes" = kept."recipes" + excluded."recipes";
  DELETE FROM "recipe_title_words" WHERE "word" = ANY(words) AND "recipes" <= 0;
END
$$;--> statement-breakpoint
-- The title words kept current whatever writes recipes (the catalogue loader, the Chef,
-- a cook's edits, a deleted account's cascade), in the writer's transaction; once per
-- statement, so loading thousands of recipes is one upsert of their words.
CREATE FUNCTION "recipes_keep_title_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO words, deltas
      FROM (SELECT word, count(*)::integer AS delta FROM new_rows, unnest(title_words(new_rows.title)) AS word
            WHERE new_rows.listed GROUP BY word) AS added;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO words, deltas
      FROM (SELECT word, -count(*)::integer AS delta FROM old_rows, unnest(title_words(old_rows.title)) AS word
            WHERE old_rows.listed GROUP BY word) AS removed;
  ELSE
    -- Only the rows whose title or listing changed: a rating or an image leaves the words alone.
    SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO words, deltas
      FROM (SELECT word, sum(delta)::integer AS delta FROM (
              SELECT word, 1 AS delta FROM new_rows, unnest(title_words(new_rows.title)) AS word
              WHERE new_rows.listed AND NOT EXISTS (
                SELECT 1 FROM old_rows WHERE old_rows.id = new_rows.id AND old_rows.listed AND old_rows.title = new_rows.title)
              UNION ALL
              SELECT word, -1 FROM old_rows, unnest(title_words(old_rows.title)) AS word
              WHERE old_rows.listed AND NOT EXISTS (
                SELECT 1 FROM new_rows WHERE new_rows.id = old_rows.id AND new_rows.listed AND new_rows.title = old_rows.title)
            ) AS changes GROUP BY word HAVING sum(delta) <> 0) AS changed;
  END IF;
  IF words IS NOT NULL THEN
    PERFORM "recipe_title_words_add"(words, deltas);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_title_words_insert" AFTER INSERT ON "recipes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipes_keep_title_words"();--> statement-breakpoint
CREATE TRIGGER "recipes_title_words_update" AFTER UPDATE ON "recipes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipes_keep_title_words"();--> statement-breakpoint
CREATE TRIGGER "recipes_title_words_delete" AFTER DELETE ON "recipes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipes_keep_title_words"();--> statement-breakpoint
INSERT INTO "recipe_title_words" ("word", "recipes")
  SELECT word, count(*) FROM "recipes", unnest(title_words("recipes"."title")) AS word WHERE "recipes"."listed" GROUP BY word;
