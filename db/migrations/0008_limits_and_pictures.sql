CREATE TABLE "daily_counts" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "daily_counts_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "daily_counts_kind_check" CHECK ("daily_counts"."kind" in ('review', 'photo', 'report')),
	CONSTRAINT "daily_counts_used_check" CHECK ("daily_counts"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "illustration_pngs" (
	"recipe_id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "counts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_counts" ADD CONSTRAINT "daily_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_pngs" ADD CONSTRAINT "illustration_pngs_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A review is hidden while three reports that count (from accounts old enough when they
-- reported, decision 023) stand against it, kept here whatever adds or removes a report:
-- a report filed, or a reporter's account deleted with its reports (the review comes
-- back). The rating trigger of 0006 follows the hidden flag. The app locks the review
-- row before reporting, so concurrent reports are counted one after the other.
CREATE FUNCTION "review_reports_keep_hidden"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text;
  hide boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN target := OLD.review_id; ELSE target := NEW.review_id; END IF;
  SELECT count(*) >= 3 INTO hide FROM "review_reports" WHERE "review_id" = target AND "counts";
  UPDATE "reviews" SET "hidden" = hide WHERE "id" = target AND "hidden" <> hide;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_reports_hidden" AFTER INSERT OR UPDATE OF "counts" OR DELETE ON "review_reports"
  FOR EACH ROW EXECUTE FUNCTION "review_reports_keep_hidden"();
