CREATE INDEX "copropriete_date_immatriculation_idx" ON "copropriete" USING btree ("date_immatriculation");--> statement-breakpoint
CREATE INDEX "mandat_date_validation_idx" ON "mandat" USING btree ("date_validation");--> statement-breakpoint
CREATE INDEX "evenement_journal_modalite_idx" ON "evenement_journal" USING btree ("modalite","date");