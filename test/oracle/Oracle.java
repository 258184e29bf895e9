import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Date;
import java.util.TimeZone;
import org.quartz.CronExpression;

/**
 * Reads lines "<fromEpochMs> <count> <minute> <hour> <dayOfMonth> <month> <dayOfWeek>" and prints, per line, the
 * next <count> fire instants (epoch ms, space-separated) at or after <from> of "0 <fields>" in UTC, as Quartz
 * 2.3.2 computes them, or "ERR <message>" when Quartz refuses the expression.
 * Run: java -cp quartz2-2.3.2.jar test/oracle/Oracle.java
 */
public class Oracle {
  public static void main(String[] args) throws Exception {
    TimeZone utc = TimeZone.getTimeZone("UTC");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringBuilder out = new StringBuilder();
    String line;
    while ((line = in.readLine()) != null) {
      line = line.trim();
      if (line.isEmpty()) continue;
      String[] p = line.split("\\s+", 3);
      long from = Long.parseLong(p[0]);
      int count = Integer.parseInt(p[1]);
      try {
        CronExpression e = new CronExpression("0 " + p[2]);
        e.setTimeZone(utc);
        // Quartz looks for the first whole second after t + 1 s; starting a full second early also keeps clear of
        // its W/LW check, which compares against a calendar carrying the wall clock's milliseconds.
        Date t = new Date(from - 1000);
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < count; i++) {
          t = e.getNextValidTimeAfter(t);
          if (t == null) break;
          if (row.length() > 0) row.append(' ');
          row.append(t.getTime());
        }
        out.append(row).append('\n');
      } catch (Exception ex) {
        out.append("ERR ").append(String.valueOf(ex.getMessage()).replace('\n', ' ')).append('\n');
      }
    }
    System.out.print(out);
  }
}
