package dev.vernier.it;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * One {@code TEST-*.xml} that Surefire wrote in a nested build: how each test ended, and the
 * system properties of the JVM that ran them (the test classpath among them).
 *
 * @param outcomes test method name to its outcome
 * @param properties the test JVM's system properties
 */
record SurefireReport(Map<String, Outcome> outcomes, Map<String, String> properties) {

  /**
   * How one test ended.
   *
   * @param status {@code passed}, {@code failed} (an assertion), {@code error} or {@code skipped}
   * @param message the failure's or error's message, null when it passed
   */
  record Outcome(String status, String message) {}

  static SurefireReport read(Path file) {
    try {
      Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
          .parse(file.toFile());
      Map<String, String> properties = new LinkedHashMap<>();
      NodeList props = doc.getElementsByTagName("property");
      for (int i = 0; i < props.getLength(); i++) {
        Element p = (Element) props.item(i);
        properties.put(p.getAttribute("name"), p.getAttribute("value"));
      }
      Map<String, Outcome> outcomes = new LinkedHashMap<>();
      NodeList cases = doc.getElementsByTagName("testcase");
      for (int i = 0; i < cases.getLength(); i++) {
        Element c = (Element) cases.item(i);
        outcomes.put(c.getAttribute("name"), outcome(c));
      }
      return new SurefireReport(outcomes, properties);
    } catch (Exception e) {
      throw new IllegalStateException("cannot read the Surefire report " + file, e);
    }
  }

  private static Outcome outcome(Element testcase) {
    for (String status : new String[] {"failure", "error", "skipped"}) {
      NodeList n = testcase.getElementsByTagName(status);
      if (n.getLength() > 0) {
        Element e = (Element) n.item(0);
        String message = e.hasAttribute("message") ? e.getAttribute("message") : e.getTextContent();
        return new Outcome(status.equals("failure") ? "failed" : status, message);
      }
    }
    return new Outcome("passed", null);
  }
}
