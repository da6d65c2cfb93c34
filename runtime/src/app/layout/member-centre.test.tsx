// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from '../router/router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type Answer } from '../../testing/fake-platform.ts';
import {
  memberInfoFixture,
  platformAnswering,
  renderInSite,
  statusWithout,
  storeSession,
} from '../../testing/render-site.tsx';
import type { FeatureDescriptor, MemberCentrePageKey, MemberCentrePageProps } from '../feature.ts';
import { openModalAtom } from '../modals.ts';
import { buildMemberCentreTable } from '../routes.ts';
import { ModalHost } from './modal-host.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function fakePage(key: MemberCentrePageKey) {
  return () =>
    Promise.resolve({
      default: ({ openPage }: MemberCentrePageProps) => (
        <div>
          <p>page {key}</p>
          <button type="button" onClick={() => openPage('depositTeach')}>
            teach
          </button>
        </div>
      ),
    });
}

// Registered out of order and from two features, with one page behind a module that is off.
const TEST_FEATURES: FeatureDescriptor[] = [
  {
    id: 'money',
    routes: [],
    memberCentrePages: [
      { key: 'messageV2', labelKey: 'header.messages', order: 130, load: fakePage('messageV2') },
      {
        key: 'depositTeach',
        labelKey: 'account.deposit',
        parent: 'depositv2',
        load: fakePage('depositTeach'),
      },
      { key: 'depositv2', labelKey: 'account.deposit', order: 30, load: fakePage('depositv2') },
      {
        key: 'withdraw',
        labelKey: 'account.deposit',
        order: 40,
        requires: ['REFERRAL'],
        load: fakePage('withdraw'),
      },
    ],
  },
  {
    id: 'account',
    routes: [],
    modals: [
      {
        id: 'loginModal',
        load: () => Promise.resolve({ default: () => <p data-testid="login-modal">login</p> }),
      },
      {
        id: 'registerModal',
        load: () =>
          Promise.resolve({
            default: ({ referralCode }: { referralCode?: string }) => (
              <p data-testid="register-code">{referralCode ?? 'none'}</p>
            ),
          }),
      },
      {
        id: 'changePasswordModal',
        load: () =>
          Promise.resolve({
            default: ({ onClose }: { onClose: () => void }) => (
              <button type="button" data-testid="password-close" onClick={onClose}>
                close
              </button>
            ),
          }),
      },
    ],
    memberCentrePages: [
      {
        key: 'transferFund',
        labelKey: 'mc.transferFund',
        order: 20,
        load: fakePage('transferFund'),
      },
      {
        key: 'securityCenter',
        labelKey: 'mc.securityCenter',
        order: 10,
        load: fakePage('securityCenter'),
      },
    ],
  },
];

const member = memberInfoFixture({ nickname: 'Lucky', sumBalance: 250000 });

