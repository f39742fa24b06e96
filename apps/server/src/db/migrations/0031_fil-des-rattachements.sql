ALTER TABLE "echange_demande" ADD COLUMN "id_mandat" integer;--> statement-breakpoint
ALTER TABLE "echange_demande" ADD CONSTRAINT "echange_demande_id_mandat_mandat_id_fk" FOREIGN KEY ("id_mandat") REFERENCES "public"."mandat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "echange_demande_id_mandat_idx" ON "echange_demande" USING btree ("id_mandat","le");