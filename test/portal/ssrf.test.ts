import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkServiceUrl,
  MAX_SERVICE_URL_LENGTH,
  parseAllowedHost,
  type ServiceUrlPolicy,
  type SsrfReason,
} from '../../src/portal/ssrf.js';

const POLICY: ServiceUrlPolicy = {
  portalUrl: new URL('https://portal.example.com/sharing/rest'),
  allowedHosts: ['maps.example.com', 'tiles.example.com:8443', '*.scenes.example.org'],
};
const PATH = '/server/rest/services/Hosted/City/SceneServer';

function refusal(raw: string, policy: ServiceUrlPolicy = POLICY) {
  const r = checkServiceUrl(raw, policy);
  if (r.ok) throw new Error(`${JSON.stringify(raw)}: expected a refusal, got ${r.url.href}`);
  return r;
}

function accepted(raw: string, policy: ServiceUrlPolicy = POLICY): URL {
  const r = checkServiceUrl(raw, policy);
  if (!r.ok) throw new Error(`${JSON.stringify(raw)}: expected acceptance, got ${r.reason}: ${r.message}`);
  return r.url;
}

describe('checkServiceUrl: accepted', () => {
  it.each([
    ['the portal host', `https://portal.example.com${PATH}`, `https://portal.example.com${PATH}`],
    ['an exact allowlist host', `https://maps.example.com${PATH}`, `https://maps.example.com${PATH}`],
    ['a wildcard subdomain', `https://a.scenes.example.org${PATH}`, `https://a.scenes.example.org${PATH}`],
    ['a deeper wildcard subdomain', `https://x.y.scenes.example.org${PATH}`, `https://x.y.scenes.example.org${PATH}`],
    ['an explicit default port', `https://portal.example.com:443${PATH}`, `https://portal.example.com${PATH}`],
    ['an allowlisted port', `https://tiles.example.com:8443${PATH}`, `https://tiles.example.com:8443${PATH}`],
    [
      'an upper-case host (compared lower-cased)',
      `https://PORTAL.Example.COM${PATH}`,
      `https://portal.example.com${PATH}`,
    ],
    ['an upper-case scheme', `HTTPS://portal.example.com${PATH}`, `https://portal.example.com${PATH}`],
    ['a query and a fragment', 'https://portal.example.com/x?f=json#a', 'https://portal.example.com/x?f=json#a'],
    ['an empty path', 'https://portal.example.com', 'https://portal.example.com/'],
    // IDNA maps full-width letters and the ideographic full stop to ASCII: the URL sent is the ASCII one
    ['full-width letters mapping to the portal host', 'https://ｐortal.example.com/x', 'https://portal.example.com/x'],
    ['an ideographic full stop', 'https://portal。example.com/x', 'https://portal.example.com/x'],
  ])('%s', (_, raw, href) => {
    expect(accepted(raw).href).toBe(href);
  });

  it('accepts the portal host on the portal URL’s own port', () => {
    const policy = { portalUrl: new URL('https://gis.example.net:7443/arcgis/sharing/rest'), allowedHosts: [] };
    expect(accepted('https://gis.example.net:7443/server/rest/services', policy).port).toBe('7443');
    expect(accepted('https://gis.example.net/server/rest/services', policy).port).toBe('');
    expect(refusal('https://gis.example.net:6443/server/rest/services', policy).reason).toBe('port-not-allowed');
  });

  it('accepts an IDN host when the allowlist names it in Unicode or punycode', () => {
    for (const entry of ['bücher.example', 'xn--bcher-kva.example']) {
      const policy = { ...POLICY, allowedHosts: [entry] };
      expect(accepted('https://bücher.example/x', policy).hostname).toBe('xn--bcher-kva.example');
      expect(accepted('https://xn--bcher-kva.example/x', policy).hostname).toBe('xn--bcher-kva.example');
    }
  });
});

