DROP INDEX "step_executions_credential_kind_finished_idx";--> statement-breakpoint
DROP INDEX "campaign_prospects_due_idx";--> statement-breakpoint
DROP INDEX "step_executions_workflow_idx";--> statement-breakpoint
CREATE INDEX "campaign_prospects_due_idx" ON "campaign_prospects" USING btree ("state","next_step_at","id");--> statement-breakpoint
CREATE INDEX "step_executions_workflow_idx" ON "step_executions" USING btree ("workflow_id","scheduled_at");--> statement-breakpoint
-- The worker's take (scheduled -> running) and completion change only unindexed columns
-- (status, outcome, detail, started_at, finished_at, reasons): with room left on the page they
-- are HOT updates that touch no index, so 30% of each page is kept free. drizzle-kit does not
-- track storage parameters; this statement is the record (see schema/engine.ts).
ALTER TABLE "step_executions" SET (fillfactor = 70);
