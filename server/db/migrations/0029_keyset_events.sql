DROP INDEX "install_events_account_created_idx";--> statement-breakpoint
DROP INDEX "operation_logs_operation_created_idx";--> statement-breakpoint
DROP INDEX "operation_logs_user_created_idx";--> statement-breakpoint
DROP INDEX "operation_logs_status_created_idx";--> statement-breakpoint
CREATE INDEX "install_events_account_created_id_idx" ON "install_events" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "install_events_account_app_created_id_idx" ON "install_events" USING btree ("account_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "install_events_account_channel_created_id_idx" ON "install_events" USING btree ("account_id","channel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "install_events_account_step_created_id_idx" ON "install_events" USING btree ("account_id","step","created_at","id");--> statement-breakpoint
CREATE INDEX "install_events_account_billing_created_id_idx" ON "install_events" USING btree ("account_id","billing","created_at","id") WHERE "install_events"."billing" is not null;--> statement-breakpoint
CREATE INDEX "operation_logs_operation_created_id_idx" ON "operation_logs" USING btree ("operation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_logs_user_created_id_idx" ON "operation_logs" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_logs_status_created_id_idx" ON "operation_logs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_logs_status_id_idx" ON "operation_logs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "operation_logs_duration_id_idx" ON "operation_logs" USING btree ("duration_ms","id");