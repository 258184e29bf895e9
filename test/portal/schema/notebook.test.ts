import { describe, expect, it } from 'vitest';
import { MINIMAL, parse, problems } from './fixtures.js';

const BASE = MINIMAL.ExecuteNotebook;

describe('ExecuteNotebook', () => {
  it('takes no parameters, or each of the three', () => {
    expect(parse(BASE).parameters).toBeUndefined();
    expect(parse({ ...BASE, parameters: {} }).parameters).toEqual({});
    expect(
      parse({
        ...BASE,
        parameters: { updatePortalItem: false, saveInjectedParameters: true, notebookParameters: ' {"year": 2026} ' },
      }).parameters,
    ).toEqual({ updatePortalItem: false, saveInjectedParameters: true, notebookParameters: '{"year": 2026}' });
  });

  it('leaves out empty notebook parameters', () => {
    expect(parse({ ...BASE, parameters: { notebookParameters: '  ' } }).parameters).toEqual({});
  });

  it.each([
    ['not JSON', '{year: 2026}', 'Notebook parameters: not valid JSON; write a JSON object, e.g. {"year": 2026}.'],
    ['an array', '[1, 2]', 'Notebook parameters: must be a JSON object, not an array, e.g. {"year": 2026}.'],
    ['a string', '"x"', 'Notebook parameters: must be a JSON object, not a string, e.g. {"year": 2026}.'],
    ['null', 'null', 'Notebook parameters: must be a JSON object, not null, e.g. {"year": 2026}.'],
    ['a number', '7', 'Notebook parameters: must be a JSON object, not a number, e.g. {"year": 2026}.'],
    ['an object, not text', { year: 2026 }, 'Notebook parameters: a JSON object as text, e.g. {"year": 2026}.'],
  ])('refuses notebook parameters that are %s', (_, notebookParameters, message) => {
    expect(problems({ ...BASE, parameters: { notebookParameters } })).toEqual({
      'parameters.notebookParameters': message,
    });
  });

  it('wants yes or no for the two switches', () => {
    expect(problems({ ...BASE, parameters: { updatePortalItem: 'yes', saveInjectedParameters: 1 } })).toEqual({
      'parameters.updatePortalItem': 'Update the notebook item: yes or no (true or false).',
      'parameters.saveInjectedParameters': 'Save injected parameters: yes or no (true or false).',
    });
  });

  it('refuses unknown settings and a parameters value that is not an object', () => {
    expect(problems({ ...BASE, parameters: { updatePortalItem: true, timeout: 5 } })).toEqual({
      parameters:
        'Notebook settings: unknown timeout; the settings are updatePortalItem, saveInjectedParameters and notebookParameters.',
    });
    expect(problems({ ...BASE, parameters: '{}' })).toEqual({
      parameters: 'Notebook settings: an object with updatePortalItem, saveInjectedParameters and notebookParameters.',
    });
  });
});
