// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import { contract, pageOf, teamMember } from './agent-fixtures.ts';
import { OfferForm } from './offer-form.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const SETTINGS = {
  kinds: ['DIVIDEND', 'DAILY_SALARY'] as const,
  dividendPeriods: ['W', 'M'] as const,
};

function renderForm() {
  storeSession({ account: 'boss', role: 1 });
  const platform = platformAnswering({
    'GET /wps/agent/team/members': () =>
      ok({
        path: [],
        ...pageOf([
          teamMember({ account: 'player9', role: 'MEMBER' }),
          teamMember({ account: 'sub_agent1' }),
        ]),
      }),
    'POST /wps/agent/contracts': () => ok(contract()),
  });
  renderInSite(
    <OfferForm
      settings={{
        ...SETTINGS,
        kinds: [...SETTINGS.kinds],
        dividendPeriods: [...SETTINGS.dividendPeriods],
        own: [],
      }}
      onSent={() => undefined}
    />,
  );
  return platform;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the contract offer form (spec §2.6)', () => {
  it('offers only the kinds the merchant allows and only direct downline agents', async () => {
    renderForm();
    await screen.findByRole('option', { name: /sub_agent1/ });
    const kinds = [...(screen.getByTestId('field-kind') as HTMLSelectElement).options];
    expect(kinds.map((o) => o.value)).toEqual(['DIVIDEND', 'DAILY_SALARY']);
    expect(screen.queryByRole('option', { name: /player9/ })).toBeNull();
  });

  it('sends dividend rates as basis points and tier bets as minor units', async () => {
    const platform = renderForm();
    await screen.findByRole('option', { name: /sub_agent1/ });
    type('field-period', 'M');
    type('field-tier-0-minValidBet', '1,000');
    type('field-tier-0-minActive', '5');
    type('field-tier-0-rate', '0.8');
    fireEvent.click(screen.getByTestId('add-tier'));
    type('field-tier-1-minValidBet', '12345.67');
    type('field-tier-1-minActive', '10');
    type('field-tier-1-rate', '12.5');
    fireEvent.click(screen.getByTestId('offer-submit'));
    await screen.findByTestId('offer-sent');
    const sent = platform.calls.find((c) => c.path === '/wps/agent/contracts');
    expect(sent?.body).toMatchObject({
      downline: 'sub_agent1',
      terms: {
        kind: 'DIVIDEND',
        period: 'M',
        tiers: [
          { minValidBet: 1_000_00, minActive: 5, rateBp: 80 },
          { minValidBet: 1_234_567, minActive: 10, rateBp: 1250 },
        ],
      },
    });
  });

  it('sends salary amounts as minor units, and removing a tier drops it', async () => {
    const platform = renderForm();
    await screen.findByRole('option', { name: /sub_agent1/ });
    type('field-kind', 'DAILY_SALARY');
    type('field-tier-0-minValidBet', '500');
    type('field-tier-0-minActive', '3');
    type('field-tier-0-amount', '25.50');
    fireEvent.click(screen.getByTestId('add-tier'));
    fireEvent.click(screen.getByTestId('remove-tier-1'));
    fireEvent.click(screen.getByTestId('offer-submit'));
    await screen.findByTestId('offer-sent');
    const sent = platform.calls.find((c) => c.path === '/wps/agent/contracts');
    expect((sent?.body as { terms: unknown }).terms).toEqual({
      kind: 'DAILY_SALARY',
      tiers: [{ minValidBet: 500_00, minActive: 3, amount: 25_50 }],
    });
  });

  it('shows every bad input under its field and sends nothing', async () => {
    const platform = renderForm();
    await screen.findByRole('option', { name: /sub_agent1/ });
    type('field-tier-0-minValidBet', 'lots');
    type('field-tier-0-minActive', '2.5');
    type('field-tier-0-rate', '101');
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect(await screen.findByText(en['agent.offer.badRate'])).toBeTruthy();
    expect(screen.getByText(en['agent.offer.badAmount'])).toBeTruthy();
    expect(screen.getByText(en['agent.offer.badCount'])).toBeTruthy();
    await waitFor(() => expect(platform.calls.some((c) => c.method === 'POST')).toBe(false));
  });
});
