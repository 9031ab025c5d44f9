-- A model call that gave the cook nothing is given back (issue 21): the row stays, marked
-- returned, so it still counts for the address's hour (what one stranger can cost us), and
-- it counts for the cook's day only beyond a day's limit of give-backs (a cook whose every
-- request fails is still bounded, at twice the limit).
ALTER TABLE "model_usage" ADD COLUMN "returned_at" timestamp with time zone;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "take_model_quota"(
  p_user_id text, p_identity text, p_ip text, p_kind text, p_daily integer, p_hourly integer, p_now timestamptz
) RETURNS TABLE ("outcome" text, "usage_id" bigint, "free_at" timestamptz) LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  returned integer;
  oldest timestamptz;
  oldest_kept timestamptz;
  new_id bigint;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('quota-ip:' || p_ip))
     OR NOT pg_try_advisory_xact_lock(hashtext('quota:' || p_identity)) THEN
    RETURN QUERY SELECT 'ocupado'::text, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  -- The cook's calls of this kind in the day, and those of an account of the same e-mail deleted within it.
  SELECT count(*) FILTER (WHERE u."returned_at" IS NULL), count(*) FILTER (WHERE u."returned_at" IS NOT NULL),
         min(u."created_at"), min(u."created_at") FILTER (WHERE u."returned_at" IS NULL)
    INTO taken, returned, oldest, oldest_kept FROM "model_usage" u
    WHERE (u."user_id" = p_user_id OR u."identity_key" = p_identity)
      AND u."kind" = p_kind AND u."created_at" > p_now - interval '24 hours';
  IF taken + greatest(0, returned - p_daily) >= p_daily THEN
    RETURN QUERY SELECT 'dia'::text, NULL::bigint,
      coalesce(CASE WHEN returned > p_daily THEN oldest ELSE oldest_kept END, p_now) + interval '24 hours';
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
