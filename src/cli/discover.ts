import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { PortalClient } from '../portal/client.js';
import type { PortalProfile } from '../portal/discovery.js';
import { serviceAccountTokens } from '../portal/tokens/account.js';
import { type Audience, explain } from '../words.js';

interface Out {
  write(s: string): unknown;
}

const HELP = `Usage:
  portal-ops discover [--json]

Reads PORTAL_URL and the service account (PORTAL_TOKEN, or PORTAL_USERNAME with PORTAL_PASSWORD) from the
environment, signs in, and prints what the portal is (edition, version, organization), who the bot is on it, and
which task types it can create there.
Exit status: 0 success, 1 the configuration or the portal said no, 2 usage error.
`;

/** `portal-ops discover`: checks that the configured portal and credentials work. Returns the exit status. */
export async function runDiscover(args: string[], out: Out, err: Out): Promise<number> {
  let json = false;
  try {
    const { values } = parseArgs({
      args,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      out.write(HELP);
      return 0;
    }
    json = values.json ?? false;
  } catch (e) {
    err.write(`portal-ops discover: ${e instanceof Error ? e.message : String(e)}\n\n${HELP}`);
    return 2;
  }
  let client: PortalClient | undefined;
  // Whoever reads this is at a terminal: advice is about the environment, and names PORTAL_URL when it looks wrong.
  let reader: Audience = { audience: 'terminal' };
  try {
    const { portal } = loadConfig();
    const credentials = portal.account.kind === 'none' ? {} : { credentials: portal.account.kind };
    reader = { ...reader, portalUrl: portal.url, ...credentials };
    client = new PortalClient({
      portalUrl: portal.url,
      allowedServiceHosts: portal.allowedServiceHosts,
      timeouts: portal.timeouts,
    });
    const tokens = serviceAccountTokens(client, portal.account);
    const profile = await client.discover(tokens);
    out.write(json ? `${JSON.stringify(profile)}\n` : render(client.base.href, profile, tokens.label));
    return 0;
  } catch (e) {
    const w = explain(e, reader);
    err.write(`portal-ops discover: ${w.summary}\n${w.action}\n`);
    return 1;
  } finally {
    await client?.close();
  }
}

function render(url: string, p: PortalProfile, via: string): string {
  const edition =
    p.edition === 'cloud'
      ? `hosted cloud edition, version ${p.currentVersion ?? 'unknown'}`
      : p.edition === 'self-hosted'
        ? `self-hosted ${p.release ?? `(version ${p.currentVersion ?? 'unknown'})`}`
        : 'edition unknown';
  const rows: [string, string][] = [
    ['Portal', `${url} (${edition})`],
    ['Organization', `${p.orgId}${p.portalName ? ` (${p.portalName})` : ''}`],
    [
      'Signed in as',
      `${p.user.username}, ${p.user.role ?? 'no role'}${p.user.isDefaultAdmin ? ' (default administrator)' : ''}, with ${via}`,
    ],
    [
      'Task types',
      p.taskTypes.length
        ? `${p.taskTypes.join(', ')}${p.taskTypesKnown ? '' : ' (version unreadable: the service will decide)'}`
        : 'none: scheduled tasks need self-hosted 10.8.1 or later',
    ],
    ['Custom roles', p.user.isDefaultAdmin ? 'can be created' : 'cannot be created (not a default administrator)'],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return `${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}
