-- Many funnel steps in one statement (one transaction, one commit): `p_events` is a JSON array of
-- objects with the parameters of `record_hosted_event` (push: the subscription or null). Each step runs
-- in a block of its own, so one that fails leaves the others recorded: it comes back as 'not_covered'
-- (an install neither quota nor balance covers) or 'failed', having written nothing, for the caller
-- to record on its own. Rows come in the steps' order (`n` from 1), with the app's account when known.
CREATE OR REPLACE FUNCTION record_hosted_events(p_events jsonb) RETURNS TABLE (n bigint, result text, account integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_event jsonb;
BEGIN
  FOR v_event, n IN SELECT x.event, x.n FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(event, n) ORDER BY x.n LOOP
    account := NULL;
    BEGIN
      SELECT r.result, r.account INTO result, account
      FROM record_hosted_event(v_event->>'app', v_event->>'code', v_event->>'device', v_event->>'step',
        v_event->>'platform', v_event->>'browser', v_event->>'os', v_event->>'country', v_event->>'push', false) r;
    EXCEPTION
      WHEN SQLSTATE 'PWI01' THEN
        result := 'not_covered';
      WHEN OTHERS THEN
        result := 'failed';
    END;
    RETURN NEXT;
  END LOOP;
END $$;
