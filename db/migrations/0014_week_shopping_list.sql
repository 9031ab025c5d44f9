CREATE TABLE "pantry_items" (
	"user_id" text NOT NULL,
	"food_key" text NOT NULL,
	"name" text NOT NULL,
	"has" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_items_user_id_food_key_pk" PRIMARY KEY("user_id","food_key")
);
--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "food_key" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "recipes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "staple" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "bought" double precision;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "bought_unit" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "plan_days" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Lines a recipe page added before sources were kept are the ones with a quantity.
UPDATE "shopping_items" SET "source" = 'receita' WHERE "quantity" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "market_order" text[];--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD CONSTRAINT "shopping_items_source_check" CHECK ("shopping_items"."source" in ('manual', 'receita', 'cardapio'));