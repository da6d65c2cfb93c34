// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fail, fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { SLIDER_CHALLENGE } from '../../testing/register-fixtures.ts';
import { FEATURES } from '../../registry.ts';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The login form whose answers come from `login` in turn; images are numbered. */
function setup(answers: (() => ReturnType<typeof ok>)[]) {
  let image = 0;
  let logins = 0;
  const platform = fakePlatform({
    'POST /wps/captcha/slider': () => ok(SLIDER_CHALLENGE),
    'POST /wps/captcha/slider/verify': () => ok({ token: 'slider-token' }),
    'GET /wps/captcha': () => ok(`data:image/png;base64,IMG${++image}`),
    'GET /wps/captcha/question': () => ok({ a: 3, b: 4 }),
    'POST /wps/session/login': () => {
      const answer = answers[logins++] ?? answers[answers.length - 1];
      return answer ? answer() : ok(null);
    },
  });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  const site = createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES);
  render(
    <SiteProviders site={site} store={createStore()}>
      <LoginForm onSuccess={() => undefined} />
    </SiteProviders>,
  );
  return platform;
}

async function solveSlider() {
  const handle = await screen.findByTestId('slider-handle');
  await screen.findByTestId('slider-background');
  fireEvent.keyDown(handle, { key: 'ArrowRight' });
  fireEvent.keyDown(handle, { key: 'End' });
  fireEvent.keyDown(handle, { key: 'Enter' });
  await screen.findByText(en['slider.success']);
}

const count = (platform: ReturnType<typeof fakePlatform>, path: string) =>
  platform.calls.filter((c) => c.path === path).length;

async function reachCaptcha(platform: ReturnType<typeof fakePlatform>) {
  fireEvent.change(screen.getByTestId('field-username'), { target: { value: 'someone' } });
  fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'secret1' } });
  await solveSlider();
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('captcha-image');
  await waitFor(() => expect(count(platform, '/wps/captcha/slider')).toBe(2));
  await solveSlider();
}

describe('the image captcha on the login form', () => {
  it('keeps the solved slider and shows a new picture after a mistyped captcha', async () => {
    const platform = setup([
      () => fail('BAD_CREDENTIALS', { captcha: true }),
      () => fail('CAPTCHA_FAILED', { captcha: true, failed: 'captcha' }),
      () => ok(null),
    ]);
    await reachCaptcha(platform);
    const image = screen.getByTestId('captcha-image').getAttribute('src');
    fireEvent.change(screen.getByTestId('field-captcha'), { target: { value: 'WXYZ' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(en['error.CAPTCHA_FAILED'])).toBeTruthy();

    await waitFor(
      () => expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(image),
      { timeout: 3000 },
    );
    expect((screen.getByTestId('field-captcha') as HTMLInputElement).value).toBe('');
    // Still solved: no new puzzle was asked for, and the next try sends the same token.
    expect(screen.getByText(en['slider.success'])).toBeTruthy();
    expect(count(platform, '/wps/captcha/slider')).toBe(2);
    fireEvent.change(screen.getByTestId('field-captcha'), { target: { value: 'hk4w' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(count(platform, '/wps/session/login')).toBe(3));
    const last = platform.calls.filter((c) => c.path === '/wps/session/login').at(-1)?.body;
    expect(last).toMatchObject({ captcha: 'hk4w', slider: 'slider-token' });
  });

  it('starts the slider over when the slider was what the server refused', async () => {
    const platform = setup([
      () => fail('BAD_CREDENTIALS', { captcha: true }),
      () => fail('CAPTCHA_FAILED', { captcha: true, failed: 'slider' }),
    ]);
    await reachCaptcha(platform);
    fireEvent.change(screen.getByTestId('field-captcha'), { target: { value: 'WXYZ' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(count(platform, '/wps/captcha/slider')).toBe(3));
  });

  it('refreshes the picture with a labelled button and keeps the rest of the form', async () => {
    const platform = setup([() => fail('BAD_CREDENTIALS', { captcha: true })]);
    await reachCaptcha(platform);
    const before = count(platform, '/wps/captcha');
    const refresh = screen.getByRole('button', { name: en['captcha.newImage'] });
    fireEvent.click(refresh);
    await waitFor(() => expect(count(platform, '/wps/captcha')).toBe(before + 1), {
      timeout: 3000,
    });
    expect((screen.getByTestId('field-username') as HTMLInputElement).value).toBe('someone');
    expect(screen.getByText(en['slider.success'])).toBeTruthy();
  });

  it('offers a text question instead, read out as the input description', async () => {
    const platform = setup([() => fail('BAD_CREDENTIALS', { captcha: true })]);
    await reachCaptcha(platform);
    fireEvent.click(screen.getByRole('button', { name: en['captcha.useQuestion'] }));
    const question = await screen.findByTestId('captcha-question', {}, { timeout: 3000 });
    expect(question.textContent).toBe('What is 3 plus 4?');
    const input = screen.getByTestId('field-captcha');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('What is 3 plus 4?');
    expect(count(platform, '/wps/captcha/question')).toBe(1);
  });
});
