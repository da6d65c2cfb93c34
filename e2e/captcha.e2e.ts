import type { Browser, Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../contract/boot.ts';
import { launchChromium, openPage, siteUrl } from './browser.ts';
import { fill, logIn, signOut, stamp } from './identity-steps.ts';
import { fillUsernameRegistration } from './register-steps.ts';
import { solveSlider, solveSliderWithKeyboard } from './slider.ts';

let browser: Browser;
/** The machine is shared with other suites; state is still what each step waits for. */
const SLOW = 60_000;
async function open(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  page.setDefaultTimeout(SLOW);
  return page;
}
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** The answer of this tab's live picture, from the sandbox, as a person reading it would type it. */
async function captchaAnswer(page: Page): Promise<string> {
  const answer = await page.evaluate(async () => {
    const id = sessionStorage.getItem('clientId') ?? '';
    const res = await fetch(`/wps/sandbox/captcha?clientId=${encodeURIComponent(id)}`);
    return ((await res.json()) as { value: string | null }).value;
  });
  if (!answer) throw new Error('The sandbox has no captcha answer for this tab.');
  return answer;
}

/** Three wrong passwords from this tab: the server then asks for the image captcha. */
async function failThrice(page: Page, username: string): Promise<void> {
  const modal = page.getByTestId('login-modal');
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (attempt === 1) await logIn(page, username, 'wrongpass1');
    else {
      await fill(page, 'password', `wrongpass${attempt}`);
      await solveSlider(page, modal);
      await page.getByTestId('login-submit').click();
    }
    await modal.getByRole('alert').first().waitFor();
  }
  await page.getByTestId('captcha-image').waitFor();
}

describe('the image captcha', () => {
  it('keeps the slider solved after a wrong answer, shows a new picture and lets the right one in', async () => {
    const page = await open();
    await page.goto(siteUrl('aurora', '/index'));
    const account = `cap${stamp}`;
    await page.getByTestId('register').click();
    const register = page.getByTestId('register-modal');
    await fillUsernameRegistration(page, register, account);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('account-name').waitFor();
    await signOut(page);

    await failThrice(page, account);
    const modal = page.getByTestId('login-modal');
    // Spec §4: the failed login started the slider over; the player solves it again.
    await solveSlider(page, modal);
    await modal.locator('.wl-slider.is-ok').waitFor();
    const first = await page.getByTestId('captcha-image').getAttribute('src');
    const right = await captchaAnswer(page);
    await fill(page, 'password', 'secret123');
    await fill(page, 'captcha', right === 'WWWW' ? 'XXXX' : 'WWWW');
    await page.getByTestId('login-submit').click();
    await modal.getByRole('alert').first().waitFor();

    // A new picture, and the slider still solved: no new puzzle to do.
    await expect
      .poll(() => page.getByTestId('captcha-image').getAttribute('src'), { timeout: SLOW })
      .not.toBe(first);
    expect(await modal.locator('.wl-slider.is-ok').count()).toBe(1);
    expect(await page.getByTestId('field-captcha').inputValue()).toBe('');

    await fill(page, 'captcha', (await captchaAnswer(page)).toLowerCase());
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: SLOW })
      .toContain(account);
    await page.context().close();
  }, 300_000);
});

describe('the slider', () => {
  it('can be solved with the keyboard alone', async () => {
    const page = await open();
    await page.goto(siteUrl('lotus', '/index'));
    await page.getByTestId('login').click();
    const modal = page.getByTestId('login-modal');
    await modal.getByTestId('slider-background').waitFor();
    await solveSliderWithKeyboard(page, modal);
    await modal.locator('.wl-slider.is-ok').waitFor();
    expect(await modal.getByRole('slider').getAttribute('aria-valuetext')).toBeTruthy();
    await page.context().close();
  }, 300_000);
});

const SHOTS = 'e2e/screenshots/captcha';

describe('screenshots of the login dialog with the captcha', () => {
  it('are taken for both brands, English and Thai, desktop and phone', async () => {
    await mkdir(SHOTS, { recursive: true });
    for (const brand of ['aurora', 'lotus']) {
      // One tab id for every context of the brand: the server's captcha count follows it.
      const clientId = `shots-${brand}-${stamp}-0000`;
      const username = `nobody-${brand}-${stamp}`;
      let primed = false;
      for (const language of ['EN', 'TH']) {
        for (const [device, viewport] of [
          ['desktop', { width: 1366, height: 800 }],
          ['phone', { width: 390, height: 844 }],
        ] as const) {
          const page = await open({ viewport, isMobile: device === 'phone' });
          await page.addInitScript(
            ([key, lang, id]) => {
              localStorage.setItem(key, lang);
              sessionStorage.setItem('clientId', id);
            },
            [LANGUAGE_STORAGE_KEY, language, clientId] as const,
          );
          await page.goto(siteUrl(brand, '/index'));
          if (primed) {
            await logIn(page, username, 'wrongpass9');
            await page.getByTestId('captcha-image').waitFor();
          } else {
            await failThrice(page, username);
            primed = true;
          }
          const field = page.getByTestId('captcha-field');
          await field.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `${SHOTS}/${brand}-${language.toLowerCase()}-${device}.png`,
          });
          await page.context().close();
        }
      }
    }
  }, 600_000);
});
