ALTER TABLE "finance_attention" DROP CONSTRAINT "finance_attention_reason_check";--> statement-breakpoint
DROP INDEX "finance_attention_trade_idx";--> statement-breakpoint
ALTER TABLE "finance_attention" ADD COLUMN "detail" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_attention_trade_idx" ON "finance_attention" USING btree ("provider","trade_no","order_id","reason");--> statement-breakpoint
ALTER TABLE "finance_attention" ADD CONSTRAINT "finance_attention_reason_check" CHECK ("finance_attention"."reason" in ('orderClosed', 'alreadyPaid', 'tradeNoTaken', 'amountMismatch', 'otherAccount'));