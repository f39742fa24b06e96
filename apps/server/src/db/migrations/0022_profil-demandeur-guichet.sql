ALTER TABLE "declaration" ADD COLUMN "profil_demandeur" "profil";--> statement-breakpoint
-- Profil du demandeur recopié sur la déclaration (ADR 0280) : valeur actuelle du compte auteur, puis tenue par
-- des déclencheurs dans la transaction de chaque écriture (insertion ou changement d'auteur d'une déclaration,
-- changement de profil d'un compte), quel que soit le code qui écrit.
UPDATE declaration d SET profil_demandeur = c.profil FROM compte c WHERE c.id = d.id_compte_declarant;--> statement-breakpoint
CREATE OR REPLACE FUNCTION recopier_profil_demandeur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.profil_demandeur := (SELECT profil FROM compte WHERE id = NEW.id_compte_declarant);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER declaration_profil_demandeur BEFORE INSERT OR UPDATE OF id_compte_declarant, profil_demandeur
  ON declaration FOR EACH ROW
  WHEN (NEW.id_compte_declarant IS NOT NULL OR NEW.profil_demandeur IS NOT NULL)
  EXECUTE FUNCTION recopier_profil_demandeur();--> statement-breakpoint
CREATE OR REPLACE FUNCTION propager_profil_demandeur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE declaration SET profil_demandeur = NEW.profil WHERE id_compte_declarant = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER compte_profil_demandeur AFTER UPDATE OF profil ON compte FOR EACH ROW
  WHEN (OLD.profil IS DISTINCT FROM NEW.profil)
  EXECUTE FUNCTION propager_profil_demandeur();--> statement-breakpoint
CREATE INDEX "declaration_a_valider_profil_idx" ON "declaration" USING btree ("profil_demandeur","date_soumission","id_copropriete") WHERE "declaration"."statut" = 'A_VALIDER';