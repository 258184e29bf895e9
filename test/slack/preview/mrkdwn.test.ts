import { describe, expect, it } from 'vitest';
import { formatDate, mrkdwnHtml, plainHtml, type TextContext } from '../../../src/slack/preview/mrkdwn.js';

/** Monday, November 23, 2026, 12:00 UTC. */
const NOW = Date.UTC(2026, 10, 23, 12);

function ctx(zone = 'America/Los_Angeles'): TextContext {
  return { names: { users: { U0ALICE: 'alice' }, channels: { C0OPS: 'ops-portal' } }, zone, now: NOW, notes: [] };
}

describe('mrkdwn as Slack shows it', () => {
  it('bold, italic, strike and code at word edges only', () => {
    const c = ctx();
    expect(mrkdwnHtml('*Every weekday* at _7 PM_ ~never~ `0 3 ? * 2-6`', c)).toBe(
      '<b>Every weekday</b> at <i>7 PM</i> <s>never</s> <code>0 3 ? * 2-6</code>',
    );
    expect(mrkdwnHtml('snake_case_name and 2*3*4', c)).toBe('snake_case_name and 2*3*4');
    expect(c.notes).toEqual([]);
  });

  it('escaped text stays text, and nothing in it becomes HTML', () => {
    expect(mrkdwnHtml('a &lt;b&gt; &amp; <script>', ctx())).toContain('a &lt;b&gt; &amp; ');
    expect(mrkdwnHtml('&lt;!channel&gt;', ctx())).toBe('&lt;!channel&gt;');
    expect(mrkdwnHtml('"quoted" <https://x.example/?a=1&amp;b=2|a link>', ctx())).toBe(
      '&quot;quoted&quot; <a href="https://x.example/?a=1&amp;b=2">a link</a>',
    );
  });

  it('preformatted blocks keep their text and take no styles', () => {
    expect(mrkdwnHtml('Next runs:\n```Mon *1*\nTue```\nafter', ctx())).toBe(
      'Next runs:<br><pre>Mon *1*\nTue</pre><br>after',
    );
  });

  it('mentions read as @names and #channels; special mentions as Slack shows them', () => {
    const html = mrkdwnHtml('<@U0ALICE> in <#C0OPS> and <#C0OTHER|general>, <!here>', ctx());
    expect(html).toContain('@alice');
    expect(html).toContain('#ops-portal');
    expect(html).toContain('#general');
    expect(html).toContain('@here');
  });

  it('date tokens in the reader’s zone, with the fallback kept as a title', () => {
    const seconds = Date.UTC(2026, 10, 24, 3) / 1000; // 7:00 PM on Monday in Los Angeles, 4:00 AM Tuesday in Berlin
    const token = `<!date^${seconds}^{date_short_pretty} at {time}|Tue, Nov 24, 2026, 03:00 UTC>`;
    expect(mrkdwnHtml(token, ctx())).toBe('<time title="Tue, Nov 24, 2026, 03:00 UTC">Today at 7:00 PM</time>');
    expect(mrkdwnHtml(token, ctx('Europe/Berlin'))).toContain('Tomorrow at 4:00 AM');
    expect(formatDate(seconds, '{date_long} {date_num} {time_secs}', { zone: 'UTC', now: NOW })).toBe(
      'Tuesday, November 24th, 2026 2026-11-24 3:00:00 AM',
    );
  });

  it('emoji codes as emoji; an unknown code stays as typed and is noted', () => {
    const c = ctx();
    expect(mrkdwnHtml(':white_check_mark: done :not_an_emoji:', c)).toContain('✅');
    expect(c.notes).toEqual(['an emoji code the preview does not know: :not_an_emoji:']);
    expect(plainHtml('Back :leftwards_arrow_with_hook:', c)).toContain('↩️');
  });

  it('a control sequence Slack does not read is shown and noted', () => {
    const c = ctx();
    expect(mrkdwnHtml('<nonsense>', c)).toBe('&lt;nonsense&gt;');
    expect(c.notes).toEqual(['a control sequence Slack does not read: <nonsense>']);
  });
});
