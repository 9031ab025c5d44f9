CREATE TABLE "recipe_photos" (
	"recipe_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "recipe_photos_recipe_id_width_pk" PRIMARY KEY("recipe_id","width")
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_site" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_author" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "photo_version" text;--> statement-breakpoint
ALTER TABLE "recipe_photos" ADD CONSTRAINT "recipe_photos_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_author_source_idx" ON "recipes" USING btree ("author_id","source_url") WHERE "recipes"."source_url" is not null;