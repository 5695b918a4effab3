DROP INDEX "apps_account_created_idx";--> statement-breakpoint
DROP INDEX "channels_account_created_idx";--> statement-breakpoint
DROP INDEX "channels_app_idx";--> statement-breakpoint
DROP INDEX "notices_account_created_idx";--> statement-breakpoint
CREATE INDEX "apps_account_created_id_idx" ON "apps" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "apps_account_updated_id_idx" ON "apps" USING btree ("account_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "apps_account_name_id_idx" ON "apps" USING btree ("account_id","app_name","id");--> statement-breakpoint
CREATE INDEX "apps_account_state_id_idx" ON "apps" USING btree ("account_id","state","id");--> statement-breakpoint
CREATE INDEX "apps_account_app_id_idx" ON "apps" USING btree ("account_id","app_id");--> statement-breakpoint
CREATE INDEX "channels_account_created_id_idx" ON "channels" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "channels_account_id_idx" ON "channels" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "channels_account_name_id_idx" ON "channels" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "channels_account_code_id_idx" ON "channels" USING btree ("account_id","code","id");--> statement-breakpoint
CREATE INDEX "channels_account_state_id_idx" ON "channels" USING btree ("account_id","state","id");--> statement-breakpoint
CREATE INDEX "channels_account_installs_id_idx" ON "channels" USING btree ("account_id","install_count","id");--> statement-breakpoint
CREATE INDEX "channels_app_created_id_idx" ON "channels" USING btree ("app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notices_account_created_id_idx" ON "notices" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notices_account_title_id_idx" ON "notices" USING btree ("account_id","title","id");