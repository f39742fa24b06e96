CREATE TABLE "code_postal" (
	"code_postal" varchar(5) NOT NULL,
	"code_insee" varchar(5) NOT NULL,
	"libelle_acheminement" varchar(100) NOT NULL,
	CONSTRAINT "code_postal_code_postal_code_insee_pk" PRIMARY KEY("code_postal","code_insee")
);
--> statement-breakpoint
CREATE TABLE "commune" (
	"code_insee" varchar(5) PRIMARY KEY NOT NULL,
	"nom" varchar(100) NOT NULL,
	"nom_recherche" varchar(100) NOT NULL,
	"type" varchar(30) NOT NULL,
	"code_departement" varchar(3) NOT NULL,
	"code_region" varchar(3) NOT NULL,
	"siren_epci" varchar(9),
	"code_commune_parente" varchar(5),
	"population" integer
);
--> statement-breakpoint
CREATE TABLE "commune_absorbee" (
	"code" varchar(5) NOT NULL,
	"type" varchar(30) NOT NULL,
	"nom" varchar(100) NOT NULL,
	"code_commune" varchar(5) NOT NULL,
	CONSTRAINT "commune_absorbee_code_type_pk" PRIMARY KEY("code","type")
);
--> statement-breakpoint
CREATE TABLE "departement" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"nom" varchar(100) NOT NULL,
	"code_region" varchar(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "epci" (
	"siren" varchar(9) PRIMARY KEY NOT NULL,
	"nom" varchar(200) NOT NULL,
	"type" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "naf" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"libelle" varchar(300) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"nom" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chargement_donnees" (
	"nom" varchar(64) PRIMARY KEY NOT NULL,
	"version" varchar(64) NOT NULL,
	"charge_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"texte" text DEFAULT '' NOT NULL,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"donnees" jsonb NOT NULL,
	"expire_le" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_postal" ADD CONSTRAINT "code_postal_code_insee_commune_code_insee_fk" FOREIGN KEY ("code_insee") REFERENCES "public"."commune"("code_insee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune" ADD CONSTRAINT "commune_code_departement_departement_code_fk" FOREIGN KEY ("code_departement") REFERENCES "public"."departement"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune" ADD CONSTRAINT "commune_code_region_region_code_fk" FOREIGN KEY ("code_region") REFERENCES "public"."region"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune" ADD CONSTRAINT "commune_siren_epci_epci_siren_fk" FOREIGN KEY ("siren_epci") REFERENCES "public"."epci"("siren") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune_absorbee" ADD CONSTRAINT "commune_absorbee_code_commune_commune_code_insee_fk" FOREIGN KEY ("code_commune") REFERENCES "public"."commune"("code_insee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departement" ADD CONSTRAINT "departement_code_region_region_code_fk" FOREIGN KEY ("code_region") REFERENCES "public"."region"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_postal_code_insee_idx" ON "code_postal" USING btree ("code_insee");--> statement-breakpoint
CREATE INDEX "commune_code_departement_idx" ON "commune" USING btree ("code_departement");--> statement-breakpoint
CREATE INDEX "commune_code_region_idx" ON "commune" USING btree ("code_region");--> statement-breakpoint
CREATE INDEX "commune_siren_epci_idx" ON "commune" USING btree ("siren_epci");--> statement-breakpoint
CREATE INDEX "commune_nom_recherche_trgm_idx" ON "commune" USING gin ("nom_recherche" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commune_absorbee_code_commune_idx" ON "commune_absorbee" USING btree ("code_commune");--> statement-breakpoint
CREATE INDEX "departement_code_region_idx" ON "departement" USING btree ("code_region");--> statement-breakpoint
CREATE INDEX "session_expire_le_idx" ON "session" USING btree ("expire_le");