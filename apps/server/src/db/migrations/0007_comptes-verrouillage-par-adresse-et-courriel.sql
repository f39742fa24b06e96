CREATE TABLE "verrouillage_connexion" (
	"id_compte" integer NOT NULL,
	"adresse" varchar(64) NOT NULL,
	"echecs" smallint DEFAULT 0 NOT NULL,
	"verrouille_jusqu_a" timestamp with time zone,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verrouillage_connexion_id_compte_adresse_pk" PRIMARY KEY("id_compte","adresse"),
	CONSTRAINT "verrouillage_connexion_echecs_check" CHECK ("verrouillage_connexion"."echecs" >= 0)
);
--> statement-breakpoint
ALTER TABLE "compte" DROP CONSTRAINT "compte_tentatives_echouees_check";--> statement-breakpoint
ALTER TABLE "compte" ADD COLUMN "reinitialisation_envoyee_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compte" ADD COLUMN "email_en_attente" varchar(254);--> statement-breakpoint
ALTER TABLE "compte" ADD COLUMN "cle_email_hash" varchar(128);--> statement-breakpoint
ALTER TABLE "compte" ADD COLUMN "cle_email_expire_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verrouillage_connexion" ADD CONSTRAINT "verrouillage_connexion_id_compte_compte_id_fk" FOREIGN KEY ("id_compte") REFERENCES "public"."compte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compte_cle_email_unique" ON "compte" USING btree ("cle_email_hash");--> statement-breakpoint
ALTER TABLE "compte" DROP COLUMN "tentatives_echouees";--> statement-breakpoint
ALTER TABLE "compte" DROP COLUMN "verrouille_jusqu_a";