import { ok, type Handler } from '../runtime/src/testing/fake-platform.ts';
import { storySite, type BrandId } from './story-site.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Minor units of a whole amount in this brand's currency (USD cents, VND đồng). */
function major(brand: BrandId, amount: number): number {
  return amount * 10 ** storySite(brand).brand.currency.minorUnits;
}

export interface MoneyStoryOptions {
  fundPasswordSet?: boolean;
  cards?: number;
  upline?: boolean;
  downlines?: boolean;
  unread?: number;
}

/**
 * The money calls of the member centre answered like the reference platform would for a
 * member with some money spread over a few game wallets. Transfers really move the figures.
 */
export function moneyRoutes(
  brand: BrandId,
  options: MoneyStoryOptions = {},
): Record<string, Handler> {
  const currency = storySite(brand).brand.currency;
  let main = major(brand, 1250);
  const wallets = [
    { accountType: 'HARBOR', displayName: 'Harbor Cards', balance: major(brand, 300) },
    { accountType: 'KITE', displayName: 'Kite Sports', balance: major(brand, 45) },
    { accountType: 'PIXEL', displayName: 'Pixel Arena', balance: 0 },
  ];
  const funds = () => ({
    currency,
    main,
    wallets: wallets.map((w) => ({ ...w })),
    sum: main + wallets.reduce((s, w) => s + w.balance, 0),
  });
  const cards = Array.from({ length: options.cards ?? 1 }, (_, i) => ({
    id: i + 1,
    bankCode: 'HMAI',
    bankName: 'Hoa Mai Bank',
    last4: String(4821 + i * 1111).slice(-4),
    holder: 'N*** V** A',
    boundAt: '2026-03-02T10:00:00.000Z',
  }));
  return {
    'GET /wps/v2/wallets/balance': () => ok({ currency, main, sum: funds().sum }),
    'GET /wps/v2/messages/unread': () => ok({ count: options.unread ?? 3 }),
    'GET /wps/member/info/funds/consolidated': async () => {
      await wait(300);
      return ok(funds());
    },
    'POST /wps/v2/wallets/transfer': async (body) => {
      await wait(500);
      const { from, to, amount } = body as { from: string; to: string; amount: number };
      const take = from === 'MAIN' ? null : wallets.find((w) => w.accountType === from);
      const give = to === 'MAIN' ? null : wallets.find((w) => w.accountType === to);
      if (take) take.balance -= amount;
      else main -= amount;
      if (give) give.balance += amount;
      else main += amount;
      return ok(funds());
    },
    'POST /wps/v2/wallets/transfer/all': async () => {
      await wait(500);
      for (const w of wallets) {
        main += w.balance;
        w.balance = 0;
      }
      return ok(funds());
    },
    'GET /wps/member/security': async () => {
      await wait(300);
      return ok({
        account: 'lucky888',
        nickname: 'Lucky',
        mobile: '09******78',
        email: 'l***@example.com',
        realName: 'N*** V** A',
        fundPasswordSet: options.fundPasswordSet ?? true,
        authenticatorBound: false,
        cards,
        registeredAt: '2026-01-15T08:00:00.000Z',
      });
    },
    'POST /wps/member/password/fund': async () => {
      await wait(400);
      return ok({ set: true });
    },
    'GET /wps/member/banks': () =>
      ok([
        { code: 'HMAI', name: 'Hoa Mai Bank' },
        { code: 'PHHA', name: 'Phu Ha Bank' },
        { code: 'TRXN', name: 'Tre Xanh Bank' },
      ]),
    'PUT /wps/member/cards': async (body) => {
      await wait(400);
      const { bankCode, cardNumber } = body as { bankCode: string; cardNumber: string };
      return ok({
        id: 99,
        bankCode,
        bankName: bankCode,
        last4: cardNumber.slice(-4),
        holder: 'N*** V** A',
        boundAt: new Date().toISOString(),
      });
    },
    'GET /wps/member/referral': (_body, url) =>
      ok({
        code: 'LUCKY8',
        link: `${url.searchParams.get('origin') ?? ''}/register?referralCode=LUCKY8`,
        invited: 4,
      }),
    'GET /wps/v2/transfer/targets': async () => {
      await wait(300);
      return ok({
        upline: options.upline === false ? null : { account: 'agent01', nickname: 'Mr. Tran' },
        downlines:
          options.downlines === true
            ? [
                { account: 'player07', nickname: 'Kim' },
                { account: 'player12', nickname: '' },
              ]
            : [],
      });
    },
    'POST /wps/v2/transfer': async (body) => {
      await wait(500);
      main -= (body as { amount: number }).amount;
      return ok({ main });
    },
  };
}
