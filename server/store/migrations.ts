import type { Database } from 'better-sqlite3';
import { writeTransaction } from './writeTransaction';

/**
 * Schema migrations, applied in order at start. `PRAGMA user_version` records how many ran, so a
 * data folder from an older build is brought up to date and a new one is created from nothing.
 * Append new steps; never edit one that has shipped.
 */
const migrations: readonly string[] = [
  `
  CREATE TABLE projects (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE environments (
    name TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    enabled INTEGER NOT NULL DEFAULT 1,
    protected INTEGER NOT NULL DEFAULT 0
  );

  -- Which environments a project uses, and its change request settings for each.
  CREATE TABLE project_environments (
    project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    environment TEXT NOT NULL REFERENCES environments(name) ON DELETE CASCADE,
    change_requests_enabled INTEGER NOT NULL DEFAULT 0,
    required_approvals INTEGER NOT NULL DEFAULT 1 CHECK (required_approvals >= 1),
    PRIMARY KEY (project, environment)
  );

  -- Feature names are unique in the whole instance, archived ones included, as in Unleash.
  CREATE TABLE features (
    name TEXT PRIMARY KEY,
    project TEXT NOT NULL REFERENCES projects(id),
    type TEXT NOT NULL DEFAULT 'release',
    description TEXT,
    stale INTEGER NOT NULL DEFAULT 0,
    favorite INTEGER NOT NULL DEFAULT 0,
    impression_data INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    archived_at TEXT,
    lifecycle_stage TEXT NOT NULL DEFAULT 'initial',
    lifecycle_entered_at TEXT NOT NULL
  );
  CREATE INDEX features_by_project ON features (project, archived_at, name);

  CREATE TABLE feature_environments (
    feature TEXT NOT NULL REFERENCES features(name) ON DELETE CASCADE,
    environment TEXT NOT NULL REFERENCES environments(name) ON DELETE CASCADE,
    enabled INTEGER NOT NULL DEFAULT 0,
    variants TEXT NOT NULL DEFAULT '[]',
    last_seen_at TEXT,
    PRIMARY KEY (feature, environment)
  );

  CREATE TABLE segments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE,
    description TEXT,
    project TEXT REFERENCES projects(id) ON DELETE CASCADE,
    constraints TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL
  );

  CREATE TABLE strategies (
    id TEXT PRIMARY KEY,
    feature TEXT NOT NULL,
    environment TEXT NOT NULL,
    name TEXT NOT NULL,
    title TEXT,
    disabled INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL DEFAULT 0,
    constraints TEXT NOT NULL DEFAULT '[]',
    parameters TEXT NOT NULL DEFAULT '{}',
    variants TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    FOREIGN KEY (feature, environment) REFERENCES feature_environments (feature, environment) ON DELETE CASCADE
  );
  CREATE INDEX strategies_by_feature ON strategies (feature, environment, sort_order);

  -- A segment in use cannot be deleted (no cascade on segment_id).
  CREATE TABLE strategy_segments (
    strategy_id TEXT NOT NULL REFERENCES strategies(id) ON DELETE CASCADE,
    segment_id INTEGER NOT NULL REFERENCES segments(id),
    PRIMARY KEY (strategy_id, segment_id)
  );
  CREATE INDEX strategy_segments_by_segment ON strategy_segments (segment_id);

  CREATE TABLE dependencies (
    child TEXT NOT NULL REFERENCES features(name) ON DELETE CASCADE,
    parent TEXT NOT NULL REFERENCES features(name) ON DELETE CASCADE,
    enabled INTEGER NOT NULL DEFAULT 1,
    variants TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (child, parent)
  );
  CREATE INDEX dependencies_by_parent ON dependencies (parent);

  CREATE TABLE tags (
    feature TEXT NOT NULL REFERENCES features(name) ON DELETE CASCADE,
    type TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (feature, type, value)
  );

  -- Root roles: 1 Admin, 2 Editor, 3 Viewer (Unleash's ids). Service accounts are users too.
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT,
    username TEXT NOT NULL UNIQUE,
    email TEXT,
    root_role INTEGER NOT NULL CHECK (root_role IN (1, 2, 3)),
    is_service INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );

  -- Secrets are stored as sha256 hashes only; the plain token is shown once.
  CREATE TABLE api_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    secret_hash TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL CHECK (type IN ('admin', 'client', 'frontend')),
    environment TEXT,
    projects TEXT NOT NULL DEFAULT '["*"]',
    token_name TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE pats (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    seen_at TEXT
  );
  CREATE INDEX pats_by_user ON pats (user_id);

  CREATE TABLE change_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    environment TEXT NOT NULL REFERENCES environments(name),
    title TEXT,
    min_approvals INTEGER NOT NULL CHECK (min_approvals >= 1),
    created_by INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('Draft', 'In review', 'Approved', 'Applied', 'Cancelled', 'Rejected', 'Scheduled')),
    scheduled_at TEXT,
    schedule_status TEXT CHECK (schedule_status IN ('pending', 'failed', 'suspended')),
    schedule_reason TEXT,
    -- Scheduled requests carry a schedule, and only they do: the schedule is what the
    -- scheduler re-arms on start, so a Scheduled request without one would never apply.
    CHECK ((state = 'Scheduled') = (scheduled_at IS NOT NULL AND schedule_status IS NOT NULL))
  );
  CREATE INDEX change_requests_by_project ON change_requests (project, state);

  -- A change to a feature (feature set) or to a segment (segment_id set).
  CREATE TABLE change_request_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    change_request_id INTEGER NOT NULL REFERENCES change_requests(id) ON DELETE CASCADE,
    feature TEXT,
    segment_id INTEGER,
    action TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}',
    created_by INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    CHECK ((feature IS NULL) <> (segment_id IS NULL))
  );
  CREATE INDEX change_request_changes_by_request ON change_request_changes (change_request_id);

  CREATE TABLE change_request_reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    change_request_id INTEGER NOT NULL REFERENCES change_requests(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL CHECK (kind IN ('approval', 'rejection')),
    reason TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX change_request_reviews_by_request ON change_request_reviews (change_request_id);

  CREATE TABLE change_request_comments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    change_request_id INTEGER NOT NULL REFERENCES change_requests(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    text TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX change_request_comments_by_request ON change_request_comments (change_request_id);

  -- What evaluation sees changes only through these tables. Triggers count every change, so the
  -- frontend API's cached evaluators notice any write (including an import) without each store
  -- function having to remember to say so.
  CREATE TABLE config_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
  INSERT INTO config_version (id, version) VALUES (1, 0);
  ${['features', 'feature_environments', 'strategies', 'strategy_segments', 'segments', 'dependencies', 'environments', 'project_environments', 'projects']
    .flatMap((table) => ['INSERT', 'UPDATE', 'DELETE'].map((op) => `
  CREATE TRIGGER ${table}_${op.toLowerCase()}_bumps_config AFTER ${op} ON ${table}
  BEGIN UPDATE config_version SET version = version + 1 WHERE id = 1; END;`))
    .join('\n')}

  -- A fresh instance looks like a fresh Unleash: the default project, development and production.
  INSERT INTO projects (id, name, description, created_at)
    VALUES ('default', 'Default', 'Default project', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  INSERT INTO environments (name, type, sort_order) VALUES ('development', 'development', 100);
  INSERT INTO environments (name, type, sort_order) VALUES ('production', 'production', 200);
  INSERT INTO project_environments (project, environment) VALUES ('default', 'development');
  INSERT INTO project_environments (project, environment) VALUES ('default', 'production');
  `,
  // API tokens issued through the admin API may expire, as Unleash's do.
  `
  ALTER TABLE api_tokens ADD COLUMN expires_at TEXT;
  `,
  // The change request workflow (server/README.md, Change requests): a change keeps the state it was made against (JSON), so a
  // flag changed since is seen as a conflict; each state a request enters is timed and signed.
  `
  ALTER TABLE change_request_changes ADD COLUMN snapshot TEXT;
  CREATE TABLE change_request_state_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    change_request_id INTEGER NOT NULL REFERENCES change_requests(id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id),
    at TEXT NOT NULL
  );
  CREATE INDEX change_request_state_changes_by_request ON change_request_state_changes (change_request_id);
  `,
  // Custom context fields (the built-in ones are the contract's `builtInContextFields`). SDKs never
  // read these: they describe fields for people writing constraints, so no trigger bumps config_version.
  `
  CREATE TABLE context_fields (
    name TEXT PRIMARY KEY,
    description TEXT,
    stickiness INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL DEFAULT 10,
    legal_values TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL
  );
  `,
  // People sign in as themselves (server/README.md, People and sessions): a password kept only as
  // its scrypt hash, the last sign-in (Unleash's seenAt), and deactivation, which keeps the person
  // whose name is on change requests. Emails are unique whatever their case, as sign-in reads them.
  // Sessions and one-time password links are kept by the sha256 of their secret, as tokens are.
  `
  ALTER TABLE users ADD COLUMN password_hash TEXT;
  ALTER TABLE users ADD COLUMN seen_at TEXT;
  ALTER TABLE users ADD COLUMN deactivated_at TEXT;
  CREATE UNIQUE INDEX users_by_email ON users (lower(email)) WHERE email IS NOT NULL;

  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX sessions_by_user ON sessions (user_id);
  CREATE INDEX sessions_by_expiry ON sessions (expires_at);

  CREATE TABLE password_links (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'reset')),
    created_by INTEGER,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX password_links_by_user ON password_links (user_id);
  `,
  // The event log in Unleash's shape (server/README.md, The event log): written in the transaction of the
  // change it describes. data and pre_data are JSON. Each filter of the search has an index on it
  // and created_at (and the rowid after it), so a page of the newest events of a flag, a project,
  // a type or a person is read from its index without sorting; created_at alone serves the whole
  // log, the date range and the retention's pruning.
  `
  CREATE TABLE events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    type TEXT NOT NULL,
    created_at TEXT NOT NULL,
    created_by TEXT NOT NULL,
    created_by_user_id INTEGER,
    feature_name TEXT,
    project TEXT,
    environment TEXT,
    data TEXT,
    pre_data TEXT,
    group_type TEXT,
    group_id TEXT
  );
  CREATE INDEX events_by_feature ON events (feature_name, created_at);
  CREATE INDEX events_by_project ON events (project, created_at);
  CREATE INDEX events_by_type ON events (type, created_at);
  CREATE INDEX events_by_creator ON events (created_by_user_id, created_at);
  CREATE INDEX events_by_environment ON events (environment, created_at);
  CREATE INDEX events_by_group ON events (group_id);
  CREATE INDEX events_by_time ON events (created_at);
  `,
  // Saved audiences (contract/audiences.ts): named contexts everyone shares. SDKs never read them,
  // so no trigger bumps config_version; names are unique whatever their case, as people search them.
  `
  CREATE TABLE saved_audiences (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    description TEXT,
    context TEXT NOT NULL,
    created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
  // An approval is for the changes as they were when it was given (server/README.md, Change
  // requests): it keeps a digest of them, and is withdrawn, with why, when they move on.
  `
  ALTER TABLE change_request_reviews ADD COLUMN changes_digest TEXT;
  ALTER TABLE change_request_reviews ADD COLUMN withdrawn_at TEXT;
  ALTER TABLE change_request_reviews ADD COLUMN withdrawn_reason TEXT;
  `,
  // Projects are archived as Unleash archives them: kept, with their events, out of every list but
  // the archive's, until revived or deleted.
  `
  ALTER TABLE projects ADD COLUMN archived_at TEXT;
  `,
  // Exposure metrics (server/README.md, Exposure metrics). A series is one flag in one environment
  // evaluated by one application; its counts are kept by hour (for `METRICS_HOURLY_RETENTION_HOURS`)
  // and by day (for `METRICS_RETENTION_DAYS`), each row a few integers, so a day of one series
  // costs a row of each. Hours and days are whole numbers since the epoch. A flag's last evaluation
  // is written to feature_environments.last_seen_at, which is no configuration: its trigger now
  // fires only on the columns SDKs read, so metrics never make the frontend API rebuild.
  `
  CREATE TABLE metric_series (
    id INTEGER PRIMARY KEY,
    feature TEXT NOT NULL,
    environment TEXT NOT NULL,
    app_name TEXT NOT NULL,
    UNIQUE (feature, environment, app_name)
  );
  CREATE INDEX metric_series_by_app ON metric_series (app_name);
  CREATE TABLE metric_hours (
    series INTEGER NOT NULL,
    hour INTEGER NOT NULL,
    yes INTEGER NOT NULL,
    no INTEGER NOT NULL,
    variants TEXT,
    PRIMARY KEY (series, hour)
  ) WITHOUT ROWID;
  CREATE INDEX metric_hours_by_hour ON metric_hours (hour);
  CREATE TABLE metric_days (
    series INTEGER NOT NULL,
    day INTEGER NOT NULL,
    yes INTEGER NOT NULL,
    no INTEGER NOT NULL,
    variants TEXT,
    PRIMARY KEY (series, day)
  ) WITHOUT ROWID;

  CREATE TABLE client_applications (
    app_name TEXT PRIMARY KEY,
    description TEXT,
    url TEXT,
    strategies TEXT,
    created_at TEXT NOT NULL,
    last_seen TEXT NOT NULL
  );
  CREATE TABLE client_instances (
    app_name TEXT NOT NULL REFERENCES client_applications(app_name) ON DELETE CASCADE,
    environment TEXT NOT NULL,
    instance_id TEXT NOT NULL,
    sdk_version TEXT,
    sdk_type TEXT,
    client_ip TEXT,
    created_at TEXT NOT NULL,
    last_seen TEXT NOT NULL,
    PRIMARY KEY (app_name, environment, instance_id)
  );

  DROP TRIGGER feature_environments_update_bumps_config;
  CREATE TRIGGER feature_environments_update_bumps_config
    AFTER UPDATE OF feature, environment, enabled, variants ON feature_environments
  BEGIN UPDATE config_version SET version = version + 1 WHERE id = 1; END;
  `,
  // Integrations (server/README.md, Integrations): Unleash's addons, their deliveries waiting to be
  // sent, and what each attempt came to (Unleash's integration events). An event is queued for every
  // enabled integration that listens to it by a trigger, so in the transaction of the write that
  // records it: no write can forget to, and a delivery survives a restart as its event does. Events
  // are referred to by id, never by a foreign key, so pruning old events is never held up.
  `
  CREATE TABLE addons (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    provider TEXT NOT NULL,
    description TEXT,
    enabled INTEGER NOT NULL,
    parameters TEXT NOT NULL,
    events TEXT NOT NULL,
    projects TEXT NOT NULL DEFAULT '[]',
    environments TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL
  );
  CREATE TABLE addon_deliveries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    addon_id INTEGER NOT NULL REFERENCES addons(id) ON DELETE CASCADE,
    event_id INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL
  );
  CREATE INDEX addon_deliveries_by_addon ON addon_deliveries (addon_id, id);
  CREATE TABLE integration_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    integration_id INTEGER NOT NULL REFERENCES addons(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    state TEXT NOT NULL,
    state_details TEXT NOT NULL,
    event TEXT NOT NULL,
    details TEXT NOT NULL
  );
  CREATE INDEX integration_events_by_integration ON integration_events (integration_id, id);
  CREATE TRIGGER events_queue_addon_deliveries AFTER INSERT ON events
  BEGIN
    INSERT INTO addon_deliveries (addon_id, event_id, next_attempt_at)
    SELECT a.id, NEW.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM addons a
    WHERE a.enabled = 1
      AND EXISTS (SELECT 1 FROM json_each(a.events) WHERE value = NEW.type)
      AND (a.projects = '[]' OR EXISTS (SELECT 1 FROM json_each(a.projects) WHERE value = '*' OR value = NEW.project))
      AND (a.environments = '[]' OR EXISTS (SELECT 1 FROM json_each(a.environments) WHERE value = '*' OR value = NEW.environment));
  END;
  `,
  // Following (server/README.md, Notifications): what each person follows, a flag or a project (Unleash's
  // favorites), and the newest event they have read. A person's own webhook is an integration they
  // own, which the queue feeds only the changes to what they follow that others made.
  `
  CREATE TABLE follows (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('feature', 'project')),
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    -- The newest event when the follow began: what came before is not news.
    since_event_id INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind, name)
  );
  CREATE INDEX follows_by_subject ON follows (kind, name);
  CREATE TABLE notification_reads (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    last_read_event_id INTEGER NOT NULL
  );
  ALTER TABLE addons ADD COLUMN owner_user_id INTEGER REFERENCES users(id) ON DELETE CASCADE;
  CREATE UNIQUE INDEX addons_by_owner ON addons (owner_user_id) WHERE owner_user_id IS NOT NULL;
  DROP TRIGGER events_queue_addon_deliveries;
  CREATE TRIGGER events_queue_addon_deliveries AFTER INSERT ON events
  BEGIN
    INSERT INTO addon_deliveries (addon_id, event_id, next_attempt_at)
    SELECT a.id, NEW.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM addons a
    WHERE a.enabled = 1
      AND EXISTS (SELECT 1 FROM json_each(a.events) WHERE value = NEW.type)
      AND (a.projects = '[]' OR EXISTS (SELECT 1 FROM json_each(a.projects) WHERE value = '*' OR value = NEW.project))
      AND (a.environments = '[]' OR EXISTS (SELECT 1 FROM json_each(a.environments) WHERE value = '*' OR value = NEW.environment))
      AND (a.owner_user_id IS NULL OR (NEW.created_by_user_id IS NOT a.owner_user_id AND EXISTS (
        SELECT 1 FROM follows f WHERE f.user_id = a.owner_user_id
          AND ((f.kind = 'feature' AND f.name = NEW.feature_name) OR (f.kind = 'project' AND f.name = NEW.project)))));
  END;
  `,
  // The instance's settings (maintenance mode), as Unleash keeps them by name; flag types' lifetimes
  // where an admin changed them; tag types, and tags made apart from any flag; the strategy
  // definitions people make (the built-in ones are the contract's, never stored); the flags SDKs
  // reported that the store does not hold. None is read by SDKs, so no trigger bumps config_version.
  `
  CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  INSERT INTO settings (name, value) VALUES ('instanceInfo', json_object('id', lower(hex(randomblob(16)))));
  CREATE TABLE feature_type_lifetimes (id TEXT PRIMARY KEY, lifetime_days INTEGER);
  CREATE TABLE tag_types (name TEXT PRIMARY KEY, description TEXT, icon TEXT);
  INSERT INTO tag_types (name, description, icon) VALUES ('simple', 'Used to simplify filtering of features', '#');
  INSERT OR IGNORE INTO tag_types (name) SELECT DISTINCT type FROM tags;
  CREATE TABLE tag_values (type TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (type, value));
  CREATE TABLE strategy_definitions (
    name TEXT PRIMARY KEY,
    title TEXT,
    description TEXT,
    parameters TEXT NOT NULL,
    deprecated INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE unknown_flags (
    name TEXT NOT NULL,
    app_name TEXT NOT NULL,
    environment TEXT NOT NULL,
    seen_at TEXT NOT NULL,
    PRIMARY KEY (name, app_name, environment)
  ) WITHOUT ROWID;
  `,
  // A flag's completion (Unleash's lifecycle/complete): kept or discarded, with the stage it left, so
  // uncompleting returns it there as Unleash does by dropping its completed stage. Links on a flag
  // (Unleash 8's feature links). The strategy a project adds where a flag is switched on in an
  // environment with none (Unleash's environment default strategy), JSON.
  `
  ALTER TABLE features ADD COLUMN lifecycle_status TEXT;
  ALTER TABLE features ADD COLUMN lifecycle_status_value TEXT;
  ALTER TABLE features ADD COLUMN lifecycle_before_completed TEXT;
  ALTER TABLE features ADD COLUMN lifecycle_before_completed_at TEXT;
  CREATE TABLE feature_links (
    id TEXT PRIMARY KEY,
    feature TEXT NOT NULL REFERENCES features(name) ON DELETE CASCADE,
    url TEXT NOT NULL,
    title TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX feature_links_by_feature ON feature_links (feature, created_at);
  ALTER TABLE project_environments ADD COLUMN default_strategy TEXT;
  `,
  // A project's own context fields (Unleash 8's): names stay unique across the instance, as Unleash
  // keeps them; a field goes with its project.
  `
  ALTER TABLE context_fields ADD COLUMN project TEXT REFERENCES projects(id) ON DELETE CASCADE;
  `,
  // Unleash's public invite links (its public_signup_tokens), kept by the sha256 of their secret,
  // and who signed up with each; a person's answers to the console's questionnaires and the splash
  // screens they saw (its user_feedback and user_splash). None is read by SDKs.
  `
  CREATE TABLE invite_links (
    secret_hash TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    enabled INTEGER NOT NULL DEFAULT 1,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL,
    created_by TEXT
  );
  CREATE TABLE invite_link_users (
    secret_hash TEXT NOT NULL REFERENCES invite_links(secret_hash) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (secret_hash, user_id)
  );
  CREATE INDEX invite_link_users_by_user ON invite_link_users (user_id);
  CREATE TABLE user_feedback (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    feedback_id TEXT NOT NULL,
    given TEXT,
    never_show INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, feedback_id)
  );
  CREATE TABLE user_splash (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    splash_id TEXT NOT NULL,
    seen INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (user_id, splash_id)
  );
  `,
];

export const schemaVersion = migrations.length;

/**
 * The version is read inside the transaction that migrates, holding the write lock: a command
 * opening the same new folder at the same moment (`npm run import` as the server starts) waits,
 * then finds the schema done rather than creating it twice.
 */
export function migrate(db: Database): void {
  writeTransaction(db, () => {
    const current = Number(db.pragma('user_version', { simple: true }));
    if (current > migrations.length) {
      throw new Error(`The data folder was written by a newer Flagdeck (schema ${current}, this build knows ${migrations.length}).`);
    }
    for (let version = current; version < migrations.length; version++) {
      db.exec(migrations[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    }
  });
}
