CREATE INDEX "pwa_users_account_channel_last_seen_id_idx" ON "pwa_users" USING btree ("account_id","channel_id","last_seen","id");--> statement-breakpoint
CREATE INDEX "pwa_users_account_first_seen_id_idx" ON "pwa_users" USING btree ("account_id","first_seen","id");--> statement-breakpoint
CREATE INDEX "pwa_users_account_device_idx" ON "pwa_users" USING btree ("account_id","device_id");