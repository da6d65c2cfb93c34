// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { createStore } from 'jotai';
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

  it('lets a forced password change finish before opening the agent centre', () => {
    storeSession({ role: 1 });
    const store = createStore();
    store.set(openModalAtom, { id: 'changePasswordModal', forced: true });
    renderInSite(<AgentEntrancePage titleKey="agentCentre.title" />, { store });
    expect(store.get(openModalAtom)).toEqual({ id: 'changePasswordModal', forced: true });
    act(() => store.set(openModalAtom, null));
    expect(store.get(openModalAtom)).toEqual({ id: 'agentCentre' });
  });

  it('takes an agent straight into the agent centre', () => {
    storeSession({ role: 41 });
    const { store } = renderInSite(<AgentEntrancePage titleKey="agentCentre.title" />);
    expect(store.get(openModalAtom)).toEqual({ id: 'agentCentre' });
  });
});
