import dev.vernier.engine.run.InterleavedRunner;
import dev.vernier.engine.verdict.Change;
import dev.vernier.engine.verdict.SequentialPairs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Replays the interleaved verdict's stopping rule ({@link SequentialPairs}, the real one) over
 * the pairs of a stored run, as if it had stopped where the rule would have: run by replay.py,
 * which writes one line per run and figure: {@code tag figure secondsPerPair capSeconds r1 r2 ...}
 * (each pair's A/B ratio). Prints {@code tag figure verdict pairs seconds} per line.
 * Run: java -cp vernier-cli/target/vernier.jar tools/verdicts/Replay.java FILE
 */
public class Replay {
  public static void main(String[] args) throws Exception {
    for (String line : Files.readAllLines(Path.of(args[0]))) {
      String[] f = line.trim().split(" ");
      double perPair = Double.parseDouble(f[2]);
      double cap = Double.parseDouble(f[3]);
      double[] all = Arrays.stream(f, 4, f.length).mapToDouble(Double::parseDouble).toArray();
      String verdict = "inconclusive";
      int used = all.length;
      for (int k = 1; k <= all.length; k++) {
        Change look = SequentialPairs.look(Arrays.copyOf(all, k), InterleavedRunner.MAX_TURN_PAIRS, 0.02, false, 1, 1);
        used = k;
        if (SequentialPairs.decided(look)) {
          verdict = look.verdict().name().toLowerCase(Locale.ROOT);
          break;
        }
        if (k >= SequentialPairs.MIN_PAIRS && (k + 1) * perPair > cap) {
          break; // the next pair would pass the budget, as InterleavedRunner stops
        }
      }
      System.out.printf(Locale.ROOT, "%s %s %s %d %.1f%n", f[0], f[1], verdict, used,
          used * perPair);
    }
  }
}
