import type { Locator, Page } from 'playwright-core';

/**
 * Solves the sandbox slide puzzle the way a person would: read where the gap is, then drag
 * the handle there with uneven steps over about half a second. The sandbox draws its gap as
 * an SVG element with id="gap"; a real captcha provider would not be solvable like this,
 * which is why it sits behind an interface.
 */
/** Where the sandbox puzzle's gap is, in puzzle pixels, and the puzzle's natural width. */
async function readGap(scope: Locator): Promise<{ gapX: number; naturalWidth: number }> {
  const background = scope.getByTestId('slider-background');
  await background.waitFor();
  const src = (await background.getAttribute('src')) ?? '';
  const svg = decodeDataUrl(src);
  const match = /id="gap"[^>]*?\sx="([\d.]+)"|\sx="([\d.]+)"[^>]*?id="gap"/.exec(svg);
  if (!match) throw new Error('The slider background has no gap element.');
  const gapX = Number(match[1] ?? match[2]);
  const naturalWidth = Number(
    /viewBox="0 0 ([\d.]+)/.exec(svg)?.[1] ?? /width="([\d.]+)"/.exec(svg)?.[1],
  );
  return { gapX, naturalWidth };
}

/**
 * Solves the sandbox puzzle with the keyboard only, as a player without a mouse would: Tab
 * to the slider, PageUp and the arrows at a person's uneven pace, then Enter.
 */
export async function solveSliderWithKeyboard(page: Page, scope: Locator): Promise<void> {
  const { gapX } = await readGap(scope);
  const handle = scope.getByTestId('slider-handle');
  for (let tab = 0; tab < 30; tab++) {
    if (await handle.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  if (!(await handle.evaluate((el) => el === document.activeElement))) {
    throw new Error('Tab never reached the slider.');
  }
  // The handle moves 12 puzzle px a PageUp and 3 an arrow press (slider-captcha.tsx).
  const big = Math.floor(gapX / 12);
  const small = Math.round((gapX - big * 12) / 3);
  const keys = [...Array<string>(big).fill('PageUp'), ...Array<string>(small).fill('ArrowRight')];
  for (const [i, key] of keys.entries())
    await page.keyboard.press(key, { delay: 30 + ((i * 37) % 41) });
  // A person looks before confirming.
  await page.waitForTimeout(250);
  await page.keyboard.press('Enter');
}

export async function solveSlider(page: Page, scope = page.locator('body')): Promise<void> {
  const background = scope.getByTestId('slider-background');
  const { gapX, naturalWidth } = await readGap(scope);
  const box = await background.boundingBox();
  const handle = scope.getByTestId('slider-handle');
  const start = await handle.boundingBox();
  if (!box || !start || !naturalWidth) throw new Error('The slider is not laid out.');
  const distance = (gapX * box.width) / naturalWidth;
  const x0 = start.x + start.width / 2;
  const y0 = start.y + start.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  // Ease out with jitter: a bot-like constant speed is what the server refuses.
  const steps = 18;
  for (let i = 1; i <= steps; i++) {
    const progress = 1 - (1 - i / steps) ** 2;
    await page.mouse.move(
      x0 + distance * progress + (i < steps ? Math.sin(i) * 1.5 : 0),
      y0 + Math.cos(i),
    );
    await page.waitForTimeout(20 + ((i * 37) % 23));
  }
  await page.mouse.up();
}

function decodeDataUrl(src: string): string {
  const comma = src.indexOf(',');
  const meta = src.slice(0, comma);
  const body = src.slice(comma + 1);
  return meta.endsWith(';base64')
    ? Buffer.from(body, 'base64').toString('utf8')
    : decodeURIComponent(body);
}