describe('checkServiceUrl: refused', () => {
  it.each<[string, string, SsrfReason]>([
    ['http', `http://portal.example.com${PATH}`, 'not-https'],
    ['javascript:', 'javascript:alert(1)', 'not-https'],
    ['file:', 'file:///etc/passwd', 'not-https'],
    ['ftp:', 'ftp://portal.example.com/x', 'not-https'],
    ['data:', 'data:text/plain,hi', 'not-https'],
    ['no scheme', `portal.example.com${PATH}`, 'not-a-url'],
    ['no scheme, with a port', `portal.example.com:443${PATH}`, 'not-a-url'],
    ['a bad port', 'https://portal.example.com:99999/x', 'not-a-url'],
    ['a non-numeric port', 'https://portal.example.com:https/x', 'not-a-url'],
    ['empty', '', 'not-a-url'],
    ['https: without slashes', `https:portal.example.com${PATH}`, 'not-a-url'],
    ['https: with three slashes', `https:///portal.example.com${PATH}`, 'not-a-url'],
    ['user and password', `https://user:secret@portal.example.com${PATH}`, 'userinfo'],
    ['the portal as user info of another host', 'https://portal.example.com@evil.com/x', 'userinfo'],
    ['an empty user info', 'https://@portal.example.com/x', 'userinfo'],
    ['an empty user and password', 'https://:@portal.example.com/x', 'userinfo'],
    ['IPv6 loopback', 'https://[::1]/x', 'ip-literal'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/x', 'ip-literal'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/', 'ip-literal'],
    ['loopback', 'https://127.0.0.1/x', 'ip-literal'],
    ['all zeros', 'https://0.0.0.0/x', 'ip-literal'],
    ['decimal IPv4', 'https://2130706433/x', 'ip-literal'],
    ['hex IPv4', 'https://0x7f000001/x', 'ip-literal'],
    ['hex and short IPv4', 'https://0x7f.1/x', 'ip-literal'],
    ['octal IPv4', 'https://017700000001/x', 'ip-literal'],
    ['three-part IPv4', 'https://10.0.1/x', 'ip-literal'],
    ['trailing dot on the portal host', 'https://portal.example.com./x', 'trailing-dot'],
    ['trailing dot on an allowlisted host', 'https://maps.example.com./x', 'trailing-dot'],
    ['trailing ideographic full stop', 'https://portal.example.com。/x', 'trailing-dot'],
    ['lookalike prefix', 'https://evilportal.example.com/x', 'host-not-allowed'],
    ['lookalike suffix', 'https://portal.example.com.evil.net/x', 'host-not-allowed'],
    ['wildcard apex', 'https://scenes.example.org/x', 'host-not-allowed'],
    ['wildcard lookalike', 'https://evilscenes.example.org/x', 'host-not-allowed'],
    ['wildcard suffix appended', 'https://a.scenes.example.org.evil.net/x', 'host-not-allowed'],
    ['an empty label under a wildcard', 'https://a..scenes.example.org/x', 'host-not-allowed'],
    ['a parent of the portal host', 'https://example.com/x', 'host-not-allowed'],
    ['a subdomain of an exact entry', 'https://a.maps.example.com/x', 'host-not-allowed'],
    ['a Cyrillic lookalike', 'https://portal.exаmple.com/x', 'host-not-allowed'],
    ['an umlaut lookalike', 'https://pörtal.example.com/x', 'host-not-allowed'],
    ['a punycode lookalike', 'https://xn--prtal-jua.example.com/x', 'host-not-allowed'],
    ['localhost', 'https://localhost/x', 'host-not-allowed'],
    ['an unexpected port on the portal', `https://portal.example.com:8443${PATH}`, 'port-not-allowed'],
    ['an unexpected port on an exact entry', 'https://maps.example.com:8443/x', 'port-not-allowed'],
    ['the default port where only 8443 is allowed', 'https://tiles.example.com/x', 'port-not-allowed'],
    ['another port where 8443 is allowed', 'https://tiles.example.com:9443/x', 'port-not-allowed'],
    ['a tab inside', 'https://portal.example.com/a\tb', 'invalid-characters'],
    ['a tab inside the host', 'https://portal.exam\tple.com/x', 'invalid-characters'],
    ['a newline inside the host', 'https://evil.com\n.portal.example.com/x', 'invalid-characters'],
    ['a carriage return', 'https://portal.example.com/x\r', 'invalid-characters'],
    ['a space', 'https://portal.example.com/a b', 'invalid-characters'],
    ['a NUL', 'https://portal.example.com/\u0000', 'invalid-characters'],
    ['a soft hyphen (removed by IDNA)', 'https://portal.exam\u00adple.com/x', 'invalid-characters'],
    ['a zero-width space', 'https://portal\u200b.example.com/x', 'invalid-characters'],
    ['a backslash as a slash', 'https://evil.com\\portal.example.com/x', 'backslash'],
    ['a backslash before user info', 'https://portal.example.com\\@evil.com/', 'backslash'],
    ['a percent-encoded dot in the host', 'https://portal%2Eexample.com/x', 'percent-encoded-host'],
    ['percent-encoded letters in the host', 'https://%70ortal.example.com/x', 'percent-encoded-host'],
    ['a percent-encoded @ in the host', 'https://portal.example.com%40evil.com/x', 'percent-encoded-host'],
  ])('%s', (_, raw, reason) => {
    expect(refusal(raw).reason).toBe(reason);
  });

  it('refuses over-long input, and takes 2048 characters', () => {
    const base = 'https://portal.example.com/';
    const fits = base + 'a'.repeat(MAX_SERVICE_URL_LENGTH - base.length);
    expect(accepted(fits).href).toBe(fits);
    expect(refusal(`${fits}a`).reason).toBe('too-long');
  });

  it('allows no host of a portal addressed by IP, and nothing when there is no allowlist', () => {
    const policy = { portalUrl: new URL('http://127.0.0.1:3000/sharing/rest'), allowedHosts: [] };
    const r = refusal('https://127.0.0.1:3000/x', policy);
    expect(r.reason).toBe('ip-literal');
    expect(refusal('https://portal.example.com/x', policy).message).toBe(
      "portal.example.com is not an allowed host, and no hosts are allowed: ask an administrator to allow the scene service's host.",
    );
  });

  it('ignores allowlist entries that do not parse (they match nothing)', () => {
    const policy = { ...POLICY, allowedHosts: ['*', '*.com', 'https://evil.com', '10.0.0.1', 'evil.com/x'] };
    for (const raw of ['https://evil.com/x', 'https://a.com/x', 'https://10.0.0.1/x']) {
      expect(checkServiceUrl(raw, policy).ok).toBe(false);
    }
  });
});

