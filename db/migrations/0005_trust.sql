ALTER TABLE "fridge_searches" ADD COLUMN "status" text DEFAULT 'pronta' NOT NULL;--> statement-breakpoint
ALTER TABLE "fridge_searches" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "fridge_searches" ADD COLUMN "twin_key" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "avoidances" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "fridge_searches" ADD CONSTRAINT "fridge_searches_status_check" CHECK ("fridge_searches"."status" in ('gerando', 'pronta', 'falhou'));