// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openModalAtom } from '../../app/modals.ts';
import en from '../../i18n/dictionaries/en.json';
import { renderInSite, storeSession } from '../../testing/render-site.tsx';
import AgentEntrancePage from './agent-entrance-page.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the agent entrance (spec §6)', () => {
  it('asks a visitor to log in', () => {
    const { store } = renderInSite(<AgentEntrancePage titleKey="agentCentre.title" />);
    expect(store.get(openModalAtom)).toEqual({ id: 'loginModal', entrance: 'AGENT' });
    expect(screen.getByTestId('agent-login')).toBeTruthy();
  });

  it('tells a logged-in player "not an agent" and opens nothing', () => {
    storeSession({ role: 0 });
    const { store } = renderInSite(<AgentEntrancePage titleKey="agentCentre.title" />);
    expect(screen.getByTestId('not-an-agent').textContent).toBe(en['error.NOT_AN_AGENT']);
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('takes an agent straight into the agent centre', () => {
    storeSession({ role: 41 });
    const { store } = renderInSite(<AgentEntrancePage titleKey="agentCentre.title" />);
    expect(store.get(openModalAtom)).toEqual({ id: 'agentCentre' });
  });
});
