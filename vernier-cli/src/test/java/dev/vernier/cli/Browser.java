package dev.vernier.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * A real headless Chromium driven through its chromedriver (Debian's {@code chromium} and
 * {@code chromium-driver}; {@code .ci/run} installs them). On a developer machine without them
 * the test is skipped and says why; on CI ({@code CI=true}) their absence fails it.
 */
final class Browser implements AutoCloseable {
  private static final List<String> BROWSERS = List.of("/usr/bin/chromium",
      "/usr/bin/chromium-browser", "/usr/bin/google-chrome");
  private static final List<String> DRIVERS = List.of("/usr/bin/chromedriver",
      "/usr/lib/chromium/chromedriver");

  /** Selenium looks for devtools matching the browser's version; these tests use none. */
  private static final java.util.logging.Logger QUIET =
      java.util.logging.Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

  static {
    QUIET.setLevel(Level.OFF);
  }

  final ChromeDriver driver;

  private Browser(ChromeDriver driver) {
    this.driver = driver;
  }

  /** A fresh browser with an empty profile in {@code home}; skips (or fails on CI) without one. */
  static Browser open(Path home) throws IOException {
    Path browser = find("CHROME_BIN", BROWSERS);
    Path chromedriver = find("CHROMEDRIVER", DRIVERS);
    if (browser == null || chromedriver == null) {
      String why = "no " + (browser == null ? "Chromium" : "chromedriver") + " found (looked at "
          + (browser == null ? BROWSERS : DRIVERS) + "; apt-get install chromium chromium-driver)";
      if ("true".equalsIgnoreCase(System.getenv("CI"))) {
        fail("the browser tests must run on CI, but " + why);
      }
      Assumptions.abort("browser test skipped: " + why);
    }
    ChromeOptions o = new ChromeOptions();
    o.setBinary(browser.toFile());
    // The flags this machine needs (see the env notes): no sandbox as root, and no background
    // traffic, which the closed network would refuse many times a second.
    o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
        "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--disable-dev-shm-usage", "--window-size=1400,1000",
        "--user-data-dir=" + Files.createDirectories(home.resolve("chromium-profile")));
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    o.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(chromedriver.toFile()).usingAnyFreePort().build();
    ChromeDriver d = new ChromeDriver(service, o);
    d.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(120));
    d.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    return new Browser(d);
  }

  private static Path find(String env, List<String> candidates) {
    String given = System.getenv(env);
    if (given != null && Files.isExecutable(Path.of(given))) {
      return Path.of(given);
    }
    return candidates.stream().map(Path::of).filter(Files::isExecutable).findFirst()
        .orElse(null);
  }

  /** Console messages at SEVERE since the last call (script errors, failed loads). */
  List<String> consoleErrors() {
    return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
        .map(LogEntry::getMessage).toList();
  }

  Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  /** A screenshot of the whole page, kept as a test artefact. */
  Path screenshot(Path file) throws IOException {
    // tables scrolled sideways by a click would hide their first columns
    js("document.querySelectorAll('.table-wrap').forEach(w => { w.scrollLeft = 0; })");
    Long height = (Long) js("return Math.min(document.documentElement.scrollHeight, 12000)");
    driver.manage().window().setSize(new org.openqa.selenium.Dimension(1400,
        (int) Math.max(1000, height)));
    byte[] png = driver.getScreenshotAs(OutputType.BYTES);
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.write(file, png);
    return file;
  }

  /** A screenshot of what the window shows now. */
  Path viewport(Path file) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
    return file;
  }

  @Override
  public void close() {
    driver.quit();
  }
}
