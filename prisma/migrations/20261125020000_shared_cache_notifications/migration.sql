-- Every Coffer process keeps the OAuth clients and the active signing keys in memory and
-- forgets one as soon as it changes (docs/operations.md, "Caches"). The change is announced
-- by the database itself, so every writer is covered: any Coffer process, `pnpm cli`, SQL by
-- hand. PostgreSQL delivers a NOTIFY when the writing transaction commits.

CREATE FUNCTION "notify_oauth_client_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('coffer_shared_cache', 'client:' || OLD."id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('coffer_shared_cache', 'client:' || NEW."id");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "OAuthClient_shared_cache"
  AFTER INSERT OR UPDATE OR DELETE ON "OAuthClient"
  FOR EACH ROW EXECUTE FUNCTION "notify_oauth_client_changed"();

CREATE FUNCTION "notify_signing_key_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('coffer_shared_cache', 'signing-key:' || OLD."alg"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('coffer_shared_cache', 'signing-key:' || NEW."alg"::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "SigningKey_shared_cache"
  AFTER INSERT OR UPDATE OR DELETE ON "SigningKey"
  FOR EACH ROW EXECUTE FUNCTION "notify_signing_key_changed"();
