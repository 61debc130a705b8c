-- The history of runs (vernier history add), for SQLite and PostgreSQL alike: where their
-- dialects differ, a Flyway placeholder (Migrations.PLACEHOLDERS) says it. Every later change is
-- a new V<n>__*.sql, never an edit of this one.

-- One row per environment fingerprint: runs are only compared with runs of the same one.
CREATE TABLE fingerprint (
  id TEXT PRIMARY KEY,
  jvm TEXT NOT NULL,
  jvm_flags TEXT NOT NULL,
  gc TEXT NOT NULL,
  cpu_model TEXT NOT NULL,
  logical_cores INTEGER NOT NULL,
  os TEXT NOT NULL
);

-- One row per result file added; id is the order in which runs were added.
CREATE TABLE run (
  id ${run_id_column},
  branch TEXT NOT NULL,
  commit_sha TEXT,
  started_at TEXT,
  added_at TEXT NOT NULL,
  fingerprint_id TEXT NOT NULL REFERENCES fingerprint (id),
  calibrated_ghz DOUBLE PRECISION,
  vernier_version TEXT,
  source TEXT,
  content_sha256 TEXT NOT NULL UNIQUE
);
CREATE INDEX run_by_branch ON run (branch, id);

CREATE TABLE benchmark (
  id TEXT PRIMARY KEY
);

-- One row per benchmark of a run: the figures of its result-file row.
CREATE TABLE measurement (
  run_id BIGINT NOT NULL REFERENCES run (id),
  benchmark_id TEXT NOT NULL REFERENCES benchmark (id),
  mode TEXT,
  unit TEXT NOT NULL,
  median DOUBLE PRECISION NOT NULL,
  min DOUBLE PRECISION,
  ci_low DOUBLE PRECISION,
  ci_high DOUBLE PRECISION,
  samples INTEGER,
  forks INTEGER,
  fork_medians TEXT,
  allocated_bytes_per_op DOUBLE PRECISION,
  cycles_per_op DOUBLE PRECISION,
  PRIMARY KEY (run_id, benchmark_id)
);
