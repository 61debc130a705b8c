# Sourced by the lab's scripts: timed LABEL CMD... runs CMD with its output in $out/LABEL.txt,
# appends "LABEL seconds" to $out/times.txt and notes a failure in $out/errors.txt.
timed() { # $1 = label; the rest is the command; appends "label seconds" to times.txt
  local label="$1"; shift
  local start end
  start=$(date +%s.%N)
  "$@" > "$out/$label.txt" 2>&1 || echo "$label exited $?" >> "$out/errors.txt"
  end=$(date +%s.%N)
  echo "$label $(echo "$end - $start" | bc)" >> "$out/times.txt"
  echo "$label done ($(tail -1 "$out/times.txt" | cut -d' ' -f2) s)"
}
