ALTER TABLE "recipes" ADD COLUMN "plan_protein" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "plan_perishables" text[];--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "serving_calories" double precision GENERATED ALWAYS AS ((nutritional_info->>'calories')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "serving_sodium" double precision GENERATED ALWAYS AS ((nutritional_info->>'sodium')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "serving_carbs" double precision GENERATED ALWAYS AS ((nutritional_info->>'carbs')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "plan_rank" integer GENERATED ALWAYS AS (hashtext(id)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_plan_rank_idx" ON "recipes" USING btree ("plan_rank","id") WHERE "recipes"."origin" = 'catalogue';