CREATE TABLE "instantane_indicateurs" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"calcule_le" timestamp with time zone NOT NULL,
	"jour" date NOT NULL,
	"dernier_evenement" bigint DEFAULT 0 NOT NULL,
	"tableau" jsonb NOT NULL,
	CONSTRAINT "instantane_indicateurs_unique_check" CHECK ("instantane_indicateurs"."id" = 1)
);
