CREATE TABLE "compteur_copropriete" (
	"etat" "etat_copropriete" PRIMARY KEY NOT NULL,
	"nombre" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "compteur_copropriete_nombre_check" CHECK ("compteur_copropriete"."nombre" >= 0)
);
--> statement-breakpoint
CREATE INDEX "copropriete_numero_immatriculation_trgm_idx" ON "copropriete" USING gin (immutable_unaccent(lower("numero_immatriculation")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "copropriete_nom_tri_idx" ON "copropriete" USING btree (immutable_unaccent(lower("nom")));--> statement-breakpoint
-- Compteurs par état tenus par des déclencheurs d'instruction (ADR 0162) : une ligne par état, créée ici ; une
-- mise à jour sans changement d'état n'écrit rien.
INSERT INTO compteur_copropriete (etat, nombre)
  SELECT e.etat, (SELECT count(*) FROM copropriete c WHERE c.etat = e.etat)
  FROM unnest(enum_range(NULL::etat_copropriete)) AS e(etat);--> statement-breakpoint
CREATE OR REPLACE FUNCTION compter_coproprietes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE compteur_copropriete cc SET nombre = cc.nombre + d.n
      FROM (SELECT etat, count(*) AS n FROM nouvelles GROUP BY etat) d WHERE cc.etat = d.etat;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE compteur_copropriete cc SET nombre = cc.nombre - d.n
      FROM (SELECT etat, count(*) AS n FROM anciennes GROUP BY etat) d WHERE cc.etat = d.etat;
  ELSE
    UPDATE compteur_copropriete cc SET nombre = cc.nombre + d.n
      FROM (
        SELECT etat, sum(delta) AS n FROM (
          SELECT etat, 1 AS delta FROM nouvelles UNION ALL SELECT etat, -1 AS delta FROM anciennes
        ) x GROUP BY etat HAVING sum(delta) <> 0
      ) d WHERE cc.etat = d.etat;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER copropriete_compteur_insertion AFTER INSERT ON copropriete
  REFERENCING NEW TABLE AS nouvelles FOR EACH STATEMENT EXECUTE FUNCTION compter_coproprietes();--> statement-breakpoint
CREATE TRIGGER copropriete_compteur_modification AFTER UPDATE ON copropriete
  REFERENCING OLD TABLE AS anciennes NEW TABLE AS nouvelles FOR EACH STATEMENT EXECUTE FUNCTION compter_coproprietes();--> statement-breakpoint
CREATE TRIGGER copropriete_compteur_suppression AFTER DELETE ON copropriete
  REFERENCING OLD TABLE AS anciennes FOR EACH STATEMENT EXECUTE FUNCTION compter_coproprietes();
