ALTER TABLE "dissolution" ADD COLUMN "profil_demandeur" "profil";--> statement-breakpoint
ALTER TABLE "mandat" ADD COLUMN "profil_demandeur" "profil";--> statement-breakpoint
ALTER TABLE "mandat" ADD COLUMN "demande_rattachement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Sources « mandat » et « dissolution » du guichet lues par leurs index (ADR 0306). Reprise : les demandes en
-- attente sont les mandats en attente d'une copropriété qui attend un rattachement ou une contestation (le guichet ne
-- lit le drapeau que sur elles ; les mandats déjà décidés ne sont pas requalifiés).
UPDATE mandat m SET demande_rattachement = true, date_soumission = COALESCE(m.date_soumission, m.date_creation)
WHERE m.statut IN ('A_VALIDER', 'VALIDATION_EN_COURS') AND EXISTS (SELECT 1 FROM copropriete c WHERE c.id = m.id_copropriete
  AND c.etat IN ('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', 'IMMATRICULEE_RATTACHEMENT_CONTESTE'));--> statement-breakpoint
-- Profil du demandeur recopié comme sur la déclaration (ADR 0280) : valeur actuelle du compte, puis tenue par des
-- déclencheurs dans la transaction de chaque écriture, quel que soit le code qui écrit.
UPDATE mandat m SET profil_demandeur = c.profil FROM compte c WHERE c.id = m.id_compte_demandeur;--> statement-breakpoint
UPDATE dissolution x SET profil_demandeur = c.profil FROM compte c WHERE c.id = x.id_compte_demandeur;--> statement-breakpoint
CREATE OR REPLACE FUNCTION recopier_profil_compte_demandeur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.profil_demandeur := (SELECT profil FROM compte WHERE id = NEW.id_compte_demandeur);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER mandat_profil_demandeur BEFORE INSERT OR UPDATE OF id_compte_demandeur, profil_demandeur
  ON mandat FOR EACH ROW
  WHEN (NEW.id_compte_demandeur IS NOT NULL OR NEW.profil_demandeur IS NOT NULL)
  EXECUTE FUNCTION recopier_profil_compte_demandeur();--> statement-breakpoint
CREATE TRIGGER dissolution_profil_demandeur BEFORE INSERT OR UPDATE OF id_compte_demandeur, profil_demandeur
  ON dissolution FOR EACH ROW
  WHEN (NEW.id_compte_demandeur IS NOT NULL OR NEW.profil_demandeur IS NOT NULL)
  EXECUTE FUNCTION recopier_profil_compte_demandeur();--> statement-breakpoint
CREATE OR REPLACE FUNCTION propager_profil_demandeur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE declaration SET profil_demandeur = NEW.profil WHERE id_compte_declarant = NEW.id;
  UPDATE mandat SET profil_demandeur = NEW.profil WHERE id_compte_demandeur = NEW.id;
  UPDATE dissolution SET profil_demandeur = NEW.profil WHERE id_compte_demandeur = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE INDEX "dissolution_a_valider_profil_idx" ON "dissolution" USING btree ("profil_demandeur","date_demande","id_copropriete") WHERE "dissolution"."statut" = 'A_VALIDER';--> statement-breakpoint
CREATE INDEX "dissolution_id_compte_demandeur_idx" ON "dissolution" USING btree ("id_compte_demandeur");--> statement-breakpoint
CREATE INDEX "mandat_id_compte_demandeur_idx" ON "mandat" USING btree ("id_compte_demandeur");--> statement-breakpoint
CREATE INDEX "mandat_rattachement_attente_profil_idx" ON "mandat" USING btree ("profil_demandeur","date_soumission","id_copropriete") WHERE "mandat"."demande_rattachement" AND "mandat"."statut" IN ('A_VALIDER', 'VALIDATION_EN_COURS');--> statement-breakpoint
CREATE INDEX "mandat_rattachement_attente_depot_idx" ON "mandat" USING btree ("date_soumission","id_copropriete") WHERE "mandat"."demande_rattachement" AND "mandat"."statut" IN ('A_VALIDER', 'VALIDATION_EN_COURS');--> statement-breakpoint
ALTER TABLE "mandat" ADD CONSTRAINT "mandat_demande_rattachement_depot_check" CHECK (NOT "mandat"."demande_rattachement" OR "mandat"."date_soumission" IS NOT NULL);--> statement-breakpoint
-- Le planificateur croyait les deux conditions des index partiels des rattachements indépendantes (un rattachement en
-- attente sur dix estimé) et triait toutes ces demandes au lieu de lire l'index dans l'ordre (ADR 0306).
CREATE STATISTICS mandat_demande_rattachement_statut_stats (mcv) ON demande_rattachement, statut FROM mandat;
