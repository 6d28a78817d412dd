import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchPlan } from './search-synonyms.js';

describe('a search plan', () => {
  it('reads the names every JavaScript object inherits as plain words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'),
        fc.constantFrom('', 'mabati ', '30 '),
        (name, before) => {
          expect(searchPlan(`${before}${name}`).at(-1)).toEqual([[name.toLowerCase()]]);
        },
      ),
    );
    expect(searchPlan('__proto__')).toEqual([[['proto']]]);
  });

  it('still adds the English words of a Swahili one', () => {
    expect(searchPlan('saruji')).toEqual([[['saruji'], ['cement']]]);
  });
});
