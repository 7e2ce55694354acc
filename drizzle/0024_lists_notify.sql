-- The first page of each list (conversations, a conversation's messages, products, orders, a day's content) is
-- cached with the user's hot state (decision 024): a change to the rows a list is written from makes every
-- instance forget that user's cached state, as the triggers of 0022 and 0023 do.
CREATE TRIGGER "chat_conversations_changed" AFTER INSERT OR UPDATE OR DELETE ON "chat_conversations"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('user-state-changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('user-state-changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "product_media_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_media"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('user-state-changed', 'user_id');
--> statement-breakpoint
-- A message names its conversation, not its owner: the owner is looked up. When the conversation itself is
-- being deleted its messages go with it, and the conversation's own trigger has already told.
CREATE FUNCTION "mohtavayar_message_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  SELECT user_id INTO owner FROM chat_conversations
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.conversation_id ELSE NEW.conversation_id END);
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('mohtavayar_events', json_build_object('type', 'user-state-changed', 'userId', owner)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "chat_messages_changed" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_message_changed"();