describe('checkServiceUrl: messages', () => {
  it.each<[string, string]>([
    ['http://portal.example.com/x', 'Only https:// URLs are allowed (this one starts with http:).'],
    [
      'portal.example.com/x',
      "This is not a URL; give the scene service's full address, starting with https://, e.g. https://portal.example.com/server/rest/services/Hosted/City/SceneServer.",
    ],
    [
      'https:///portal.example.com/x',
      'Write the URL in full, starting with https:// and the host, e.g. https://portal.example.com/server/rest/services/Hosted/City/SceneServer.',
    ],
    ['https://[::1]/x', 'The host must be a name, not an IP address (e.g. portal.example.com).'],
    ['https://portal.example.com./x', 'Remove the dot at the end of the host: portal.example.com.'],
    [
      'https://a\tb.example.com/',
      'The URL contains spaces, line breaks or invisible characters; paste it as one line, with spaces written as %20.',
    ],
    ['https://a.example.com\\x', 'The URL contains a backslash (\\); use forward slashes only.'],
    ['https://portal%2Eexample.com/', 'Write the host plainly, without % escapes (e.g. portal.example.com).'],
    [
      'https://evil.com/x',
      'evil.com is not an allowed host; use portal.example.com, maps.example.com, tiles.example.com:8443 or any subdomain of scenes.example.org.',
    ],
    [
      'https://portal.example.com:8443/x',
      'Port 8443 is not allowed for portal.example.com; use port 443 (the default).',
    ],
    ['https://tiles.example.com/x', 'Port 443 is not allowed for tiles.example.com; use port 8443.'],
  ])('%s', (raw, message) => {
    expect(refusal(raw).message).toBe(message);
  });

  it('never echoes user info', () => {
    for (const raw of ['https://alice:hunter2@portal.example.com/x', 'https://hunter2@evil.com/x']) {
      const r = refusal(raw);
      expect(r.reason).toBe('userinfo');
      expect(r.message).not.toMatch(/hunter2|alice/);
    }
  });
});

