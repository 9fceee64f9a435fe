-- bizengine schema. Idempotent: apply it as often as you like (at start-up, once per version, and
-- from the CLI, always).
-- Money is integer cents. Timestamps are timestamptz; dates inside dialog/data are Madrid wall time.
-- Every read and write of a case filters by business AND session in the query itself.

-- The version of this file last applied (its digest): a worker's start reads it and applies the
-- file only when it changed, so restarts never lock the tables the other workers are writing.
CREATE TABLE IF NOT EXISTS bizengine_schema (
  id          integer PRIMARY KEY CHECK (id = 1),
  version     text NOT NULL,
  applied_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS cases (
  id          text PRIMARY KEY,                       -- EXP-20261031-c5f32b0a1d2e3f45 (Madrid date + 64 random bits)
  business    text NOT NULL,
  session_id  text NOT NULL CHECK (session_id ~ '^[a-f0-9]{32}$'),
  state       text NOT NULL DEFAULT 'intake' CHECK (state IN
              ('intake','enrich','route','retrieve','propose','await_approval','handoff','refused','emit')),
  lang        text NOT NULL DEFAULT 'es' CHECK (lang IN ('es','gl')),
  pii_level   text NOT NULL DEFAULT 'none' CHECK (pii_level IN
              ('none','email','phone','card','dni','health','minor')),
  summary     text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS cases_owner_idx ON cases (business, session_id, updated_at DESC);

CREATE TABLE IF NOT EXISTS biz_requests (
  id           text PRIMARY KEY,                      -- req-…
  case_id      text NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  business     text NOT NULL,
  session_id   text NOT NULL,
  parent_id    text REFERENCES biz_requests(id) ON DELETE CASCADE,  -- an aside hangs from the main request
  kind         text NOT NULL CHECK (kind IN ('order','booking','question','handoff','info')),
  status       text NOT NULL CHECK (status IN
               ('collecting','pending','confirmed','denied','change_proposed','answered','reviewed','cancelled')),
  dialog       jsonb NOT NULL DEFAULT '{}'::jsonb,    -- the conversation state between turns
  data         jsonb NOT NULL DEFAULT '{}'::jsonb,    -- lines, name, phone, note, party…
  customer_text text NOT NULL DEFAULT '',
  slot_start   timestamptz,
  slot_end     timestamptz,
  total_cents  integer CHECK (total_cents IS NULL OR total_cents >= 0),
  proposed     jsonb,                                  -- the time a person proposed (change_proposed)
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (slot_end IS NULL OR slot_start IS NULL OR slot_end > slot_start)
);
CREATE INDEX IF NOT EXISTS biz_requests_case_idx ON biz_requests (case_id, created_at);
CREATE INDEX IF NOT EXISTS biz_requests_owner_idx ON biz_requests (business, session_id, status, updated_at DESC);

CREATE TABLE IF NOT EXISTS messages (
  id          text PRIMARY KEY,                       -- msg-…
  seq         bigint GENERATED ALWAYS AS IDENTITY,
  case_id     text NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  request_id  text REFERENCES biz_requests(id) ON DELETE SET NULL,
  role        text NOT NULL CHECK (role IN ('user','assistant','staff')),
  text        text NOT NULL,
  meta        jsonb,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS messages_case_idx ON messages (case_id, seq);

-- The history of a case: every state change and decision. Append-only.
CREATE TABLE IF NOT EXISTS events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id     text NOT NULL REFERENCES cases(id),
  request_id  text,
  type        text NOT NULL,
  payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS events_case_idx ON events (case_id, id);

CREATE OR REPLACE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events es solo de añadir: % no está permitido', TG_OP;
END $$;
CREATE OR REPLACE TRIGGER events_append_only
  BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_append_only();
CREATE OR REPLACE TRIGGER events_no_truncate
  BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION events_append_only();

CREATE TABLE IF NOT EXISTS router_decisions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id     text NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  request_id  text,
  step        text NOT NULL,
  route       text NOT NULL,
  reason      text NOT NULL DEFAULT '',
  model       text,
  tokens_in   integer NOT NULL DEFAULT 0,
  tokens_out  integer NOT NULL DEFAULT 0,
  ms          integer NOT NULL DEFAULT 0,
  prompt_hash text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS router_decisions_case_idx ON router_decisions (case_id, id);

CREATE TABLE IF NOT EXISTS citations (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id     text NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  request_id  text,
  message_id  text REFERENCES messages(id) ON DELETE CASCADE,
  title       text NOT NULL,
  source      text NOT NULL,
  score       real,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS citations_case_idx ON citations (case_id, id);

-- What the engine checked (slots, lead times, allergens): the evidence a person sees.
CREATE TABLE IF NOT EXISTS tool_calls (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id     text NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  request_id  text,
  seq         integer NOT NULL,
  tool        text NOT NULL,
  ok          boolean NOT NULL,
  result      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tool_calls_case_idx ON tool_calls (case_id, seq);

-- What is left prepared for a person, and who decided.
CREATE TABLE IF NOT EXISTS proposals (
  id          text PRIMARY KEY,                       -- prp-…
  case_id     text NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  request_id  text NOT NULL REFERENCES biz_requests(id) ON DELETE CASCADE,
  kind        text NOT NULL,
  payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS proposals_request_idx ON proposals (request_id);

CREATE TABLE IF NOT EXISTS approvals (
  id          text PRIMARY KEY,                       -- apr-…
  proposal_id text REFERENCES proposals(id) ON DELETE CASCADE,
  case_id     text NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  request_id  text NOT NULL REFERENCES biz_requests(id) ON DELETE CASCADE,
  actor       text NOT NULL,
  decision    text NOT NULL CHECK (decision IN ('accept','change','deny','answer')),
  payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS approvals_request_idx ON approvals (request_id);

-- The closing markdown of a case a person closed. No artifact without an approval.
CREATE TABLE IF NOT EXISTS artifacts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id     text NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  approval_id text NOT NULL REFERENCES approvals(id),
  path        text NOT NULL,
  content     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- retention (issue 14)
-- Closed cases older than a business's retention lose their personal data; amounts, statuses,
-- times and the audit of who decided stay. `events` stays append-only for everybody except
-- the role `bizengine_purger`, which owns the one function that may scrub it: bizengine_purge_case.
ALTER TABLE cases ADD COLUMN IF NOT EXISTS purged_at timestamptz;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'bizengine_purger') THEN
    CREATE ROLE bizengine_purger NOLOGIN;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'sin permiso para crear el rol bizengine_purger: créalo un administrador (docs/operations.md)';
END $$;

-- Replaces the definition above: an UPDATE by the purge function (running as bizengine_purger)
-- is the one exception; DELETE and TRUNCATE stay forbidden for everybody.
CREATE OR REPLACE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_user = 'bizengine_purger' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'events es solo de añadir: % no está permitido', TG_OP;
END $$;

-- A JSON object with the values of personal keys replaced by «[borrado]» (lists by ["[borrado]"]).
CREATE OR REPLACE FUNCTION bizengine_scrub_json(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN j IS NULL OR jsonb_typeof(j) <> 'object' THEN j ELSE coalesce((
    SELECT jsonb_object_agg(key, CASE
      WHEN key NOT IN ('name', 'phone', 'email', 'note', 'questions', 'question', 'text', 'message', 'reason',
                       'title', 'customer', 'customer_name', 'summary', 'said') OR jsonb_typeof(value) = 'null' THEN value
      WHEN jsonb_typeof(value) = 'array' THEN '["[borrado]"]'::jsonb
      ELSE '"[borrado]"'::jsonb END)
    FROM jsonb_each(j)), '{}'::jsonb) END
$$;

CREATE OR REPLACE FUNCTION bizengine_purge_case(p_case text, p_actor text, p_older_than_days integer)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM biz_requests WHERE case_id = p_case AND status IN ('pending', 'change_proposed')) THEN
    RAISE EXCEPTION 'el expediente % tiene solicitudes pendientes: no se borra', p_case;
  END IF;
  UPDATE cases SET summary = '[borrado]', purged_at = now() WHERE id = p_case;
  UPDATE biz_requests SET customer_text = '[borrado]', dialog = '{}'::jsonb,
         data = bizengine_scrub_json(data), proposed = bizengine_scrub_json(proposed) WHERE case_id = p_case;
  UPDATE messages SET text = '[borrado]', meta = NULL WHERE case_id = p_case;
  UPDATE proposals SET payload = bizengine_scrub_json(payload)
         || jsonb_build_object('data', bizengine_scrub_json(payload->'data')) WHERE case_id = p_case;
  UPDATE approvals SET payload = bizengine_scrub_json(payload) WHERE case_id = p_case;
  UPDATE artifacts SET content = regexp_replace(regexp_replace(regexp_replace(content,
           '- a nombre de: [^\n]*', '- a nombre de: [borrado]', 'g'),
           '- indicaciones: [^\n]*', '- indicaciones: [borrado]', 'g'),
           '(## Mensaje\n\n)[^\n]*', '\1[borrado]', 'g')
         WHERE case_id = p_case;
  UPDATE tool_calls SET result = bizengine_scrub_json(result) || '{"detail": "[borrado]"}'::jsonb WHERE case_id = p_case;
  UPDATE events SET payload = bizengine_scrub_json(payload) WHERE case_id = p_case;
  INSERT INTO events (case_id, type, payload)
  VALUES (p_case, 'purged', jsonb_build_object('actor', p_actor, 'older_than_days', p_older_than_days));
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'bizengine_purger') THEN
    GRANT USAGE ON SCHEMA public TO bizengine_purger;
    GRANT SELECT, UPDATE ON cases, biz_requests, messages, proposals, approvals, artifacts, tool_calls, events
      TO bizengine_purger;
    GRANT INSERT ON events TO bizengine_purger;
    REVOKE ALL ON FUNCTION bizengine_purge_case(text, text, integer) FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION bizengine_purge_case(text, text, integer) TO CURRENT_USER;
    ALTER FUNCTION bizengine_purge_case(text, text, integer) OWNER TO bizengine_purger;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'sin permiso para dar la función de borrado a bizengine_purger (docs/operations.md)';
END $$;

-- The real occupancy of a business (production): its live requests, read on every slot check.
CREATE INDEX IF NOT EXISTS biz_requests_live_idx ON biz_requests (business, created_at)
  WHERE status IN ('pending', 'confirmed', 'change_proposed');
-- Staff accounts (production mode): a person, and their role in each business they work for.
CREATE TABLE IF NOT EXISTS staff_people (
  id            text PRIMARY KEY,                     -- per-…
  email         text NOT NULL UNIQUE CHECK (email = lower(email) AND email LIKE '%_@_%'),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  password_hash text NOT NULL,                        -- argon2id (argon2-cffi)
  disabled      boolean NOT NULL DEFAULT false,
  auth_epoch    integer NOT NULL DEFAULT 0,           -- bumped on password change: older sessions stop working
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);

CREATE TABLE IF NOT EXISTS staff_roles (
  person_id   text NOT NULL REFERENCES staff_people(id) ON DELETE CASCADE,
  business    text NOT NULL,
  role        text NOT NULL CHECK (role IN ('owner','staff')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (person_id, business)
);
CREATE INDEX IF NOT EXISTS staff_roles_business_idx ON staff_roles (business);
-- Disabled in one business only (an owner of A never switches a person off in B).
ALTER TABLE staff_roles ADD COLUMN IF NOT EXISTS disabled boolean NOT NULL DEFAULT false;

-- A request's place in the queue for a slot is its creation, or the moment it took a time again
-- after a proposal had freed its own (the customer said no, or the time they chose filled up):
-- it then queues behind every request already waiting there.
ALTER TABLE biz_requests ADD COLUMN IF NOT EXISTS requeued_at timestamptz;

-- Who decided, as a reference to the person (the actor text keeps the name for the record).
ALTER TABLE approvals ADD COLUMN IF NOT EXISTS person_id text REFERENCES staff_people(id);

-- E-mail to the business: one row per request that became pending, written by the same
-- transaction (a trigger), sent later by a background thread with retries (service/outbox.py).
CREATE TABLE IF NOT EXISTS mail_outbox (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business    text NOT NULL,
  request_id  text NOT NULL REFERENCES biz_requests(id) ON DELETE CASCADE,
  attempts    integer NOT NULL DEFAULT 0,
  next_try_at timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  gave_up_at  timestamptz,
  last_error  text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mail_outbox_due_idx ON mail_outbox (next_try_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;

CREATE OR REPLACE FUNCTION mail_outbox_on_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'pending' AND NEW.kind IN ('order','booking','question','handoff')
     AND (TG_OP = 'INSERT' OR OLD.status = 'collecting') THEN
    INSERT INTO mail_outbox (business, request_id) VALUES (NEW.business, NEW.id);
  END IF;
  RETURN NEW;
END $$;
-- WHEN keeps the function out of every other write of a request (a turn updates its status column
-- each time): the trigger runs only where a request becomes pending.
CREATE OR REPLACE TRIGGER mail_outbox_on_pending
  AFTER UPDATE OF status ON biz_requests FOR EACH ROW
  WHEN (NEW.status = 'pending' AND OLD.status = 'collecting') EXECUTE FUNCTION mail_outbox_on_pending();
CREATE OR REPLACE TRIGGER mail_outbox_on_pending_insert
  AFTER INSERT ON biz_requests FOR EACH ROW
  WHEN (NEW.status = 'pending') EXECUTE FUNCTION mail_outbox_on_pending();


-- Suggestions (issue 20): the precomputed artifacts per business (rebuilt by `obrador-mel recs build`,
-- read by a turn) and what happened to each suggestion shown (best-effort, append only).
CREATE TABLE IF NOT EXISTS suggestion_artifacts (
  business   text NOT NULL,
  kind       text NOT NULL,             -- 'cooccurrence'
  payload    jsonb NOT NULL,
  stats      jsonb NOT NULL DEFAULT '{}'::jsonb,
  built_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business, kind)
);

CREATE TABLE IF NOT EXISTS suggestion_events (
  id         bigserial PRIMARY KEY,
  business   text NOT NULL,
  case_id    text,
  request_id text,
  item_id    text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('shown', 'accepted', 'dismissed')),
  layer      text,
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS suggestion_events_business_idx ON suggestion_events (business, kind, item_id);

-- Phones are stored in E.164 since issue 19 (bizengine/language/phones.py); a request stored
-- before holds the nine digits of a Spanish number.
UPDATE biz_requests SET data = jsonb_set(data, '{phone}', to_jsonb('+34' || (data->>'phone')))
  WHERE data->>'phone' ~ '^[5-9][0-9]{8}$';

-- Least privilege. The owner role applies this file; the app connects as bizengine_app, which may
-- read and write the case tables but only INSERT and SELECT on events (no UPDATE, DELETE or
-- TRUNCATE: with no superuser or replication rights it cannot switch the triggers off either).
-- With the embedded database both roles exist; elsewhere create them (docs/operations.md).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'bizengine_app') THEN
    GRANT USAGE ON SCHEMA public TO bizengine_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO bizengine_app;
    REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON events FROM bizengine_app;
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON bizengine_schema FROM bizengine_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO bizengine_app;
  END IF;
END $$;

-- Suggestion events are append only for the app as well (the artifacts are replaced by a build).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'bizengine_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON suggestion_events FROM bizengine_app;
  END IF;
END $$;
