DROP INDEX "copropriete_id_teledeclarant_courant_idx";--> statement-breakpoint
DROP INDEX "declaration_id_teledeclarant_statut_idx";--> statement-breakpoint
CREATE INDEX "copropriete_id_teledeclarant_courant_id_idx" ON "copropriete" USING btree ("id_teledeclarant_courant","id","etat","date_derniere_maj_annuelle","geolocalisee","date_debut_mandat","date_fin_mandat");--> statement-breakpoint
CREATE INDEX "declaration_id_teledeclarant_statut_idx" ON "declaration" USING btree ("id_teledeclarant","statut","id_copropriete");