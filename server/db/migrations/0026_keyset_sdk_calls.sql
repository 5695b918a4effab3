CREATE INDEX "sdk_calls_account_duration_id_idx" ON "sdk_calls" USING btree ("account_id","duration_ms","id");--> statement-breakpoint
CREATE INDEX "sdk_calls_account_status_id_idx" ON "sdk_calls" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX "sdk_calls_account_key_created_id_idx" ON "sdk_calls" USING btree ("account_id","key_id","created_at","id");