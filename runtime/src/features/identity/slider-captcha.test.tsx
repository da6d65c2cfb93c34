// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { SLIDER_CHALLENGE } from '../../testing/register-fixtures.ts';
import { FEATURES } from '../../registry.ts';
import { SliderCaptcha } from './slider-captcha.tsx';

afterEach(cleanup);

function setup() {
  const platform = fakePlatform({
    'POST /wps/captcha/slider': () => ok(SLIDER_CHALLENGE),
    'POST /wps/captcha/slider/verify': () => ok({ token: 'token' }),
  });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  const site = createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES);
  render(
    <SiteProviders site={site} store={createStore()}>
      <SliderCaptcha clientId="client-0000000000001" onChange={() => undefined} />
    </SiteProviders>,
  );
  return platform;
}

describe('the slider with the keyboard', () => {
  it('is a labelled slider that Home, End and the arrows move, and Enter checks', async () => {
    const platform = setup();
    await screen.findByTestId('slider-background');
    const handle = screen.getByRole('slider', { name: en['slider.label'] });
    expect(handle.getAttribute('tabindex')).toBe('0');
    const described = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(en['slider.keyboard']);
    const max = Number(handle.getAttribute('aria-valuemax'));

    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle.getAttribute('aria-valuenow')).toBe(String(max));
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('12');
    fireEvent.keyDown(handle, { key: 'Enter' });

    await screen.findByText(en['slider.success']);
    const verify = platform.calls.find((c) => c.path === '/wps/captcha/slider/verify');
    const body = verify?.body as { x: number; track: { x: number; t: number }[] };
    expect(body.x).toBe(12);
    // Every key press is a point, and so is the moment of Enter.
    expect(body.track.length).toBeGreaterThanOrEqual(6);
    expect(body.track.at(-1)?.x).toBe(12);
    await waitFor(() => expect(handle.getAttribute('aria-valuetext')).toBe(en['slider.success']));
  });
});
