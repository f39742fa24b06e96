ALTER TABLE "copropriete" ADD COLUMN "nom_recherche" text GENERATED ALWAYS AS (immutable_unaccent(lower(nom))) STORED;--> statement-breakpoint
CREATE INDEX "copropriete_nom_recherche_trgm_idx" ON "copropriete" USING gin ("nom_recherche" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "copropriete_nom_recherche_idx" ON "copropriete" USING btree ("nom_recherche");