import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

// Debian's Chromium: test tools may not download browsers here. The background-networking
// flags keep Chromium from dialling out on a closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** The site of one brand: brands are told apart by host, and Chromium resolves *.localhost to loopback. */
export function siteUrl(brand: string, path = '/'): string {
  return siteUrlOn(inject('port'), brand, path);
}

/** The same on another server of the suite (moved-clock.ts). */
export function siteUrlOn(port: number, brand: string, path = '/'): string {
  return `http://${brand}.localhost:${port}${path}`;
}

export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, ...options });
  // A page that boots in well under a second locally; ten seconds means it is not coming.
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir('e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}
