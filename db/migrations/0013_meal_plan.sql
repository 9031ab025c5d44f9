CREATE TABLE "meal_plan_slots" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"meal" text NOT NULL,
	"recipe_id" text NOT NULL,
	"servings" integer NOT NULL,
	"reason" text,
	"locked" boolean DEFAULT false NOT NULL,
	"refused" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_slots_user_id_day_meal_pk" PRIMARY KEY("user_id","day","meal"),
	CONSTRAINT "meal_plan_slots_meal_check" CHECK ("meal_plan_slots"."meal" in ('cafe', 'almoco', 'lanche', 'jantar')),
	CONSTRAINT "meal_plan_slots_servings_check" CHECK ("meal_plan_slots"."servings" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "household_size" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_slots" ADD CONSTRAINT "meal_plan_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_slots" ADD CONSTRAINT "meal_plan_slots_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_slots_recipe_idx" ON "meal_plan_slots" USING btree ("recipe_id");