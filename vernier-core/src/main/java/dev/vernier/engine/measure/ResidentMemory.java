package dev.vernier.engine.measure;

import java.io.IOException;
import java.io.RandomAccessFile;

/**
 * This process's resident memory, read from {@code /proc/self/statm} (Linux) through one file
 * kept open and a buffer allocated once, so that a read between samples neither allocates nor
 * opens anything. It stays open for the fork's life. Where the file is missing (another OS)
 * every read says "unknown".
 */
final class ResidentMemory {
  /** {@code statm} counts pages; every Linux this runs on has 4 KiB base pages. */
  static final long PAGE_BYTES = 4096;
  private final RandomAccessFile file;
  private final byte[] buffer = new byte[128];

  private ResidentMemory(RandomAccessFile file) {
    this.file = file;
  }

  static ResidentMemory open() {
    try {
      return new ResidentMemory(new RandomAccessFile("/proc/self/statm", "r"));
    } catch (IOException | SecurityException e) {
      return new ResidentMemory(null);
    }
  }

  /** Resident bytes now, or -1 when unknown. */
  long bytes() {
    if (file == null) {
      return -1;
    }
    try {
      file.seek(0);
      int n = file.read(buffer, 0, buffer.length);
      long pages = n <= 0 ? -1 : parseResidentPages(buffer, n);
      return pages < 0 ? -1 : pages * PAGE_BYTES;
    } catch (IOException e) {
      return -1;
    }
  }

  /** The second number of a {@code statm} line ("size resident shared ..."), -1 if malformed. */
  static long parseResidentPages(byte[] line, int length) {
    int i = 0;
    while (i < length && line[i] != ' ') {
      i++;
    }
    i++;
    long pages = 0;
    int digits = 0;
    while (i < length && line[i] >= '0' && line[i] <= '9') {
      pages = pages * 10 + (line[i] - '0');
      i++;
      digits++;
    }
    return digits == 0 ? -1 : pages;
  }
}
