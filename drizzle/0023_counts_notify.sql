-- The orders tab's counts and daily content's allowance are cached with the plan (decision 024): a change to
-- a seller's orders or a user's daily content makes every instance forget that user's cached state.
CREATE TRIGGER "orders_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('user-state-changed', 'seller_id');
--> statement-breakpoint
CREATE TRIGGER "daily_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "daily_content"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('user-state-changed', 'user_id');
