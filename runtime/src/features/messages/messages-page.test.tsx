// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformMessage } from '../../../../contract/messages.ts';
import { ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite } from '../../testing/render-site.tsx';
import MessagesPage from './messages-page.tsx';

afterEach(cleanup);

const message = (id: number, read: boolean): PlatformMessage => ({
  id,
  kind: 'DEPOSIT_ARRIVED',
  time: '2026-11-22T05:00:00.000Z',
  read,
  amount: 100_00,
  subject: null,
  text: null,
  reference: `D${id}`,
});

function renderMessages() {
  const read = new Set<number>();
  const all = [message(3, false), message(2, false), message(1, true)];
  const platform = platformAnswering({
    'GET /wps/v2/messages': () => {
      const items = all.map((m) => ({ ...m, read: m.read || read.has(m.id) }));
      return ok({
        items,
        total: 3,
        page: 1,
        pageSize: 10,
        unread: items.filter((m) => !m.read).length,
      });
    },
    'POST /wps/v2/messages/read': (body) => {
      const ids = (body as { ids: number[] | 'all' }).ids;
      for (const m of all) if (ids === 'all' || ids.includes(m.id)) read.add(m.id);
      return ok({ unread: all.filter((m) => !m.read && !read.has(m.id)).length });
    },
  });
  renderInSite(<MessagesPage />);
  const reads = () => platform.calls.filter((c) => c.path === '/wps/v2/messages/read');
  const lists = () =>
    platform.calls.filter((c) => c.method === 'GET' && c.path === '/wps/v2/messages').length;
  return { reads, lists };
}

const rows = () => screen.getAllByTestId('message-row');

describe('the messages page (spec §2.4 messageV2)', () => {
  it('words each message, marks the unread ones, and reads one when it is opened', async () => {
    const { reads, lists } = renderMessages();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => r.dataset.read)).toEqual(['false', 'false', 'true']);
    expect(rows()[0]?.textContent).toContain('Deposit arrived');
    fireEvent.click(rows()[0]?.querySelector('button') ?? document.body);
    expect(rows()[0]?.textContent).toContain('Your deposit D3 of $100.00 has arrived');
    expect(rows()[0]?.dataset.read).toBe('true');
    // Reading invalidates "unread": the list (and the header badge) read again.
    await vi.waitFor(() => expect(lists()).toBe(2));
    expect(reads()[0]?.body).toEqual({ ids: [3] });
    // After the list re-reads, one unread is left, not zero: nothing is counted twice.
    await vi.waitFor(() => expect(rows()[1]?.dataset.read).toBe('false'));
    expect(screen.getByTestId('messages-read-all')).toHaveProperty('disabled', false);
  });

  it('marks every message read at once', async () => {
    const { reads, lists } = renderMessages();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('messages-read-all'));
    expect(rows().every((r) => r.dataset.read === 'true')).toBe(true);
    // Reading invalidates "unread": the list (and the header badge) read again.
    await vi.waitFor(() => expect(lists()).toBe(2));
    expect(reads()[0]?.body).toEqual({ ids: 'all' });
    expect(screen.getByTestId('messages-read-all')).toHaveProperty('disabled', true);
  });
});
