ALTER TABLE "declaration" ADD COLUMN "cle_creation" uuid;--> statement-breakpoint
ALTER TABLE "declaration" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_cle_creation_unique" ON "declaration" USING btree ("cle_creation");--> statement-breakpoint
ALTER TABLE "declaration" ADD CONSTRAINT "declaration_version_check" CHECK ("declaration"."version" >= 1);