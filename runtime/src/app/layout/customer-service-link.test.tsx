// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerServiceLink } from './customer-service-link.tsx';

afterEach(cleanup);

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
