import { describe, expect, it } from 'vitest';
import { UPDATE_MODES } from '../../../src/portal/schema/scene-cook.js';
import { MINIMAL, parse, problems, schema } from './fixtures.js';

const BASE = MINIMAL.ExecuteSceneCook;
const P = BASE.parameters;

function withParameters(parameters: Record<string, unknown>) {
  return { ...BASE, parameters: { ...P, ...parameters } };
}

describe('ExecuteSceneCook', () => {
  it('takes the four parameters; the URL is sent as parsed', () => {
    expect(parse(BASE).parameters).toEqual(P);
    expect(
      parse(withParameters({ service_url: ' HTTPS://Maps.Example.com:443/a/SceneServer ', layer: ' {"layers": [0]} ' }))
        .parameters,
    ).toEqual({ ...P, service_url: 'https://maps.example.com/a/SceneServer', layer: '{"layers": [0]}' });
  });

  it('offers the three update modes, each with a description', () => {
    expect(UPDATE_MODES.map((m) => m.value)).toEqual([
      'RECREATE_ALL_NODES',
      'PARTIAL_UPDATE_NODES',
      'PARTIAL_UPDATE_ATTRIBUTES',
    ]);
    for (const m of UPDATE_MODES) {
      expect(m.description).toMatch(/^[A-Z][^\n]{5,80}\.$/);
      expect(parse(withParameters({ update_mode: m.value })).parameters).toHaveProperty('update_mode', m.value);
    }
  });

  it('requires its parameters', () => {
    const { parameters: _, ...rest } = BASE;
    expect(problems(rest)).toEqual({
      parameters: 'Scene cook settings: required (scene service URL, caching instances, layers and update mode).',
    });
    expect(problems({ ...BASE, parameters: {} })).toEqual({
      'parameters.service_url':
        'Scene service URL: required, e.g. https://portal.example.com/server/rest/services/Hosted/City/SceneServer.',
      'parameters.num_of_caching_service_instances':
        'Caching instances: a whole number, 1 or more, e.g. 2 (the documentation recommends 2).',
      'parameters.layer': 'Layers: required, a JSON object, e.g. {} for all layers.',
      'parameters.update_mode':
        'Update mode: one of RECREATE_ALL_NODES, PARTIAL_UPDATE_NODES, PARTIAL_UPDATE_ATTRIBUTES.',
    });
  });

  it.each([
    [
      'http',
      'http://portal.example.com/x',
      'Only https:// URLs are allowed (this one starts with http:).',
      'not-https',
    ],
    [
      'another host',
      'https://evil.com/x',
      'evil.com is not an allowed host; use portal.example.com, maps.example.com, tiles.example.com:8443 or any subdomain of scenes.example.org.',
      'host-not-allowed',
    ],
    [
      'an IP',
      'https://169.254.169.254/x',
      'The host must be a name, not an IP address (e.g. portal.example.com).',
      'ip-literal',
    ],
    [
      'user info',
      'https://me:pw@portal.example.com/x',
      'The URL must not contain a user name or password (text before an @ in the host); give only the address.',
      'userinfo',
    ],
    [
      'empty',
      '   ',
      'required, e.g. https://portal.example.com/server/rest/services/Hosted/City/SceneServer.',
      'missing',
    ],
  ])('refuses a service URL with %s, under the URL, with the reason', (_, service_url, message, reason) => {
    expect(problems(withParameters({ service_url }))).toEqual({
      'parameters.service_url': `Scene service URL: ${message}`,
    });
    const r = schema.safeParse(withParameters({ service_url }));
    expect(r.error?.issues[0]).toMatchObject({ path: ['parameters', 'service_url'], params: { reason } });
  });

  it('checks against the allowlist it was built with', async () => {
    const { taskSchema } = await import('../../../src/portal/schema/task.js');
    const strict = taskSchema({
      portalUrl: new URL('https://other.example.net/sharing/rest'),
      allowedServiceHosts: [],
    });
    expect(strict.safeParse(BASE).success).toBe(false);
    expect(strict.safeParse(withParameters({ service_url: 'https://other.example.net/x' })).success).toBe(true);
  });

  it.each([0, -1, 1.5, '2', Number.NaN])('refuses %s caching instances', (n) => {
    expect(problems(withParameters({ num_of_caching_service_instances: n }))).toEqual({
      'parameters.num_of_caching_service_instances':
        'Caching instances: a whole number, 1 or more, e.g. 2 (the documentation recommends 2).',
    });
  });

  it.each([
    ['not JSON', '{layers: all}', 'Layers: not valid JSON; write a JSON object, e.g. {} for all layers.'],
    ['a number', '3', 'Layers: must be a JSON object, not a number, e.g. {} for all layers.'],
    ['an array', '[0,1]', 'Layers: must be a JSON object, not an array, e.g. {} for all layers.'],
    ['empty', '', 'Layers: required, a JSON object, e.g. {} for all layers.'],
    ['an object, not text', {}, 'Layers: a JSON object as text, e.g. {} for all layers.'],
  ])('refuses layers that are %s', (_, layer, message) => {
    expect(problems(withParameters({ layer }))).toEqual({ 'parameters.layer': message });
  });

  it('takes layers as a JSON object', () => {
    for (const layer of ['{}', '{"layers":[{"id":0},{"id":1}]}', '{"layers":[0]}']) {
      expect(parse(withParameters({ layer })).parameters).toHaveProperty('layer', layer);
    }
  });

  it('refuses other update modes, and unknown settings', () => {
    expect(problems(withParameters({ update_mode: 'RECREATE_EMPTY_NODES' }))).toEqual({
      'parameters.update_mode':
        'Update mode: one of RECREATE_ALL_NODES, PARTIAL_UPDATE_NODES, PARTIAL_UPDATE_ATTRIBUTES.',
    });
    expect(problems(withParameters({ update_extent: 'DEFAULT' }))).toEqual({
      parameters:
        'Scene cook settings: unknown update_extent; the settings are service_url, num_of_caching_service_instances, layer and update_mode.',
    });
  });
});
