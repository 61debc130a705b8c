package dev.vernier.samples.words;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;

/**
 * The word-frequency program of the profiling lesson ("profile first"), in Java: counts how often
 * each word of a synthetic text occurs and prints the five most frequent. A vocabulary of random
 * words of 4 to 9 lower-case letters, a stream of words skewed towards the frequent ones, a hash
 * table with chained lists, and a sort by descending count at the end.
 *
 * <p>Two switches, both off by default, fix its two bottlenecks; turn them on one at a time, as
 * the profile says:
 * <ul>
 *   <li>{@code --good-hash}: FNV-1a into 65,536 buckets instead of the sum of the bytes into
 *       1,021 (words of 4 to 9 letters sum to 388..1098: fewer than a thousand distinct buckets,
 *       all in the middle, so the chains are long);
 *   <li>{@code --good-sort}: {@link Arrays#sort} instead of insertion sort (quadratic in the
 *       number of distinct words).
 * </ul>
 *
 * <pre>java -cp vernier-samples.jar dev.vernier.samples.words.WordFrequency [--words N]
 *     [--vocabulary V] [--good-hash] [--good-sort]</pre>
 */
public final class WordFrequency {
  static final int BAD_TABLE = 1_021;
  static final int GOOD_TABLE = 65_536;

  private final boolean goodHash;
  private final boolean goodSort;
  private final Entry[] buckets;
  private Entry[] entries;
  private int size;

  static final class Entry {
    final byte[] word;
    int count;
    Entry next;

    Entry(byte[] word, Entry next) {
      this.word = word;
      this.count = 1;
      this.next = next;
    }
  }

  WordFrequency(boolean goodHash, boolean goodSort, int vocabulary) {
    this.goodHash = goodHash;
    this.goodSort = goodSort;
    this.buckets = new Entry[goodHash ? GOOD_TABLE : BAD_TABLE];
    this.entries = new Entry[vocabulary];
  }

  /** The bad hash: the sum of the bytes; the good one: FNV-1a (32 bits). */
  int hashWord(byte[] word) {
    if (goodHash) {
      int h = 0x811c9dc5;
      for (byte c : word) {
        h = (h ^ (c & 0xff)) * 0x01000193;
      }
      return (h & 0x7fffffff) % GOOD_TABLE;
    }
    int h = 0;
    for (byte c : word) {
      h += c & 0xff;
    }
    return h % BAD_TABLE;
  }

  /** Finds the word or makes a new entry, and counts it. */
  void bump(byte[] word) {
    int slot = hashWord(word);
    for (Entry e = buckets[slot]; e != null; e = e.next) {
      if (Arrays.equals(e.word, word)) {
        e.count++;
        return;
      }
    }
    Entry e = new Entry(word, buckets[slot]);
    buckets[slot] = e;
    if (size == entries.length) {
      entries = Arrays.copyOf(entries, size * 2 + 1);
    }
    entries[size++] = e;
  }

  /** Insertion sort by descending count (quadratic), or the library's sort. */
  void sortEntries() {
    if (goodSort) {
      Arrays.sort(entries, 0, size, Comparator.comparingInt((Entry e) -> e.count).reversed());
      return;
    }
    for (int i = 1; i < size; i++) {
      Entry key = entries[i];
      int j = i;
      while (j > 0 && entries[j - 1].count < key.count) {
        entries[j] = entries[j - 1];
        j--;
      }
      entries[j] = key;
    }
  }

  /** The vocabulary: random words of 4 to 9 letters (seeded, so every run sees the same). */
  static byte[][] vocabulary(SplittableRandom rnd, int n) {
    byte[][] vocab = new byte[n][];
    for (int i = 0; i < n; i++) {
      byte[] w = new byte[4 + rnd.nextInt(6)];
      for (int j = 0; j < w.length; j++) {
        w[j] = (byte) ('a' + rnd.nextInt(26));
      }
      vocab[i] = w;
    }
    return vocab;
  }

  /** The text: indices into the vocabulary, the square of a uniform variable (small ones win). */
  static int[] stream(SplittableRandom rnd, int n, int vocabulary) {
    int[] s = new int[n];
    for (int i = 0; i < n; i++) {
      double u = rnd.nextDouble();
      s[i] = (int) (u * u * vocabulary);
    }
    return s;
  }

  /** Counts the stream and sorts; returns the entries, most frequent first. */
  static Entry[] count(byte[][] vocab, int[] stream, boolean goodHash, boolean goodSort) {
    WordFrequency t = new WordFrequency(goodHash, goodSort, vocab.length);
    for (int index : stream) {
      t.bump(vocab[index]);
    }
    t.sortEntries();
    return Arrays.copyOf(t.entries, t.size);
  }

  public static void main(String[] args) {
    int words = 3_000_000;
    int vocabulary = 20_000;
    boolean goodHash = false;
    boolean goodSort = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--words" -> words = Integer.parseInt(args[++i]);
        case "--vocabulary" -> vocabulary = Integer.parseInt(args[++i]);
        case "--good-hash" -> goodHash = true;
        case "--good-sort" -> goodSort = true;
        default -> {
          System.err.println("usage: WordFrequency [--words N] [--vocabulary V] [--good-hash]"
              + " [--good-sort]");
          System.exit(2);
        }
      }
    }
    long started = System.nanoTime();
    SplittableRandom rnd = new SplittableRandom(36);
    byte[][] vocab = vocabulary(rnd, vocabulary);
    int[] stream = stream(rnd, words, vocabulary);
    long counting = System.nanoTime();
    Entry[] sorted = count(vocab, stream, goodHash, goodSort);
    long done = System.nanoTime();
    System.out.println("words " + words + ", distinct " + sorted.length + ", "
        + (done - started) / 1_000_000 + " ms (counting and sorting "
        + (done - counting) / 1_000_000 + " ms)");
    for (int i = 0; i < Math.min(5, sorted.length); i++) {
      System.out.printf("%-10s %d%n", new String(sorted[i].word, StandardCharsets.US_ASCII),
          sorted[i].count);
    }
  }
}
