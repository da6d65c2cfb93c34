import type { Deposit, DepositMethod } from '../contract/deposit.ts';
import type { AccountRecord } from '../contract/history.ts';
import type { PlatformMessage } from '../contract/messages.ts';
import type { Withdrawal } from '../contract/withdrawal.ts';
import { ok, type Handler } from '../runtime/src/testing/fake-platform.ts';
import { moneyRoutes } from './money-story-fixtures.ts';
import { storySite, type BrandId } from './story-site.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** A page of `items` as the platform answers a paged query. */
function paged<T>(items: readonly T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  return ok({
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  });
}

export interface PagesStoryOptions {
  /** What depositStatus answers after the first ask. */
  settleAs?: Deposit['status'];
  fundPasswordSet?: boolean;
  cards?: number;
  empty?: boolean;
}

/** The deposit, withdrawal, history and message calls, answered for a member with a history. */
export function moneyPageRoutes(
  brand: BrandId,
  options: PagesStoryOptions = {},
): Record<string, Handler> {
  const unit = 10 ** storySite(brand).brand.currency.minorUnits;
  const big = brand === 'lotus' ? 1000 : 1;
  const m = (amount: number) => amount * unit * big;
  const methods: DepositMethod[] =
    brand === 'lotus'
      ? [
          {
            id: 'bank',
            type: 'BANK_TRANSFER',
            name: 'Internet Banking',
            min: m(50),
            max: m(300_000),
            presets: [m(100), m(200), m(500), m(1000)],
          },
          {
            id: 'momo',
            type: 'EWALLET',
            name: 'Mobile wallet',
            min: m(20),
            max: m(50_000),
            presets: [m(50), m(100), m(200)],
          },
          {
            id: 'vietqr',
            type: 'QR',
            name: 'Bank QR transfer',
            min: m(50),
            max: m(100_000),
            presets: [m(100), m(500)],
          },
        ]
      : [
          {
            id: 'bank',
            type: 'BANK_TRANSFER',
            name: 'Online banking',
            min: m(10),
            max: m(50_000),
            presets: [m(20), m(50), m(100), m(500)],
          },
          {
            id: 'paypal',
            type: 'EWALLET',
            name: 'E-wallet',
            min: m(5),
            max: m(10_000),
            presets: [m(20), m(50)],
          },
          {
            id: 'alipay',
            type: 'QR',
            name: 'QR code payment',
            min: m(10),
            max: m(20_000),
            presets: [m(50), m(100)],
          },
        ];
  const deposit = (
    id: number,
    status: Deposit['status'],
    amount: number,
    hours: number,
  ): Deposit => ({
    id,
    reference: `D${id - 9}`,
    methodId: 'bank',
    type: 'BANK_TRANSFER',
    amount,
    status,
    payUrl: '#sandbox-pay',
    createdAt: ago(hours),
    settledAt: status === 'PENDING' ? null : ago(hours - 0.1),
  });
  const deposits = options.empty
    ? []
    : [
        deposit(12, 'ARRIVED', m(100), 2),
        deposit(11, 'FAILED', m(50), 30),
        deposit(10, 'ARRIVED', m(500), 80),
      ];
  let asked = 0;
  const withdrawal = (
    id: number,
    status: Withdrawal['status'],
    amount: number,
    hours: number,
  ): Withdrawal => ({
    id,
    reference: `W${id}`,
    amount,
    status,
    card: { bankName: 'Hoa Mai Bank', last4: '4821' },
    createdAt: ago(hours),
    decidedAt: status === 'PENDING' ? null : ago(hours - 0.5),
    reason: status === 'REJECTED' ? 'Card holder name does not match' : null,
    confirmBy: status === 'PAID' ? new Date(Date.now() + HOUR / 2).toISOString() : null,
    received: status === 'PARTLY_RECEIVED' ? m(30) : status === 'RECEIVED' ? amount : null,
    remaining: status === 'PARTLY_RECEIVED' ? amount - m(30) : status === 'RECEIVED' ? 0 : null,
    hasProof: false,
  });
  const withdrawals = options.empty
    ? []
    : [
        withdrawal(7, 'PAID', m(80), 1),
        withdrawal(6, 'PENDING', m(40), 3),
        withdrawal(5, 'PARTLY_RECEIVED', m(60), 50),
        withdrawal(4, 'REJECTED', m(25), 70),
        withdrawal(3, 'RECEIVED', m(100), 120),
      ];
  const kinds: AccountRecord['kind'][] = [
    'DEPOSIT',
    'WALLET_TRANSFER',
    'WITHDRAWAL',
    'MEMBER_TRANSFER',
    'BONUS',
    'WITHDRAWAL_REFUND',
  ];
  let balance = m(1250);
  const records: AccountRecord[] = options.empty
    ? []
    : Array.from({ length: 27 }, (_, i) => {
        const kind = kinds[i % kinds.length] ?? 'DEPOSIT';
        const amount =
          ['WITHDRAWAL', 'MEMBER_TRANSFER'].includes(kind) || (kind === 'WALLET_TRANSFER' && i % 2)
            ? -m(10 + i)
            : m(20 + i * 3);
        const row = {
          id: 100 - i,
          time: ago(i * 5 + 1),
          kind,
          wallet: 'MAIN',
          amount,
          balanceAfter: balance,
          counterparty:
            kind === 'MEMBER_TRANSFER' ? 'agent01' : kind === 'WALLET_TRANSFER' ? 'HARBOR' : null,
          reference:
            kind === 'DEPOSIT' ? `D${40 - i}` : kind.startsWith('WITHDRAWAL') ? `W${20 - i}` : null,
        };
        balance -= amount;
        return row;
      });
  const zero = { deposit: 0, withdrawal: 0, bonus: 0, bet: 0, payout: 0, profit: 0 };
  const days = options.empty
    ? []
    : [0, 1, 2, 4].map((d) => ({
        ...zero,
        day: new Date(Date.now() - d * 24 * HOUR).toISOString().slice(0, 10),
        deposit: m(100 + d * 50),
        withdrawal: m(40),
        bonus: m(d === 1 ? 10 : 0),
        profit: m(d === 1 ? 10 : 0),
      }));
  const messages: PlatformMessage[] = options.empty
    ? []
    : [
        {
          id: 9,
          kind: 'DEPOSIT_ARRIVED',
          time: ago(2),
          read: false,
          amount: m(100),
          subject: null,
          text: null,
          reference: 'D12',
        },
        {
          id: 8,
          kind: 'WITHDRAWAL_APPROVED',
          time: ago(3),
          read: false,
          amount: m(80),
          subject: null,
          text: null,
          reference: 'W7',
        },
        {
          id: 7,
          kind: 'TRANSFER_OUT',
          time: ago(20),
          read: true,
          amount: m(15),
          subject: 'agent01',
          text: null,
          reference: null,
        },
        {
          id: 6,
          kind: 'WITHDRAWAL_REJECTED',
          time: ago(70),
          read: true,
          amount: m(25),
          subject: null,
          text: 'Card holder name does not match',
          reference: 'W4',
        },
        {
          id: 5,
          kind: 'MAIL',
          time: ago(90),
          read: false,
          amount: null,
          subject: 'Weekend reload bonus',
          text: 'Deposit this weekend and get 20% extra, up to the limit of your VIP level.',
          reference: null,
        },
        {
          id: 4,
          kind: 'DEPOSIT_FAILED',
          time: ago(30),
          read: true,
          amount: m(50),
          subject: null,
          text: null,
          reference: 'D11',
        },
      ];
  const read = new Set<number>();
  return {
    ...moneyRoutes(brand, { fundPasswordSet: options.fundPasswordSet, cards: options.cards }),
    'GET /wps/v2/deposit/methods': async () => {
      await wait(300);
      return ok(methods);
    },
    'POST /wps/v2/deposit': async (body) => {
      await wait(500);
      const { amount } = body as { amount: number };
      return ok(deposit(13, 'PENDING', amount, 0));
    },
    'GET /wps/v2/deposit/status': () => {
      asked += 1;
      return ok(deposit(13, asked > 1 ? (options.settleAs ?? 'ARRIVED') : 'PENDING', m(100), 0));
    },
    'GET /wps/v2/deposit/records': (_b, url) => paged(deposits, url),
    'GET /wps/v2/withdraw/settings': async () => {
      await wait(300);
      return ok({
        min: m(20),
        max: m(20_000),
        dailyCount: 5,
        dailyAmount: m(50_000),
        usedCount: 1,
        usedAmount: m(40),
        receiptTimeoutMinutes: 60,
        fundPasswordSet: options.fundPasswordSet ?? true,
        cards: Array.from({ length: options.cards ?? 1 }, (_, i) => ({
          id: i + 1,
          bankCode: 'HMAI',
          bankName: 'Hoa Mai Bank',
          last4: String(4821 + i),
          holder: 'N*** V** A',
          boundAt: ago(500),
        })),
        main: m(1250),
      });
    },
    'POST /wps/v2/withdraw': async (body) => {
      await wait(500);
      return ok(withdrawal(8, 'PENDING', (body as { amount: number }).amount, 0));
    },
    'GET /wps/v2/withdraw/records': (_b, url) => paged(withdrawals, url),
    'POST /wps/v2/withdraw/confirm': async () => {
      await wait(400);
      const first = withdrawals[0];
      if (first)
        withdrawals[0] = { ...first, status: 'RECEIVED', received: first.amount, remaining: 0 };
      return ok(withdrawals[0]);
    },
    'GET /wps/v2/records/account': (_b, url) => {
      const kind = url.searchParams.get('kind');
      return paged(kind ? records.filter((r) => r.kind === kind) : records, url);
    },
    'GET /wps/v2/records/profit': (_b, url) => {
      const totals = days.reduce(
        (t, d) => ({
          deposit: t.deposit + d.deposit,
          withdrawal: t.withdrawal + d.withdrawal,
          bonus: t.bonus + d.bonus,
          bet: 0,
          payout: 0,
          profit: t.profit + d.profit,
        }),
        zero,
      );
      const page = paged(days, url);
      return ok({ totals, days: (page as { value: unknown }).value });
    },
    'GET /wps/v2/records/bonus': (_b, url) =>
      paged(
        options.empty ? [] : [{ id: 1, time: ago(26), amount: m(10), source: 'Welcome bonus' }],
        url,
      ),
    'GET /wps/v2/records/bets': (_b, url) => paged([], url),
    'GET /wps/v2/rewards': () => ok([]),
    'GET /wps/v2/messages': (_b, url) => {
      const list = messages.map((x) => ({ ...x, read: x.read || read.has(x.id) }));
      const answer = paged(list, url) as { success: true; value: object };
      return ok({ ...answer.value, unread: list.filter((x) => !x.read).length });
    },
    'POST /wps/v2/messages/read': (body) => {
      const ids = (body as { ids: number[] | 'all' }).ids;
      for (const x of messages) if (ids === 'all' || ids.includes(x.id)) read.add(x.id);
      return ok({ unread: messages.filter((x) => !read.has(x.id) && !x.read).length });
    },
  };
}
