// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import { FEATURES } from '../../registry.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import RegisterModal from './register-modal.tsx';

afterEach(cleanup);

/** What a person does: focus the control, then press it (fireEvent.click alone moves no focus). */
function press(element: HTMLElement) {
  element.focus();
  fireEvent.click(element);
}

/** A key pressed wherever focus is. */
function key(name: string, shift = false) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name, shiftKey: shift });
}

const settings = {
  fields: {
    username: { enabled: true, required: true },
    password: { enabled: true, required: true },
    captcha: { enabled: false, required: false },
  },
  rules: {},
};

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Register
      </button>
      {open && <RegisterModal onClose={() => setOpen(false)} />}
    </>
  );
}

function setup() {
  const platform = fakePlatform({ 'GET /wps/system/setting/register': () => ok(settings) });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  render(
    <SiteProviders site={createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES)}>
      <Page />
    </SiteProviders>,
  );
}

describe('the register dialog', () => {
  it('takes focus to its first field, keeps Tab inside, and gives focus back on Escape', async () => {
    setup();
    press(screen.getByText('Register'));
    const dialog = screen.getByTestId('register-modal');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('field-username')));

    const controls = dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    );
    controls[controls.length - 1]?.focus();
    key('Tab');
    expect(document.activeElement).toBe(controls[0]);

    key('Escape');
    expect(screen.queryByTestId('register-modal')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Register'));
  });
});
