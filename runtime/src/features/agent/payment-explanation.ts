import type { ContractPayment } from '../../../../contract/agent-contracts.ts';
import { formatMoney, type Currency } from '../../app/money.ts';
import type { Translate } from '../../i18n/i18n.tsx';

const RTL = new Set(['ar', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** How the sentence writes numbers: the reader's language, the brand's currency. */
export interface NumberStyle {
  currency: Currency;
  locale: string;
}

/**
 * The reader's numbers, percentages and money. In a right-to-left language each number is an
 * isolated left-to-right run (as formatMoney does), so "12 ≥ 10" keeps its order in Urdu.
 */
function formats({ currency, locale }: NumberStyle) {
  const isolate = RTL.has(locale.split('-')[0] ?? '')
    ? (text: string) => `\u2066${text}\u2069`
    : (text: string) => text;
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (minor: number) => formatMoney(minor, currency, locale),
    count: (n: number) => isolate(count.format(n)),
    /** Basis points → "0.8%" (1250 bp = 12.5 %). */
    rate: (bp: number) => isolate(percent.format(bp / 10_000)),
  };
}

/**
 * The sentence under every contract payment (issue 12 "every payout line explains itself"):
 * the team figures used, the tier reached, the rate and the result, e.g. "valid bet $12,340.00
 * ≥ tier $10,000.00 with 12 ≥ 10 active → 0.8% of $12,340.00 = $98.72". Built only from the
 * payment's own basis, tier and rate, so it shows what the settlement used, not today's terms.
 */
export function explainPayment(payment: ContractPayment, t: Translate, style: NumberStyle): string {
  const f = formats(style);
  const { basis, tier } = payment;
  const amount = f.money(payment.amount);
  const reached = tier
    ? t('agent.explain.tier', {
        validBet: f.money(basis.validBet),
        minValidBet: f.money(tier.minValidBet),
        active: f.count(basis.activeMembers),
        minActive: f.count(tier.minActive),
      })
    : t('agent.explain.noTier', {
        validBet: f.money(basis.validBet),
        active: f.count(basis.activeMembers),
      });
  const sentence = (() => {
    switch (payment.kind) {
      case 'DIVIDEND':
        if (!tier) return reached;
        if (basis.teamLoss <= 0) {
          return t('agent.explain.noLoss', { tier: reached, loss: f.money(basis.teamLoss) });
        }
        return t('agent.explain.dividend', {
          tier: reached,
          loss: f.money(basis.teamLoss),
          rate: f.rate(tier.rateBp ?? payment.rateBp ?? 0),
          amount,
        });
      case 'DAILY_SALARY':
        return tier ? t('agent.explain.daily', { tier: reached, amount }) : reached;
      case 'HOURLY_SALARY':
        return t('agent.explain.hourly', {
          qualifying: f.count(basis.qualifyingHours ?? 0),
          counted: f.count(basis.countedHours ?? 0),
          each: f.money(tier?.amount ?? 0),
          amount,
        });
      case 'REALTIME_SALARY':
        return t('agent.explain.realtime', {
          validBet: f.money(basis.validBet),
          outcome:
            basis.teamLoss > 0
              ? t('agent.explain.teamLost', { amount: f.money(basis.teamLoss) })
              : t('agent.explain.teamWon', { amount: f.money(-basis.teamLoss) }),
          rate: f.rate(payment.rateBp ?? 0),
          amount,
        });
    }
  })();
  if (payment.status === 'OWED') return `${sentence} ${t('agent.explain.owed')}`;
  if (payment.status === 'NOTHING_DUE' && tier && payment.kind !== 'DIVIDEND') {
    return `${sentence} ${t('agent.explain.nothingDue')}`;
  }
  return sentence;
}
