import fc from 'fast-check';

/**
 * The commands of the money property test (server/src/ledger/money.property.test.ts) and
 * their fast-check arbitraries: what a team of three members may ask of the platform.
 */
export const VENDORS = ['KITE', 'PIXEL', 'TCG'] as const;

export type Who = 0 | 1 | 2; // 0 the agent, 1 and 2 its players

export type Command =
  | { kind: 'deposit'; who: Who; amount: number; paid: boolean; replay: boolean }
  | { kind: 'withdraw'; who: Who; amount: number; replay: boolean }
  | { kind: 'decide'; pick: number; approve: boolean }
  | { kind: 'wallet'; who: Who; vendor: number; amount: number; out: boolean; replay: boolean }
  | { kind: 'all'; who: Who }
  | { kind: 'member'; who: Who; to: Who; amount: number; replay: boolean }
  | { kind: 'again'; pick: number; conflict: boolean };

const who = fc.constantFrom<Who>(0, 1, 2);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who,
    amount: fc.integer({ min: 1_000, max: 30_000 }),
    paid: fc.boolean(),
    replay: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    amount: fc.integer({ min: 2_000, max: 25_000 }),
    replay: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('wallet' as const),
    who,
    vendor: fc.nat({ max: VENDORS.length - 1 }),
    amount: fc.integer({ min: 1, max: 30_000 }),
    out: fc.boolean(),
    replay: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('all' as const), who }),
  fc.record({
    kind: fc.constant('member' as const),
    who,
    to: who,
    amount: fc.integer({ min: 1, max: 30_000 }),
    replay: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('again' as const), pick: fc.nat(), conflict: fc.boolean() }),
);
/** Batches run one after another; the commands of a batch run all at once. */
export const batches = fc.array(fc.array(command, { minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 4,
});
