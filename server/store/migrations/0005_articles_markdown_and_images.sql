CREATE TABLE "article_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"role" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "rendered" jsonb DEFAULT '{"longDescription":"","points":[],"body":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "rendered_with" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_images_article" ON "article_images" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_images_sha256" ON "article_images" USING btree ("sha256");--> statement-breakpoint
-- The articles already stored: their closing paragraphs become the Markdown body, one paragraph each
-- (nothing is lost; the store renders it when it opens, as rendered_with 0 asks: server/store/
-- article-rendering.ts), and each gets a slug from its title by the rule of src/contracts/
-- article-slug.ts (accents are not dropped here but the letters that carry them: "Café" gives "caf");
-- a slug already taken gets the article's id after it.
UPDATE "articles" SET "body" = coalesce((SELECT string_agg("p", E'\n\n') FROM jsonb_array_elements_text("closing_paragraphs") AS "p"), '');--> statement-breakpoint
UPDATE "articles" SET "slug" = trim(both '-' from left(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), 80));--> statement-breakpoint
UPDATE "articles" SET "slug" = trim(both '-' from left('article-' || "slug", 80)) WHERE "slug" !~ '[a-z]';--> statement-breakpoint
UPDATE "articles" AS "a" SET "slug" = trim(both '-' from left("a"."slug", 70)) || '-' || "a"."id" WHERE EXISTS (
	SELECT 1 FROM "articles" AS "b" WHERE "b"."slug" = "a"."slug" AND "b"."id" < "a"."id"
);--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug" ON "articles" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "closing_paragraphs";