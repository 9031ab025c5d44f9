ALTER TABLE "model_usage" ALTER COLUMN "ip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "model_usage" ADD COLUMN "identity_key" text;--> statement-breakpoint
CREATE INDEX "model_usage_identity_idx" ON "model_usage" USING btree ("identity_key","kind","created_at") WHERE "model_usage"."identity_key" is not null;--> statement-breakpoint
-- One take of an AI quota (app/lib/model/usage.server.ts) in one statement, so the locks
-- are held only while PostgreSQL runs it, never across round trips to a busy app process.
-- Only tries the locks: 'ocupado' when another take holds one (the app tries again a
-- moment later, holding no connection meanwhile). VOLATILE (the default): each query
-- here takes a fresh snapshot, so the counts see every take committed before the lock
-- was ours (https://www.postgresql.org/docs/current/xfunc-volatility.html).
CREATE FUNCTION "take_model_quota"(
  p_user_id text, p_identity text, p_ip text, p_kind text, p_daily integer, p_hourly integer, p_now timestamptz
) RETURNS TABLE ("outcome" text, "usage_id" bigint, "free_at" timestamptz) LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  oldest timestamptz;
  new_id bigint;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('quota-ip:' || p_ip))
     OR NOT pg_try_advisory_xact_lock(hashtext('quota:' || p_identity)) THEN
    RETURN QUERY SELECT 'ocupado'::text, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  -- The cook's calls of this kind in the day, and those of an account of the same e-mail deleted within it.
  SELECT count(*), min(u."created_at") INTO taken, oldest FROM "model_usage" u
    WHERE (u."user_id" = p_user_id OR u."identity_key" = p_identity)
      AND u."kind" = p_kind AND u."created_at" > p_now - interval '24 hours';
  IF taken >= p_daily THEN
    RETURN QUERY SELECT 'dia'::text, NULL::bigint, coalesce(oldest, p_now) + interval '24 hours';
    RETURN;
  END IF;
  SELECT count(*), min(u."created_at") INTO taken, oldest FROM "model_usage" u
    WHERE u."ip" = p_ip AND u."created_at" > p_now - interval '1 hour';
  IF taken >= p_hourly THEN
    RETURN QUERY SELECT 'hora'::text, NULL::bigint, coalesce(oldest, p_now) + interval '1 hour';
    RETURN;
  END IF;
  INSERT INTO "model_usage" ("user_id", "ip", "kind", "created_at") VALUES (p_user_id, p_ip, p_kind, p_now)
    RETURNING "id" INTO new_id;
  RETURN QUERY SELECT 'ok'::text, new_id, NULL::timestamptz;
END
$$;
