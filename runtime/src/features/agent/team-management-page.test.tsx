// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import { pageOf, teamMember } from './agent-fixtures.ts';
import TeamManagementPage from './team-management-page.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// boss → a1 → b1 → c1 (a player)
const LEVELS: Record<string, { path: string[]; items: ReturnType<typeof teamMember>[] }> = {
  '': {
    path: [],
    items: [
      teamMember({ account: 'a1' }),
      teamMember({ account: 'a2', directMembers: 0, status: 'FROZEN' }),
    ],
  },
  a1: { path: ['a1'], items: [teamMember({ account: 'b1', level: 2 })] },
  b1: {
    path: ['a1', 'b1'],
    items: [teamMember({ account: 'c1', level: 3, role: 'MEMBER', directMembers: 0 })],
  },
};

function renderPage() {
  storeSession({ account: 'boss', role: 1 });
  const platform = platformAnswering({
    'GET /wps/agent/team/members': (_, url) => {
      const level = LEVELS[url.searchParams.get('parent') ?? ''];
      return ok({ path: level?.path ?? [], ...pageOf(level?.items ?? []) });
    },
  });
  renderInSite(<TeamManagementPage openPage={() => undefined} />);
  return platform;
}

const crumbs = () => screen.getByTestId('team-crumbs').textContent;

describe('team management (spec §2.5)', () => {
  it('drills down level by level with breadcrumbs, and a breadcrumb goes back up', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('drill-a1'));
    fireEvent.click(await screen.findByTestId('drill-b1'));
    expect(await screen.findByText('c1')).toBeTruthy();
    expect(crumbs()).toBe(`${en['agent.myTeam']}a1b1`);
    // Row actions are for direct downlines only.
    expect(screen.queryByTestId('transfer-c1')).toBeNull();
    fireEvent.click(within(screen.getByTestId('team-crumbs')).getByText('a1'));
    expect(await screen.findByTestId('drill-b1')).toBeTruthy();
    expect(crumbs()).toBe(`${en['agent.myTeam']}a1`);
    fireEvent.click(within(screen.getByTestId('team-crumbs')).getByText(en['agent.myTeam']));
    expect(await screen.findByTestId('drill-a1')).toBeTruthy();
  });

  it('marks a frozen member and offers transfers and contracts on direct downlines', async () => {
    renderPage();
    await screen.findByTestId('drill-a1');
    expect(screen.getByText(en['agent.status.FROZEN'])).toBeTruthy();
    expect(screen.getByTestId('transfer-a1')).toBeTruthy();
    expect(screen.getByTestId('offer-a1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('transfer-a2'));
    expect(await screen.findByTestId('downline-transfer')).toBeTruthy();
  });
});
