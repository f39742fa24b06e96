ALTER TABLE "fiche_memo" ADD COLUMN "titre" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiche_memo" ADD COLUMN "description" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "fiche_memo_categorie_ordre_idx" ON "fiche_memo" USING btree ("categorie","ordre");