describe('parseAllowedHost', () => {
  it.each([
    ['maps.example.com', { subdomains: false, host: 'maps.example.com', port: '' }],
    ['  MAPS.Example.com ', { subdomains: false, host: 'maps.example.com', port: '' }],
    ['*.example.com', { subdomains: true, host: 'example.com', port: '' }],
    ['maps.example.com:8443', { subdomains: false, host: 'maps.example.com', port: '8443' }],
    ['maps.example.com:443', { subdomains: false, host: 'maps.example.com', port: '' }],
    ['*.example.com:8443', { subdomains: true, host: 'example.com', port: '8443' }],
    ['bücher.example', { subdomains: false, host: 'xn--bcher-kva.example', port: '' }],
  ])('%s', (entry, pattern) => {
    expect(parseAllowedHost(entry)).toEqual({ ok: true, pattern });
  });

  it.each([
    '',
    '*',
    '*.com',
    '*example.com',
    'a.*.example.com',
    'https://maps.example.com',
    'maps.example.com/x',
    'maps.example.com.',
    'a..example.com',
    'user@maps.example.com',
    '127.0.0.1',
    '2130706433',
    '[::1]',
    'maps.example.com:0',
    'maps.example.com:65536',
    'maps.example.com:',
    'maps%2Eexample.com',
  ])('refuses %j', (entry) => {
    const r = parseAllowedHost(entry);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('is not an allowed-host entry');
  });
});

describe('checkServiceUrl: properties (fast-check, seeded)', () => {
  const hosts = [
    'portal.example.com',
    'PORTAL.EXAMPLE.COM',
    'maps.example.com',
    'tiles.example.com',
    'a.scenes.example.org',
    'scenes.example.org',
    'example.com',
    'evil.com',
    'evilportal.example.com',
    'portal.example.com.evil.net',
    'portal.example.com.',
    '127.0.0.1',
    '2130706433',
    '0x7f.1',
    '[::1]',
    'xn--prtal-jua.example.com',
    'pörtal.example.com',
    'ｐortal.example.com',
    'localhost',
    'portal%2eexample.com',
  ];
  const some = <T>(likely: T, others: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(likely), weight: 3 }, { arbitrary: others, weight: 1 });
  const parts = fc.record({
    scheme: some('https://', fc.constantFrom('HTTPS://', 'http://', 'https:', 'https:///', 'ftp://', 'javascript:')),
    userinfo: some('', fc.constantFrom('user@', 'user:pw@', '@', ':@', 'portal.example.com@')),
    host: fc.oneof({ arbitrary: fc.constantFrom(...hosts), weight: 4 }, { arbitrary: fc.domain(), weight: 1 }),
    port: some('', fc.constantFrom(':443', ':8443', ':80', ':0443', ':', ':99999')),
    rest: fc.oneof(
      fc.constantFrom('', '/x', PATH, '/a@b', '/?q=1#f', '?@evil.com', '#@evil.com'),
      fc.string({ unit: fc.constantFrom('/', 'a', '@', '\\', '?', '#', '%', '.', ' ', '\t', '\n', ':', 'é') }),
    ),
  });

  function allowedHost(url: URL): boolean {
    const host = url.hostname;
    const port = url.port;
    return (
      (port === '' && ['portal.example.com', 'maps.example.com'].includes(host)) ||
      (port === '8443' && host === 'tiles.example.com') ||
      (port === '' && host.endsWith('.scenes.example.org') && !host.split('.').includes(''))
    );
  }

  it('an accepted URL is https, has no user info, and its host is the portal’s or allowlisted', () => {
    let acceptedCount = 0;
    fc.assert(
      fc.property(parts, (p) => {
        const raw = `${p.scheme}${p.userinfo}${p.host}${p.port}${p.rest}`;
        const r = checkServiceUrl(raw, POLICY);
        if (!r.ok) return;
        acceptedCount++;
        expect(r.url.protocol).toBe('https:');
        expect(r.url.username).toBe('');
        expect(r.url.password).toBe('');
        expect(allowedHost(r.url)).toBe(true);
        // what is sent passes the same check unchanged
        const again = checkServiceUrl(r.url.href, POLICY);
        expect(again.ok && again.url.href).toBe(r.url.href);
      }),
      { seed: 2048, numRuns: 3000 },
    );
    expect(acceptedCount).toBeGreaterThan(100);
  });

  it('any host under an allowed wildcard is accepted; the apex and lookalikes never are', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), label, (sub, glue) => {
        expect(checkServiceUrl(`https://${sub.join('.')}.scenes.example.org/x`, POLICY).ok).toBe(true);
        expect(checkServiceUrl(`https://${glue}scenes.example.org/x`, POLICY).ok).toBe(false);
        expect(checkServiceUrl(`https://${sub.join('.')}.scenes.example.org.${glue}.net/x`, POLICY).ok).toBe(false);
      }),
      { seed: 443, numRuns: 500 },
    );
  });
});
