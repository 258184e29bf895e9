/**
 * A line of a system crontab (/etc/crontab, /etc/cron.d/…), or a crontab with its environment lines before it:
 *
 *   /etc/cron.d/backup: 30 1 * * * root /usr/local/bin/backup.sh     the file named, then the line with its user
 *   MAILTO=ops@                                                        the crontab's environment settings (MAILTO,
 *   45 6 * * 1-5 deploy /opt/reports/run.sh                            SHELL, PATH, HOME) on the lines before it
 *   0 3 * * 7 root /sbin/fstrim -a                                     "root" between the fields and a command
 *
 * A system crontab has a sixth field, the user the command runs as, between the five time fields and the command.
 * Here that word is set aside (with a note) when the paste shows it is a system crontab's line: the file named, an
 * environment line before it, or the user "root"; and only before a command (a path or a shell's word). The
 * environment settings say where mail goes or how the command runs, never when. The line left is read by
 * cronPastes.ts as any crontab's line with its command, on the machine's clock (the writer's, unless said).
 *
 * Safe because the user field never changes the time fields: a user crontab's reading ("deploy" as the command) has
 * the same runs. A word of time there ("weekly", "except", "tomorrow", a number) is never set aside: the phrase keeps
 * its refusal. CRON_TZ= and TZ= lines are not environment lines here: cronPastes.ts reads them as the line's zone.
 */
export const SYSTEM_CRONTAB_GATE = /^\s*(?:mailto|shell|path|home)\s*=|\/etc\/(?:cron\.d\/|crontab\b)|[\d*]\s+root\s/im;

/** The crontab's environment lines at the start of the paste ("MAILTO=ops@", "SHELL=/bin/bash"). */
const ENV_LINES = /^(?:[ \t]*(?:mailto|shell|path|home)[ \t]*=[^\n]*\n)+/i;
/** The system crontab's file, said before the line ("/etc/cron.d/backup:"). */
const SYSTEM_FILE = /^\s*\/etc\/(?:cron\.d\/[\w.-]+|crontab)\s*(?::|→|->|=>)\s*(?=[\d*@])/i;
const FIELD = String.raw`[\d*][\d*,/-]*|[a-z]{3}(?:[-,][a-z]{3})*`;
/** The fields, the user, and the start of a command: a path, or a shell's or an interpreter's word. */
const USER_FIELD = new RegExp(
  String.raw`^(\s*(?:(?:${FIELD})(?:\s+(?:${FIELD})){4}|@(?:yearly|annually|monthly|weekly|daily|midnight|hourly))\s+)([a-z_][a-z0-9_-]{0,31})\s+(?=(?:sudo\s+)?(?:(?:~|\.{1,2}|\$\w+)?\/\w|(?:bash|sh|python[\d.]*|node|php|ruby|perl|curl|wget|cd|docker|kubectl|rsync|run-parts|echo)\s))`,
  'i',
);
/**
 * A user as a system crontab names one: "root", a name with "-", "_" or a digit ("www-data", "svc_backup", "app1"), or
 * a system's or a service's usual account. Any other word ("paused", "disabled", "twice") could say something of the
 * runs: never set aside.
 */
const USER_LIKE =
  /^(?:root|daemon|bin|sys|adm|nobody|backup|deploy|deployer|postgres|mysql|nginx|apache|httpd|redis|mongodb|jenkins|git|gitlab|ubuntu|admin|ops|www|mail|postfix|proxy|operator|ansible|docker|centos|debian|app|web|user|[a-z_][a-z0-9_-]*[-_\d][a-z0-9_-]*)$/i;
/** A user's word that could say something of the runs: never set aside. */
const TIME_WORD =
  /^(?:[a-z]*(?:daily|weekly|monthly|hourly|yearly|nightly|annually|quarterly)|every|each|only|except|not|never|until|till|skip|once|today|tonight|tomorrow|now|next|other|odd|even|first|last|holidays?|weekdays?|weekends?|mornings?|evenings?|nights?|noon|midnight|am|pm|utc|gmt|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)$/i;

/**
 * The paste without its environment lines and its user field, with notes saying what was set aside; null when the
 * paste is not a system crontab's line read so.
 */
export function systemCrontab(typed: string): { phrase: string; notes: string[] } | null {
  const notes: string[] = [];
  let phrase = typed;
  const env = ENV_LINES.exec(phrase);
  if (env) {
    phrase = phrase.slice(env[0].length);
    // a comment on a setting's line ("MAILTO=ops@example.com  # skip holidays") is checked as the job line's comment:
    // it goes after the job's line
    const comments: string[] = [];
    const settings = env[0]
      .split('\n')
      .map((l) => {
        const c = /\s#\s*(.*)$/.exec(l);
        if (c === null) return l.trim();
        comments.push((c[1] ?? '').trim());
        return l.slice(0, c.index).trim();
      })
      .filter((l) => l !== '');
    if (comments.length > 0) phrase = `${phrase.replace(/\s+$/, '')}  # ${comments.join('; ')}`;
    notes.push(
      `Read "${settings.join(', ')}" as the crontab's settings for its commands, not as part of the schedule.`,
    );
  }
  // (the file's name is left for cronPastes.ts, which reads it as where the line is from)
  const file = SYSTEM_FILE.exec(phrase);
  const body = file ? phrase.slice(file[0].length) : phrase;
  const user = USER_FIELD.exec(body);
  if (user === null) return env ? { phrase, notes } : null;
  const name = user[2] ?? '';
  if (!(env || file || name.toLowerCase() === 'root') || TIME_WORD.test(name)) return env ? { phrase, notes } : null;
  // (a word that is no user's: the phrase keeps its refusal, the word left between the fields and the command)
  if (!USER_LIKE.test(name)) return { phrase: `${file ? file[0] : ''}${body}`, notes };
  notes.push(`Read "${name}" as the user a system crontab's line runs its command as, not as part of the schedule.`);
  const rest = `${user[1] ?? ''}${body.slice(user[0].length)}`;
  return { phrase: `${file ? file[0] : ''}${rest}`, notes };
}
