CREATE TABLE "dev_provider_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "dev_provider_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "dev_provider_records_grant_idx" ON "dev_provider_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "dev_provider_records_uid_idx" ON "dev_provider_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "dev_provider_records_expires_idx" ON "dev_provider_records" USING btree ("expires_at");--> statement-breakpoint
-- The development provider's identities were recorded under its issuer, which is PUBLIC_URL's
-- (http://localhost:3000/dev-oidc): the same e-mail was another cook on another PUBLIC_URL.
-- They are now recorded under one issuer for every URL (decision 022). Where one e-mail
-- already has cooks under several URLs, the oldest identity becomes the one; the others
-- keep their cooks, unreachable by the development sign-in.
UPDATE "identities" SET "issuer" = 'urn:chef-ia:provedor-de-desenvolvimento'
WHERE ("issuer", "subject") IN (
  SELECT DISTINCT ON ("subject") "issuer", "subject" FROM "identities"
  WHERE "issuer" LIKE '%/dev-oidc' AND "subject" LIKE 'dev-%'
  ORDER BY "subject", "created_at", "issuer"
);
