-- Every change to a watched table notifies the 'club_changes' channel with the table name;
-- the server relays it to browsers over SSE (see platform/realtime.ts).
CREATE OR REPLACE FUNCTION notify_table_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('club_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
