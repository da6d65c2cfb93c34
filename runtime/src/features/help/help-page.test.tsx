// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalDocument } from '../../../../contract/legal.ts';
import { renderInSite } from '../../testing/render-site.tsx';
import HelpPage, { pageOfPath } from './help-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const doc: LegalDocument = {
  language: 'UR',
  pages: {
    terms: { title: 'شرائط و ضوابط', html: '<p>متن</p>', language: 'UR' },
    privacy: { title: 'Privacy Policy', html: '<p>Fallback</p>', language: 'EN' },
    'responsible-gaming': { title: 'ذمہ دارانہ کھیل', html: '<p>متن</p>', language: 'UR' },
  },
};

describe('the help page', () => {
  it('reads the legal page from the address, and shows the contents at /help and /helpmc', () => {
    expect(pageOfPath('/help/terms')).toBe('terms');
    expect(pageOfPath('/help/responsible-gaming/')).toBe('responsible-gaming');
    expect(pageOfPath('/help')).toBeNull();
    expect(pageOfPath('/helpmc')).toBeNull();
    expect(pageOfPath('/help/unknown')).toBeNull();
  });

  it('shows a page in the language its text is written in, with contents of all three', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(doc))),
    );
    renderInSite(<HelpPage titleKey="legal.privacy" />, { path: '/help/privacy', language: 'UR' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    // A page that fell back to English keeps English direction inside the Urdu site.
    expect(heading.closest('article')?.getAttribute('dir')).toBe('ltr');
    const links = screen.getByRole('navigation').querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/help/terms',
      '/help/privacy',
      '/help/responsible-gaming',
    ]);
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      '/help/privacy',
    );
  });
});
