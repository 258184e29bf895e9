import { describe, expect, it } from 'vitest';
import { endpoint, isLoopback, portalBase, portalUrlProblem } from '../../src/portal/url.js';

describe('PORTAL_URL', () => {
  it('accepts the Sharing REST root with or without a trailing slash', () => {
    expect(portalBase('https://gis.example.org/portal/sharing/rest/').pathname).toBe('/portal/sharing/rest');
    expect(portalBase('https://www.example.com/sharing/rest').pathname).toBe('/sharing/rest');
  });

  it.each([
    ['http://gis.example.org/sharing/rest', /https/],
    ['https://user:pw@gis.example.org/sharing/rest', /username or password/],
    ['https://gis.example.org/sharing/rest?token=x', /query/],
    ['ftp://gis.example.org/sharing/rest', /https/],
    ['gis.example.org/sharing/rest', /not a URL/],
  ])('refuses %s', (raw, why) => {
    expect(portalUrlProblem(raw)).toMatch(why);
  });

  it('allows http on loopback only (tests, the emulator)', () => {
    expect(portalUrlProblem('http://127.0.0.1:8787/sharing/rest')).toBeNull();
    expect(portalUrlProblem('http://localhost:8787/sharing/rest')).toBeNull();
    expect(portalUrlProblem('http://[::1]:8787/sharing/rest')).toBeNull();
    expect(portalUrlProblem('http://10.0.0.1/sharing/rest')).not.toBeNull();
    expect(isLoopback('localhost.evil.com')).toBe(false);
  });

  it('percent-encodes each path segment (user names hold @, spaces and slashes)', () => {
    const base = portalBase('https://gis.example.org/portal/sharing/rest');
    expect(endpoint(base, 'community', 'users', 'ann@example.org', 'tasks', 'createTask')).toBe(
      '/portal/sharing/rest/community/users/ann%40example.org/tasks/createTask',
    );
    expect(endpoint(base, 'community', 'users', 'a/b c')).toBe('/portal/sharing/rest/community/users/a%2Fb%20c');
  });
});
