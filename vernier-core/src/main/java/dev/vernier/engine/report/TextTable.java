package dev.vernier.engine.report;

import java.util.ArrayList;
import java.util.List;

/** Aligns rows of cells into columns: text left, figures right. */
public final class TextTable {
  private final List<String[]> rows = new ArrayList<>();
  private final boolean[] rightAligned;

  public TextTable(boolean[] rightAligned, String... header) {
    this.rightAligned = rightAligned;
    rows.add(header);
  }

  public void add(String... cells) {
    rows.add(cells);
  }

  public String render() {
    int cols = rows.get(0).length;
    int[] width = new int[cols];
    for (String[] r : rows) {
      for (int c = 0; c < cols; c++) {
        width[c] = Math.max(width[c], r[c].length());
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < rows.size(); i++) {
      String[] r = rows.get(i);
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < cols; c++) {
        String cell = r[c];
        String pad = " ".repeat(width[c] - cell.length());
        line.append(c == 0 ? "" : " | ").append(rightAligned[c] ? pad + cell : cell + pad);
      }
      sb.append(line.toString().stripTrailing()).append('\n');
      if (i == 0) {
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < cols; c++) {
          rule.append(c == 0 ? "" : "-|-").append("-".repeat(width[c]));
        }
        sb.append(rule).append('\n');
      }
    }
    return sb.toString();
  }
}
