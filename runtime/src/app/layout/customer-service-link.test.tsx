// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../testing/fake-platform.ts';
import { memberInfoFixture, platformAnswering, storeSession } from '../../testing/render-site.tsx';
import { CustomerServiceLink } from './customer-service-link.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const show = (type: number) =>
  render(
    <CustomerServiceLink entries={[{ type, path: 'https://cs.example/chat' }]} className="x">
      Help
    </CustomerServiceLink>,
  );

describe('CustomerServiceLink', () => {
  it('opens a type 1 entry in a new tab', () => {
    show(1);
    const link = screen.getByText('Help').closest('a');
    expect(link?.getAttribute('href')).toBe('https://cs.example/chat');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('opens a type 2 entry in the same tab', () => {
    show(2);
    expect(screen.getByText('Help').closest('a')?.hasAttribute('target')).toBe(false);
  });

  it('opens a type 3 entry in a 440 by 500 popup', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    show(3);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(open).toHaveBeenCalledWith(
      'https://cs.example/chat',
      'wl-customer-service',
      expect.stringContaining('width=440,height=500'),
    );
    open.mockRestore();
  });

  it('renders nothing for a javascript: path, whatever the type', () => {
    for (const type of [1, 2, 3]) {
      const { container, unmount } = render(
        <CustomerServiceLink entries={[{ type, path: 'javascript:alert(1)' }]} className="x">
          Help
        </CustomerServiceLink>,
      );
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('renders nothing when the platform has no customer-service entry', () => {
    const { container } = render(
      <CustomerServiceLink entries={[]} className="x">
        Help
      </CustomerServiceLink>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('the VIP customer service (spec §6)', () => {
  const entries = [
    { type: 1, path: 'https://cs.example/everyone' },
    { type: 1, path: 'https://cs.example/vip' },
  ];

  function showFor(labels: string[] | null) {
    if (labels) storeSession();
    const platform = platformAnswering(
      {
        'GET /wps/member/info': () =>
          ok(
            memberInfoFixture({ memberLabel: (labels ?? []).map((labelName) => ({ labelName })) }),
          ),
      },
      'token',
    );
    render(
      <Provider store={createStore()}>
        <CustomerServiceLink entries={entries} className="x">
          Help
        </CustomerServiceLink>
      </Provider>,
    );
    return platform;
  }

  const href = () => screen.getByText('Help').closest('a')?.getAttribute('href');

  it('gives a member whose member info carries the vipcs label the second entry', async () => {
    showFor(['vipcs']);
    await waitFor(() => expect(href()).toBe('https://cs.example/vip'));
  });

  it('gives a member without the label the first entry', async () => {
    const platform = showFor(['gold']);
    await waitFor(() =>
      expect(platform.calls.some((c) => c.path === '/wps/member/info')).toBe(true),
    );
    expect(href()).toBe('https://cs.example/everyone');
  });

  it('gives a visitor the first entry without asking for member info', () => {
    const platform = showFor(null);
    expect(href()).toBe('https://cs.example/everyone');
    expect(platform.calls).toEqual([]);
  });
});