function login(role = 0) {
  storeSession({ nickname: 'Lucky', role });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderHost({
  path = '/index',
  info = (): Answer | Promise<Answer> => ok(member),
}: { path?: string; info?: () => Answer | Promise<Answer> } = {}) {
  const platform = platformAnswering({ 'GET /wps/member/info': info }, 'token-and-expiry');
  // REFERRAL off, so the page that requires it stays out.
  const { store } = renderInSite(
    <>
      <ModalHost />
      <Address />
    </>,
    { status: statusWithout(['REFERRAL']), features: TEST_FEATURES, path },
  );
  return { store, platform };
}

const menuKeys = () =>
  [...screen.getByTestId('member-centre-menu').querySelectorAll('[data-testid^="mc-tab-"]')].map(
    (e) => e.getAttribute('data-testid'),
  );

describe('the member centre page table', () => {
  it("orders the menu by the descriptors' order numbers, skips pages whose modules are off, and keeps depositTeach out of the menu", () => {
    const table = buildMemberCentreTable(TEST_FEATURES, new Set());
    expect(table.map((p) => [p.key, p.inMenu])).toEqual([
      ['securityCenter', true],
      ['transferFund', true],
      ['depositv2', true],
      ['messageV2', true],
      ['depositTeach', false],
    ]);
    expect(
      buildMemberCentreTable(TEST_FEATURES, new Set(['REFERRAL'])).map((p) => p.key),
    ).toContain('withdraw');
  });
});

describe('the member centre (spec §2.4)', () => {
  it('shows a spinner until member data has loaded, then the menu in order and the asked page', async () => {
    login();
    let answer: (value: Answer) => void = () => undefined;
    const { store, platform } = renderHost({
      info: () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    act(() => store.set(openModalAtom, { id: 'memberCentre', page: 'depositv2' }));
    const root = await screen.findByTestId('member-centre');
    expect(root.getAttribute('aria-modal')).toBe('true');
    expect(screen.queryByTestId('member-centre-menu')).toBeNull();
    // The read leaves after a few awaits inside call(); answer it once it has.
    await waitFor(() =>
      expect(platform.calls.some((c) => c.path === '/wps/member/info')).toBe(true),
    );
    act(() => answer(ok(member)));
    await screen.findByTestId('member-centre-menu');
    expect(menuKeys()).toEqual([
      'mc-tab-securityCenter',
      'mc-tab-transferFund',
      'mc-tab-depositv2',
      'mc-tab-messageV2',
    ]);
    expect(screen.getByTestId('mc-tab-depositv2').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('page depositv2')).toBeTruthy();
    expect(screen.getByTestId('mc-page-depositv2')).toBeTruthy();
    expect(screen.getByTestId('member-centre-balance').textContent).toBe('$2,500.00');
  });

  it('switches pages from the menu and from a page (openPage), keeping the deposit entry marked for its tutorial', async () => {
    login();
    const { store } = renderHost();
    act(() => store.set(openModalAtom, { id: 'memberCentre' }));
    // No page asked: the first menu page.
    expect(await screen.findByText('page securityCenter')).toBeTruthy();
    fireEvent.click(screen.getByTestId('mc-tab-transferFund'));
    expect(await screen.findByText('page transferFund')).toBeTruthy();
    expect(screen.getByTestId('mc-tab-transferFund').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('mc-tab-securityCenter').getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByText('teach'));
    expect(await screen.findByText('page depositTeach')).toBeTruthy();
    expect(screen.getByTestId('mc-page-depositTeach')).toBeTruthy();
    expect(screen.getByTestId('mc-tab-depositv2').getAttribute('aria-current')).toBe('page');
  });

  it('shows no missions badge while there are no missions', async () => {
    login();
    const { store } = renderHost();
    act(() => store.set(openModalAtom, { id: 'memberCentre' }));
    await screen.findByTestId('member-centre-menu');
    expect(screen.queryByTestId('mc-badge-missionLeaderboard')).toBeNull();
  });

  it('takes focus while open, keeps Tab inside, and gives focus back on close', async () => {
    login();
    const { store } = renderHost();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    act(() => store.set(openModalAtom, { id: 'memberCentre' }));
    await screen.findByText('page securityCenter');
    const dialog = screen.getByTestId('member-centre');
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('teach');
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByTestId('member-centre-close'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('member-centre')).toBeNull());
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('closes with Escape and with the close button', async () => {
    login();
    const { store } = renderHost();
    act(() => store.set(openModalAtom, { id: 'memberCentre' }));
    await screen.findByTestId('member-centre-menu');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('member-centre')).toBeNull());
    act(() => store.set(openModalAtom, { id: 'memberCentre' }));
    fireEvent.click(await screen.findByTestId('member-centre-close'));
    await waitFor(() => expect(screen.queryByTestId('member-centre')).toBeNull());
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('comes back to the page a password popup was opened from', async () => {
    login();
    const { store } = renderHost();
    act(() => store.set(openModalAtom, { id: 'memberCentre', page: 'transferFund' }));
    await screen.findByText('page transferFund');
    act(() => store.set(openModalAtom, { id: 'changePasswordModal' }));
    fireEvent.click(await screen.findByTestId('password-close'));
    expect(await screen.findByText('page transferFund')).toBeTruthy();
    fireEvent.click(screen.getByTestId('member-centre-close'));
    await waitFor(() => expect(store.get(openModalAtom)).toBeNull());
  });

  it('ends the session and asks for the login when member data says NOT_LOGGED_IN', async () => {
    login();
    const { store } = renderHost({ info: () => fail('NOT_LOGGED_IN') });
    act(() => store.set(openModalAtom, { id: 'memberCentre' }));
    await waitFor(() => expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' }));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });
});

describe('opening the member centre from the address (?memberCentre=)', () => {
  it('opens on the named page and drops the query when it closes', async () => {
    login();
    renderHost({ path: '/index?memberCentre=depositTeach&x=1' });
    expect(await screen.findByText('page depositTeach')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toContain('memberCentre=depositTeach');
    fireEvent.click(screen.getByTestId('member-centre-close'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?x=1'));
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('asks a logged-out visitor to log in instead', async () => {
    const { store } = renderHost({ path: '/index?memberCentre=transferFund' });
    await waitFor(() => expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' }));
  });

  it('tells the demo account (role 4) it needs an official account', async () => {
    login(4);
    const { store } = renderHost({ path: '/index?memberCentre=transferFund' });
    await waitFor(() => expect(store.get(openModalAtom)?.id).toBe('notice'));
  });
});

describe('the register popup and the address', () => {
  it('receives the ?referralCode= of the address when opened from the header', async () => {
    const { store } = renderHost({ path: '/index?referralCode=AG01' });
    act(() => store.set(openModalAtom, { id: 'registerModal' }));
    expect((await screen.findByTestId('register-code')).textContent).toBe('AG01');
  });
});
