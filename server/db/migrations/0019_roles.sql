CREATE TABLE "role_access" (
	"role_id" integer NOT NULL,
	"access_id" integer NOT NULL,
	CONSTRAINT "role_access_role_id_access_id_pk" PRIMARY KEY("role_id","access_id")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"base" text NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "role_access" ADD CONSTRAINT "role_access_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_access" ADD CONSTRAINT "role_access_access_id_admin_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."admin_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_admin_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."admin_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_access_access_idx" ON "role_access" USING btree ("access_id");--> statement-breakpoint
CREATE INDEX "role_menus_menu_idx" ON "role_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code_idx" ON "roles" USING btree ("code");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (keep when regenerating): the built-in roles, and their grants from the dropped column
-- admin_menus.roles (empty: every role that saw the parent), so a database seeded before keeps its menus.
INSERT INTO "roles" ("code", "name", "base", "builtin") VALUES ('admin', 'admin', 'admin', true), ('master', 'master', 'master', true), ('official', 'official', 'official', true) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
WITH RECURSIVE "granted" ("role_id", "code", "menu_id") AS (
	SELECT r."id", r."code", m."id" FROM "roles" r JOIN "admin_menus" m ON m."parent_id" IS NULL AND (jsonb_array_length(m."roles") = 0 OR m."roles" @> jsonb_build_array(r."code")) WHERE r."builtin"
	UNION
	SELECT g."role_id", g."code", m."id" FROM "granted" g JOIN "admin_menus" m ON m."parent_id" = g."menu_id" AND (jsonb_array_length(m."roles") = 0 OR m."roles" @> jsonb_build_array(g."code"))
)
SELECT "role_id", "menu_id" FROM "granted" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "admin_menus" DROP COLUMN "roles";