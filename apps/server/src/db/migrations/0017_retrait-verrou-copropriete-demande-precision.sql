ALTER TABLE "demande_precision" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "demande_precision" CASCADE;--> statement-breakpoint
ALTER TABLE "copropriete" DROP CONSTRAINT "copropriete_verrou_check";--> statement-breakpoint
ALTER TABLE "copropriete" DROP CONSTRAINT "copropriete_verrou_id_compte_compte_id_fk";
--> statement-breakpoint
DROP INDEX "copropriete_verrou_id_compte_idx";--> statement-breakpoint
ALTER TABLE "copropriete" DROP COLUMN "verrou_id_compte";--> statement-breakpoint
ALTER TABLE "copropriete" DROP COLUMN "verrou_pris_le";