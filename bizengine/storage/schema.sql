-- bizengine schema. Idempotent: apply it as often as you like (at start-up and from the CLI).
-- Money is integer cents. Timestamps are timestamptz; dates inside dialog/data are Madrid wall time.
-- Every read and write of a case filters by business AND session in the query itself.

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
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO bizengine_app;
  END IF;
END $$;
