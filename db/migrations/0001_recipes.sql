CREATE TABLE "recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"prep_time" integer NOT NULL,
	"cook_time" integer NOT NULL,
	"total_time" integer GENERATED ALWAYS AS (prep_time + cook_time) STORED NOT NULL,
	"servings" integer NOT NULL,
	"difficulty" text NOT NULL,
	"ingredients" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"nutritional_info" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"origin" text DEFAULT 'catalogue' NOT NULL,
	"author_id" text,
	"parent_id" text,
	"listed" boolean DEFAULT true NOT NULL,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(title || ' ' || description))) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pt_unaccent', title), 'A') || setweight(to_tsvector('pt_unaccent', description), 'B')) STORED NOT NULL,
	CONSTRAINT "recipes_difficulty_check" CHECK ("recipes"."difficulty" in ('fácil', 'médio', 'difícil')),
	CONSTRAINT "recipes_times_check" CHECK ("recipes"."prep_time" >= 0 and "recipes"."cook_time" >= 0),
	CONSTRAINT "recipes_servings_check" CHECK ("recipes"."servings" > 0)
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_parent_id_recipes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_search_vector_idx" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recipes_search_text_trgm_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_tags_idx" ON "recipes" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "recipes_catalogue_order_idx" ON "recipes" USING btree ("position","id") WHERE "recipes"."listed";--> statement-breakpoint
CREATE INDEX "recipes_total_time_idx" ON "recipes" USING btree ("total_time");--> statement-breakpoint
CREATE INDEX "recipes_author_idx" ON "recipes" USING btree ("author_id");