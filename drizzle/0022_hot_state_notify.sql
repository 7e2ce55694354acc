-- Hot per-user state (sessions, the plan, AI usage) is cached on every instance (docs/decisions/024). Any
-- change to the rows it comes from, by the app, a job, the admin CLI or plain SQL, tells every instance
-- through the event bus's channel, once committed, so no cache outlives a change.
CREATE FUNCTION "mohtavayar_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('mohtavayar_events', json_build_object('type', TG_ARGV[0], 'userId', changed ->> TG_ARGV[1])::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscribers_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscribers"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('user-state-changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "ai_usage_changed" AFTER INSERT OR UPDATE OR DELETE ON "ai_usage"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('user-state-changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('sessions-changed', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "mohtavayar_user_changed"('sessions-changed', 'id');
