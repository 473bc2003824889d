-- The admin dashboard's activity figures (db/schema.ts: user_activity_day), kept by the database itself:
-- every message a person sends counts once on its UTC day. A trigger, so that the chat's statements stay
-- as they are and nothing in the app can forget to count.
CREATE FUNCTION count_user_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_activity_day (user_id, day, messages)
  SELECT c.user_id, (NEW.timestamp AT TIME ZONE 'UTC')::date, 1 FROM conversation c WHERE c.id = NEW.conversation_id
  ON CONFLICT (user_id, day) DO UPDATE SET messages = user_activity_day.messages + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER message_counts_activity AFTER INSERT ON message
  FOR EACH ROW WHEN (NEW.role = 'user') EXECUTE FUNCTION count_user_activity();
--> statement-breakpoint
-- What was sent before this migration.
INSERT INTO user_activity_day (user_id, day, messages)
SELECT c.user_id, (m.timestamp AT TIME ZONE 'UTC')::date, count(*)
FROM message m JOIN conversation c ON c.id = m.conversation_id
WHERE m.role = 'user'
GROUP BY 1, 2
ON CONFLICT (user_id, day) DO NOTHING;
