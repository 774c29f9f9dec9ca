CREATE UNIQUE INDEX "workflows_id_space_unique" ON "workflows" USING btree ("id","space_id");--> statement-breakpoint
ALTER TABLE "campaign_prospects" DROP CONSTRAINT "campaign_prospects_space_id_spaces_id_fk";
--> statement-breakpoint
ALTER TABLE "campaign_prospects" DROP CONSTRAINT "campaign_prospects_workflow_id_workflows_id_fk";
--> statement-breakpoint
DROP INDEX "campaign_prospects_space_idx";--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_workflow_space_fk" FOREIGN KEY ("workflow_id","space_id") REFERENCES "public"."workflows"("id","space_id") ON DELETE cascade ON UPDATE no action;
