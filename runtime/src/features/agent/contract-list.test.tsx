// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { fail, ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import { contract, pageOf } from './agent-fixtures.ts';
import { ContractList } from './contract-list.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('answering a contract offer (spec §4)', () => {
  it('shows which contracts a lower-rate offer would end and accepts only once confirmed', async () => {
    storeSession({ account: 'sub_agent1', role: 2 });
    let status: 'OFFERED' | 'SIGNED' = 'OFFERED';
    const ending = contract({
      id: 77,
      status: 'SIGNED',
      upline: { account: 'sub_agent1', nickname: null },
      downline: { account: 'grand_agent', nickname: 'Grand' },
    });
    const platform = platformAnswering({
      'GET /wps/agent/contracts': () => ok(pageOf([contract({ status })])),
      'POST /wps/agent/contracts/respond': (body) => {
        const { confirmEnds } = body as { confirmEnds?: boolean };
        if (!confirmEnds) return fail('CONTRACT_CONFIRM_REQUIRED', { ends: [ending] });
        status = 'SIGNED';
        return ok(contract({ status }));
      },
    });
    renderInSite(<ContractList side="DOWNLINE" />);
    fireEvent.click(await screen.findByTestId('action-ACCEPT'));
    const confirm = await screen.findByTestId('confirm-ends');
    expect(confirm.textContent).toContain(en['error.CONTRACT_CONFIRM_REQUIRED']);
    expect(screen.getByTestId('ending-contract').textContent).toContain('grand_agent');
    // Nothing changed yet: still an offer.
    expect(screen.getByText(en['agent.contractStatus.OFFERED'])).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect(await screen.findByText(en['agent.contractStatus.SIGNED'])).toBeTruthy();
    expect(screen.queryByTestId('confirm-ends')).toBeNull();
    const answers = platform.calls.filter((c) => c.path === '/wps/agent/contracts/respond');
    expect(answers.map((c) => c.body)).toEqual([
      { id: 31, action: 'ACCEPT' },
      { id: 31, action: 'ACCEPT', confirmEnds: true },
    ]);
  });

  it('shows a refusal in the reader language and leaves the offer as it was', async () => {
    storeSession({ account: 'sub_agent1', role: 2 });
    platformAnswering({
      'GET /wps/agent/contracts': () => ok(pageOf([contract()])),
      'POST /wps/agent/contracts/respond': () => fail('CONTRACT_STATE'),
    });
    renderInSite(<ContractList side="DOWNLINE" />);
    fireEvent.click(await screen.findByTestId('action-REJECT'));
    expect(await screen.findByText(en['error.CONTRACT_STATE'])).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('action-ACCEPT')).toBeTruthy());
  });

  it('lets the upline withdraw an offer and agree to a termination the downline asked for', async () => {
    storeSession({ account: 'boss', role: 1 });
    platformAnswering({
      'GET /wps/agent/contracts': () =>
        ok(
          pageOf([
            contract(),
            contract({ id: 32, status: 'TERMINATING', terminationBy: 'DOWNLINE' }),
            contract({ id: 33, status: 'TERMINATING', terminationBy: 'UPLINE' }),
          ]),
        ),
    });
    renderInSite(<ContractList side="UPLINE" />);
    const offer = await screen.findByTestId('contract-31');
    expect(offer.querySelector('[data-testid="action-WITHDRAW"]')).toBeTruthy();
    expect(offer.querySelector('[data-testid="action-ACCEPT"]')).toBeNull();
    expect(
      screen.getByTestId('contract-32').querySelector('[data-testid="action-AGREE_TERMINATION"]'),
    ).toBeTruthy();
    expect(screen.getByTestId('contract-33').querySelector('button')).toBeNull();
  });
});
