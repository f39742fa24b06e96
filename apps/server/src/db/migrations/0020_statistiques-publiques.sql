CREATE TABLE "statistique_commune" (
	"code_insee" varchar(5) PRIMARY KEY NOT NULL,
	"code_departement" varchar(3) NOT NULL,
	"code_region" varchar(3) NOT NULL,
	"siren_epci" varchar(9),
	"nb_coproprietes" integer DEFAULT 0 NOT NULL,
	"nb_lots" bigint DEFAULT 0 NOT NULL,
	"nb_lots_habitation" bigint DEFAULT 0 NOT NULL,
	"nb_jusqu_a_10" integer DEFAULT 0 NOT NULL,
	"nb_de_11_a_49" integer DEFAULT 0 NOT NULL,
	"nb_de_50_a_199" integer DEFAULT 0 NOT NULL,
	"nb_a_partir_de_200" integer DEFAULT 0 NOT NULL,
	"nb_mandat_en_cours" integer DEFAULT 0 NOT NULL,
	"nb_maj_annuelle_faite" integer DEFAULT 0 NOT NULL,
	"nb_conformes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistique_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"genere_le" timestamp with time zone NOT NULL,
	"jour" date NOT NULL,
	"dernier_evenement" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistique_generation_unique_check" CHECK ("statistique_generation"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "statistique_trimestre" (
	"trimestre" date NOT NULL,
	"code_insee" varchar(5) NOT NULL,
	"code_departement" varchar(3) NOT NULL,
	"code_region" varchar(3) NOT NULL,
	"siren_epci" varchar(9),
	"nb_immatriculations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistique_trimestre_code_insee_trimestre_pk" PRIMARY KEY("code_insee","trimestre")
);
--> statement-breakpoint
CREATE INDEX "statistique_commune_code_departement_idx" ON "statistique_commune" USING btree ("code_departement");--> statement-breakpoint
CREATE INDEX "statistique_commune_code_region_idx" ON "statistique_commune" USING btree ("code_region");--> statement-breakpoint
CREATE INDEX "statistique_commune_siren_epci_idx" ON "statistique_commune" USING btree ("siren_epci");--> statement-breakpoint
CREATE INDEX "statistique_trimestre_trimestre_idx" ON "statistique_trimestre" USING btree ("trimestre");--> statement-breakpoint
CREATE INDEX "statistique_trimestre_code_departement_idx" ON "statistique_trimestre" USING btree ("code_departement");--> statement-breakpoint
CREATE INDEX "statistique_trimestre_code_region_idx" ON "statistique_trimestre" USING btree ("code_region");--> statement-breakpoint
CREATE INDEX "statistique_trimestre_siren_epci_idx" ON "statistique_trimestre" USING btree ("siren_epci");