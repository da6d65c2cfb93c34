// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openModalAtom } from '../../app/modals.ts';
import { renderInSite, storeSession } from '../../testing/render-site.tsx';
import AgentButton from './agent-button.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const session = (role: number) => ({
  token: 't',
  account: 'boss',
  nickname: '',
  customerId: 'c',
  role,
  toUpline: false,
  memberLabels: [],
});

describe('the header Agent button (spec §2.2)', () => {
  it('opens the agent centre for an agent instead of a "coming soon" notice', () => {
    storeSession({ role: 2 });
    const { store } = renderInSite(<AgentButton session={session(2)} />);
    fireEvent.click(screen.getByTestId('agent'));
    expect(store.get(openModalAtom)).toEqual({ id: 'agentCentre' });
  });

  it('is not there for a player', () => {
    renderInSite(<AgentButton session={session(0)} />);
    expect(screen.queryByTestId('agent')).toBeNull();
  });
});
