ALTER TYPE "public"."categorie_evenement" ADD VALUE 'RECLAMATION';--> statement-breakpoint
ALTER TYPE "public"."type_cible_evenement" ADD VALUE 'RECLAMATION' BEFORE 'AUCUNE';--> statement-breakpoint
ALTER TYPE "public"."type_evenement" ADD VALUE 'DEPOT_RECLAMATION';--> statement-breakpoint
ALTER TYPE "public"."type_evenement" ADD VALUE 'PRISE_EN_CHARGE_RECLAMATION';--> statement-breakpoint
ALTER TYPE "public"."type_evenement" ADD VALUE 'CLOTURE_RECLAMATION';--> statement-breakpoint
CREATE INDEX "reclamation_date_creation_idx" ON "reclamation" USING btree ("date_creation");--> statement-breakpoint
CREATE INDEX "reclamation_id_document_idx" ON "reclamation" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "reclamation_id_compte_traitement_idx" ON "reclamation" USING btree ("id_compte_traitement");