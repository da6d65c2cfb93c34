// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { ok } from '../../testing/fake-platform.ts';
import {
  memberInfoFixture,
  platformAnswering,
  renderInSite,
  storeSession,
} from '../../testing/render-site.tsx';
import { PhoneBar } from './phone-bar.tsx';
import { RightBar } from './side-bar.tsx';
import { SiteMenu } from './site-menu.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderPhone() {
  platformAnswering({ 'GET /wps/member/info': () => ok(memberInfoFixture()) }, 'token');
  return renderInSite(
    <>
      <RightBar />
      <PhoneBar />
      <SiteMenu />
    </>,
  );
}

describe('the site menu', () => {
  it('holds every side-bar entry with its label, drawn from the same slots', async () => {
    renderPhone();
    const bar = screen.getByTestId('right-bar');
    const labels = [...bar.querySelectorAll('.wl-rail__label')].map((l) => l.textContent ?? '');
    expect(labels.length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('phone-bar-menu'));
    const menu = await screen.findByTestId('site-menu');
    expect(menu.getAttribute('role')).toBe('dialog');
    for (const label of labels) expect(within(menu).getByText(label)).toBeTruthy();
  });

  it('takes focus in, closes on Escape and gives focus back to its button', async () => {
    renderPhone();
    const button = screen.getByTestId('phone-bar-menu');
    button.focus();
    fireEvent.click(button);
    const menu = await screen.findByTestId('site-menu');
    expect(menu.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('site-menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows a member their full name and the labelled account tools', async () => {
    storeSession({ account: 'agent01', role: 1 });
    renderPhone();
    fireEvent.click(screen.getByTestId('phone-bar-menu'));
    const menu = await screen.findByTestId('site-menu');
    expect(within(menu).getByTestId('menu-account-name').textContent).toContain('agent01');
    expect(within(menu).getByTestId('menu-change-password').textContent).toBe(
      en['password.changeTitle'],
    );
    expect(within(menu).getByTestId('menu-sign-out').textContent).toBe(en['account.signOut']);
  });

  it('masks a mobile number used as the account name, as the header does', async () => {
    storeSession({ account: '0912345678', role: 0 });
    renderPhone();
    fireEvent.click(screen.getByTestId('phone-bar-menu'));
    const name = within(await screen.findByTestId('site-menu')).getByTestId('menu-account-name');
    expect(name.textContent).toContain('09******78');
    expect(name.textContent).not.toContain('0912345678');
  });
});

describe('the phone bar', () => {
  it('labels each of its shortcuts', () => {
    renderPhone();
    const bar = screen.getByTestId('phone-bar');
    expect(within(bar).getByTestId('phone-bar-home').textContent).toBe(en['nav.home']);
    expect(within(bar).getByTestId('phone-bar-menu').textContent).toBe(en['menu.open']);
  });
});
