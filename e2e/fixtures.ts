import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_OPERATOR_KEY_ID = 'e2eoperator1';
export const E2E_OPERATOR_SECRET = 'e2e-operator-secret-6f1c0d9a2b7e4c380123456';
/**
 * The e2e platform's operator key, stored in its fresh database by global-setup.ts for every
 * e2e brand: the operator's CLI approves withdrawals with it.
 */
export const E2E_OPERATOR_KEY = `wlop_${E2E_OPERATOR_KEY_ID}_${E2E_OPERATOR_SECRET}`;

/** Brands the e2e suite serves: the two demo brands plus a copy of aurora in maintenance mode. */
export const E2E_BRANDS = ['aurora', 'lotus', 'closed'] as const;

async function editJson(file: string, edit: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  await writeFile(file, JSON.stringify(json, null, 2));
}

/**
 * Copies the demo brands into a temp folder and derives the maintenance brand from aurora,
 * so the suite never touches brands/ or dist/ of the working tree.
 */
export async function makeE2eBrands(): Promise<{
  root: string;
  brandsDir: string;
  outDir: string;
}> {
  const root = await mkdtemp(join(tmpdir(), 'wl-e2e-'));
  const brandsDir = join(root, 'brands');
  await cp('brands/aurora', join(brandsDir, 'aurora'), { recursive: true });
  await cp('brands/lotus', join(brandsDir, 'lotus'), { recursive: true });
  await cp('brands/aurora', join(brandsDir, 'closed'), { recursive: true });
  // The image captcha exists to stop machines, so the suite turns off that registration
  // field; the captcha that login demands after failures stays on and is checked.
  for (const id of ['aurora', 'lotus']) {
    await editJson(join(brandsDir, id, 'platform.json'), (platform) => {
      const register = platform.register as { fields: Record<string, { enabled: boolean }> };
      register.fields.captcha = { enabled: false, required: false } as { enabled: boolean };
    });
  }
  await editJson(join(brandsDir, 'closed', 'brand.json'), (brand) => {
    brand.id = 'closed';
    brand.name = 'Closed Casino';
    brand.merchantCode = 'CLOSED01';
    brand.domains = ['closed.localhost'];
  });
  await editJson(join(brandsDir, 'closed', 'platform.json'), (platform) => {
    platform.siteMode = 'maintenance';
  });
  return { root, brandsDir, outDir: join(root, 'dist') };
}
