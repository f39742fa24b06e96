CREATE TABLE "captcha_utilise" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expire_le" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_utilise_expire_le_idx" ON "captcha_utilise" USING btree ("expire_le");