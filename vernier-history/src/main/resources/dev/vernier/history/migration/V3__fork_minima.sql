-- Each fork's best sample (its minimum), beside each fork's median: history check asks whether
-- the newest run's forks agree before judging its minimum against the stored variation. Runs
-- recorded before have none (NULL), and are judged without that check.
ALTER TABLE measurement ADD COLUMN fork_minima TEXT;
