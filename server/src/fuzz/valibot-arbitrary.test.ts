import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IdSchema, PageSchema, TrimmedTextSchema } from '../../../contract/input.ts';
import { login } from '../../../contract/session.ts';
import { arbitraryOf } from './valibot-arbitrary.ts';

const validShare = (schema: v.GenericSchema, hostility = 0) => {
  const samples = fc.sample(arbitraryOf(schema, hostility), { numRuns: 200, seed: 7 });
  return samples.filter((sample) => v.safeParse(schema, sample).success).length / samples.length;
};

describe('valibot arbitraries', () => {
  it('derives mostly valid values from objects, variants, pipes and regexes', () => {
    const schema = v.object({
      id: IdSchema,
      page: PageSchema,
      name: v.pipe(TrimmedTextSchema(16), v.minLength(1)),
      code: v.pipe(v.string(), v.regex(/^[0-9]{6}$/)),
      email: v.pipe(v.string(), v.email()),
      kind: v.picklist(['A', 'B']),
      tags: v.pipe(v.array(v.number()), v.maxLength(3)),
    });
    expect(validShare(schema)).toBeGreaterThan(0.8);
    expect(validShare(login.input)).toBeGreaterThan(0.5);
  });

  it('mixes in hostile values when asked, so most of those samples are refused', () => {
    const schema = v.object({ a: IdSchema, b: TrimmedTextSchema(8), c: IdSchema, d: IdSchema });
    expect(validShare(schema, 0.5)).toBeLessThan(0.5);
  });
});
