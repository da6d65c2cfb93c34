import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfferForm } from '../runtime/src/features/agent/offer-form.tsx';
import '../runtime/src/app/layout/member-centre.css';
import '../runtime/src/features/agent/agent.css';
import { contracts, scale } from './agent-contract-fixtures.ts';
import { agentRoutes } from './agent-story-fixtures.ts';
import { storyPlatform, storySession } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Agent centre/Contract offer' };
export default meta;

/** The spec §2.6 offer form as the contracts page shows it, with `kinds` offered. */
function offer(kinds: ('DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY')[]) {
  return {
    render: (_args, { globals }) => {
      const brand = globals.brand as BrandId;
      storyPlatform(brand, agentRoutes(brand));
      storySession(1);
      const own = contracts(scale(brand)).filter((c) => c.status === 'SIGNED');
      return (
        <div className="wl-mc__content" style={{ maxInlineSize: 920 }}>
          <section className="wl-mc-card">
            <OfferForm
              settings={{ kinds, dividendPeriods: ['D', 'W', 'H', 'M'], own }}
              initialDownline="golden_tiger"
              onSent={() => undefined}
            />
          </section>
        </div>
      );
    },
  } satisfies StoryObj;
}

export const Dividend: StoryObj = {
  name: 'Dividend offer: tiers of valid bet, active members and a rate, within my own',
  ...offer(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']),
};
export const DailySalary: StoryObj = {
  name: 'Only daily salary offered by the merchant',
  ...offer(['DAILY_SALARY']),
};
export const RealtimeSalary: StoryObj = {
  name: 'Real-time salary: win rate, loss rate, bet per 5 minutes',
  ...offer(['REALTIME_SALARY']),
};
