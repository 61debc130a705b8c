package dev.vernier.testbench;

public enum Kind {
  RED,
  GREEN,
  BLUE
}
