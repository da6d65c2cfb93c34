// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalDocument } from '../../../../contract/legal.ts';
import { key, press } from '../../testing/keyboard.ts';
import { renderInSite } from '../../testing/render-site.tsx';
import { RegisterAgreement } from './register-agreement.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (title: string) => ({ title, html: `<h2>${title} 1</h2><p>Text</p>`, language: 'EN' });
const doc: LegalDocument = {
  language: 'EN',
  pages: {
    terms: page('Terms of the test brand'),
    privacy: page('Privacy'),
    'responsible-gaming': page('Play safe'),
  },
};

function Form() {
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input aria-label="Username" defaultValue="" />
      <RegisterAgreement agreed={agreed} showError={false} onChange={setAgreed} />
    </form>
  );
}

describe('the register agreement', () => {
  it('opens the terms in a dialog over the form and gives focus back on Escape, keeping the typed values', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(doc)));
    vi.stubGlobal('fetch', fetch);
    renderInSite(<Form />);
    const username = screen.getByLabelText<HTMLInputElement>('Username');
    username.value = 'typed01';
    const link = screen.getByTestId('read-agreement');
    press(link);

    const dialog = await screen.findByRole('dialog');
    await screen.findByRole('heading', { name: 'Terms of the test brand' });
    expect(fetch).toHaveBeenCalledWith('/legal/en.json');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.querySelector('.wl-legal__body h2')?.textContent).toBe(
      'Terms of the test brand 1',
    );

    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
    expect(username.value).toBe('typed01');
  });

  it('says the page could not be loaded, and tries again on request', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('nope', { status: 404 }))
      .mockResolvedValue(new Response(JSON.stringify(doc)));
    vi.stubGlobal('fetch', fetch);
    renderInSite(<Form />, { language: 'TH' });
    press(screen.getByTestId('read-agreement'));
    const alert = await screen.findByRole('alert');
    press(alert.querySelector('button') as HTMLButtonElement);
    await screen.findByRole('heading', { name: 'Terms of the test brand' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
