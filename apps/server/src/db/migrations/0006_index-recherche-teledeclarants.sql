CREATE INDEX "compte_prenom_trgm_idx" ON "compte" USING gin (immutable_unaccent(lower("prenom")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compte_email_trgm_idx" ON "compte" USING gin (immutable_unaccent(lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teledeclarant_raison_sociale_tri_idx" ON "teledeclarant" USING btree (immutable_unaccent(lower("raison_sociale")));--> statement-breakpoint
CREATE INDEX "teledeclarant_localite_trgm_idx" ON "teledeclarant" USING gin (immutable_unaccent(lower("localite")) gin_trgm_ops);