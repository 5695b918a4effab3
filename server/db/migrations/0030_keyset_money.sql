DROP INDEX "ledger_account_idx";--> statement-breakpoint
CREATE INDEX "ledger_account_created_id_idx" ON "ledger" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_account_kind_created_id_idx" ON "ledger" USING btree ("account_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "package_usage_records_account_reference_created_id_idx" ON "package_usage_records" USING btree ("account_id","reference","created_at","id");--> statement-breakpoint
CREATE INDEX "push_deliveries_account_id_idx" ON "push_deliveries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "push_deliveries_account_push_id_idx" ON "push_deliveries" USING btree ("account_id","push_id","id");--> statement-breakpoint
CREATE INDEX "push_deliveries_account_state_id_idx" ON "push_deliveries" USING btree ("account_id","state","id");