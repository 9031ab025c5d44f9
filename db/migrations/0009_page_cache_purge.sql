-- What anonymous pages show of a cook (their reviews, under their name) changes when the
-- cook is deleted or renamed, or a review is deleted: every app process keeps such pages
-- for a few seconds (app/lib/page-cache.server.ts) and drops them all when it hears this
-- channel (db/client.server.ts `listen`; decision 026). Whatever writes it (the app, a
-- cascade, an operator's SQL), the notice goes out at commit, once per transaction.
CREATE FUNCTION "purge_anonymous_pages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache_purge', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_purge_pages" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "purge_anonymous_pages"();--> statement-breakpoint
CREATE TRIGGER "users_renamed_purge_pages" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "purge_anonymous_pages"();--> statement-breakpoint
CREATE TRIGGER "reviews_purge_pages" AFTER DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "purge_anonymous_pages"();
