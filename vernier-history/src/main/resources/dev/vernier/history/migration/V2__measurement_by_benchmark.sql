-- history show and compare --db read one benchmark's runs: without this index every query scans
-- all measurements (10,000 runs of a suite are hundreds of thousands of rows).
CREATE INDEX measurement_by_benchmark ON measurement (benchmark_id, run_id);
