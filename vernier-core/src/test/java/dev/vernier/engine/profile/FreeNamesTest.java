package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FreeNamesTest {
  @TempDir Path tmp;

  @Test
  void theFirstBaseWithNoneOfItsFilesTaken() throws Exception {
    List<String> suffixes = List.of(".collapsed", ".html");
    assertThat(FreeNames.first(tmp, "Main", suffixes)).isEqualTo("Main");
    Files.writeString(tmp.resolve("Main.html"), "");
    assertThat(FreeNames.first(tmp, "Main", suffixes)).isEqualTo("Main-2");
    Files.writeString(tmp.resolve("Main-2.collapsed"), ""); // one of its files is enough
    assertThat(FreeNames.first(tmp, "Main", suffixes)).isEqualTo("Main-3");
    Files.createDirectory(tmp.resolve("Bench"));
    assertThat(FreeNames.first(tmp, "Bench", List.of("", ".html"))).isEqualTo("Bench-2");
  }

  @Test
  void aProgramsFilesAreNamedAfterItsMainClassOrJar() {
    assertThat(ProgramProfiler.defaultName(List.of("java", "-cp", "a.jar:b", "-Xmx1g",
        "dev.vernier.samples.words.WordFrequency", "--words", "10"))).isEqualTo("WordFrequency");
    assertThat(ProgramProfiler.defaultName(List.of("java", "-jar", "/opt/app/server.jar")))
        .isEqualTo("server");
    assertThat(ProgramProfiler.defaultName(List.of("java", "--module-path", "mods", "-m",
        "app/com.example.Main"))).isEqualTo("Main");
    assertThat(ProgramProfiler.defaultName(List.of("java", "src/Hello.java"))).isEqualTo("Hello");
    assertThat(ProgramProfiler.defaultName(List.of("java", "-version"))).isEqualTo("profile");
  }

  @Test
  void flameGraphTitlesAndFramesCannotBecomeMarkup() throws Exception {
    CollapsedStacks s = CollapsedStacks.parse(
        "main;pkg.A</script><script>alert(1)</script>;leaf 5\nmain;b 3\n");
    String page = FlameGraphs.html(s, "bench[p=<script>alert(2)</script>]");
    assertThat(page).contains("<h1>bench[p=&lt;script&gt;alert(2)&lt;/script&gt;]</h1>");
    // the page's one script element is ended once, at its end: no frame name ends it early
    assertThat(page.split("</script>", -1)).hasSize(2);
    assertThat(page.indexOf("</script>")).isGreaterThan(page.indexOf("const cpool"));
    assertThat(page).contains("pkg.A<\\/script><script>alert(1)<\\/script>");
  }
}
