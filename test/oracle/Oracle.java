import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Date;
import java.util.TimeZone;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.quartz.CronExpression;

/**
 * Quartz 2.3.2 as the reference evaluator of the service's dialect.
 *
 * Reads lines "<fromEpochMs> <count> <minute> <hour> <dayOfMonth> <month> <dayOfWeek>" on stdin and prints one line
 * per query: the next <count> fire instants (epoch ms, space-separated, fewer if Quartz finds no more) at or after
 * <from> of "0 <minute> <hour> <dayOfMonth> <month> <dayOfWeek>" in UTC, as CronExpression.getNextValidTimeAfter
 * computes them; "ERR <message>" when Quartz refuses the expression; "TIMEOUT" when Quartz does not answer within
 * 5 s (it loops forever on some expressions it accepts, e.g. day of month "0W").
 *
 * Run: java -cp quartz2-2.3.2.jar test/oracle/Oracle.java
 */
public class Oracle {
  private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

  private static ExecutorService worker() {
    return Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "quartz");
      t.setDaemon(true); // a thread stuck in Quartz must not keep the JVM alive
      return t;
    });
  }

  static String answer(String line) {
    String[] p = line.split("\\s+", 3);
    if (p.length < 3) return "ERR expected: <fromEpochMs> <count> <five fields>";
    long from;
    int count;
    try {
      from = Long.parseLong(p[0]);
      count = Integer.parseInt(p[1]);
    } catch (NumberFormatException ex) {
      return "ERR bad query: " + ex.getMessage();
    }
    CronExpression e;
    try {
      e = new CronExpression("0 " + p[2]);
    } catch (Exception ex) {
      return "ERR " + String.valueOf(ex.getMessage()).replace('\n', ' ');
    }
    e.setTimeZone(UTC);
    // getNextValidTimeAfter(t) returns the first whole second after t + 1 s, milliseconds dropped. Asking from
    // one millisecond before a fire is not enough: for W and LW Quartz compares the candidate (which carries the
    // wall clock's milliseconds) with t + 1 s and skips a fire that lies within that second. Starting exactly one
    // second before the first whole second at or after <from> gives "at or after <from>" and keeps clear of that.
    long firstSecond = Math.floorDiv(from + 999, 1000) * 1000;
    Date t = new Date(firstSecond - 1000);
    StringBuilder row = new StringBuilder();
    try {
      for (int i = 0; i < count; i++) {
        t = e.getNextValidTimeAfter(t);
        if (t == null) break;
        if (row.length() > 0) row.append(' ');
        row.append(t.getTime());
      }
    } catch (RuntimeException ex) {
      // accepted, then failed to evaluate (e.g. hour "L" parses to an empty set of hours)
      return "ERR accepted but failed to evaluate: " + String.valueOf(ex).replace('\n', ' ');
    }
    return row.toString();
  }

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringBuilder out = new StringBuilder();
    ExecutorService pool = worker();
    String line;
    while ((line = in.readLine()) != null) {
      line = line.trim();
      if (line.isEmpty()) continue;
      final String query = line;
      Future<String> f = pool.submit(() -> answer(query));
      String result;
      try {
        result = f.get(5, TimeUnit.SECONDS);
      } catch (TimeoutException ex) {
        f.cancel(true);
        pool.shutdownNow();
        pool = worker(); // the stuck thread keeps spinning; later queries get a fresh one
        result = "TIMEOUT";
      } catch (Exception ex) {
        result = "ERR " + String.valueOf(ex.getCause() != null ? ex.getCause() : ex).replace('\n', ' ');
      }
      out.append(result).append('\n');
    }
    System.out.print(out);
    System.out.flush();
    System.exit(0);
  }
}
