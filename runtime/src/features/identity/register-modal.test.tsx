// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../testing/fake-platform.ts';
import { key, press } from '../../testing/keyboard.ts';
import { platformAnswering, renderInSite } from '../../testing/render-site.tsx';
import RegisterModal from './register-modal.tsx';

afterEach(cleanup);

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
  platformAnswering({ 'GET /wps/system/setting/register': () => ok(settings) });
  renderInSite(<Page />);
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
