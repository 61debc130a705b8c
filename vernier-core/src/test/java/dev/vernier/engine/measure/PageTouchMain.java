package dev.vernier.engine.measure;

/** Prints the page price in a JVM of its own, for {@link PageTouchTest}. */
public final class PageTouchMain {
  private PageTouchMain() {}

  public static void main(String[] args) {
    System.out.println(PageTouch.nanosPerPage());
  }
}
