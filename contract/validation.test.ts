import { describe, expect, it } from 'vitest';
import {
  PATTERNS,
  checkField,
  problemMessageKey,
  type PatternId,
  type ValidationRule,
} from './validation.ts';

const rule = (patternId: PatternId, min = 1, max = 30): ValidationRule => ({
  patternId,
  acceptedPattern: PATTERNS[patternId],
  minLength: min,
  maxLength: max,
});

// Spec §5, one row per patternId: values it must accept and values it must refuse.
const cases: [PatternId, string, string[], string[]][] = [
  [0, 'any characters', ['abc', '你好 !@#', ' x '], []],
  [
    1,
    'a letter, then letters and digits',
    ['a1', 'Player99', 'abc'],
    ['1abc', 'ab_c', 'ab c', '你好'],
  ],
  [
    2,
    'letters, Chinese characters and digits',
    ['abc123', '张三', '张三abc9'],
    ['ab c', 'a-b', 'a@b'],
  ],
  [
    3,
    'a valid email',
    ['a@b.co', 'first.last@mail.example.com'],
    ['a@b', 'ab.com', 'a b@c.de', '@b.co'],
  ],
  [4, 'letters and digits, no Chinese', ['abc', 'ABC123', '123'], ['张三', 'ab-c', 'ab c']],
  [5, 'letters and digits combined', ['abc123', '1a'], ['abcdef', '123456', 'abc 123', 'abc_123']],
  [6, 'digits only', ['0123456789'], ['12a', '12 34', '+123']],
  [
    7,
    'letters and digits with an uppercase letter',
    ['Abc123', 'ABC'],
    ['abc123', 'Abc-123', 'Ab c'],
  ],
  [8, 'English letters and spaces', ['John Smith', 'abc'], ['John1', 'Jöhn', 'a-b']],
  [9, 'no spaces', ['a_b-c!', '你好'], ['a b', ' a', 'a\tb']],
  [10, 'Chinese characters and punctuation', ['张三', '你好，世界！'], ['abc', '张三abc', '张 三']],
  [12, 'letters and spaces, at least two letters', ['Jo', 'Nguyen Van A'], ['J', 'J ', 'J1', '  ']],
];

describe.each(cases)('patternId %i (%s)', (patternId, _label, accepted, refused) => {
  it.each(accepted)('accepts %j', (value) => {
    expect(checkField(value, rule(patternId), true)).toBeUndefined();
  });
  it.each(refused)('refuses %j with the message of its patternId', (value) => {
    const problem = checkField(value, rule(patternId), true);
    expect(problem).toEqual({ kind: 'pattern', patternId, min: 1, max: 30 });
    expect(problem && problemMessageKey(problem)).toBe(`validation.pattern.${patternId}`);
  });
});

describe('checkField', () => {
  it('refuses an empty required field with the required message', () => {
    const problem = checkField('', rule(1), true);
    expect(problem).toEqual({ kind: 'required' });
    expect(problem && problemMessageKey(problem)).toBe('validation.required');
  });

  it('lets an empty optional field pass, whatever its rule', () => {
    expect(checkField(undefined, rule(3), false)).toBeUndefined();
  });

  it('refuses a value shorter than minLength or longer than maxLength, naming both', () => {
    expect(checkField('abc', rule(1, 6, 16), true)).toEqual({
      kind: 'pattern',
      patternId: 1,
      min: 6,
      max: 16,
    });
    expect(checkField('a'.repeat(17), rule(1, 6, 16), true)).toMatchObject({ kind: 'pattern' });
    expect(checkField('abcdef', rule(1, 6, 16), true)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units, against the length limits', () => {
    expect(checkField('张三', rule(2, 2, 2), true)).toBeUndefined();
    expect(checkField('𠀋𠀋', rule(0, 2, 2), true)).toBeUndefined();
  });

  it('treats * as any value within the length limits', () => {
    const any: ValidationRule = { patternId: 0, acceptedPattern: '*', minLength: 2, maxLength: 4 };
    expect(checkField('a b', any, true)).toBeUndefined();
    expect(checkField('abcde', any, true)).toMatchObject({ kind: 'pattern' });
  });
});
