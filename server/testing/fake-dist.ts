import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FAKE_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
/** Large enough to be worth compressing. */
export const FAKE_BUNDLE = `console.log(${JSON.stringify('whitelabel '.repeat(400))});\n`;

/**
 * A tiny stand-in for `whitelabel build` output: aurora with a build report carrying a CSP,
 * lotus without one. Answers the dist folder.
 */
export async function makeFakeDist(
  brandIds: readonly string[] = ['aurora', 'lotus'],
): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'wl-server-dist-'));
  for (const id of brandIds) {
    const root = join(dist, id);
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(
      join(root, 'index.html'),
      `<!doctype html><title>${id}</title><div id="root"></div>`,
    );
    await writeFile(join(root, 'assets', 'index-BxY12abc.js'), FAKE_BUNDLE);
    await writeFile(
      join(root, 'assets', 'logo.1a2b3c4d.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await writeFile(join(root, 'manifest.webmanifest'), `{"name":"${id}"}`);
    await writeFile(join(root, 'robots.txt'), 'User-agent: *\n');
    await writeFile(join(root, '.secret'), 'no');
    if (id === 'aurora') {
      await writeFile(
        join(root, 'build-report.json'),
        JSON.stringify({ csp: FAKE_CSP, files: [] }),
      );
    }
  }
  return dist;
}
