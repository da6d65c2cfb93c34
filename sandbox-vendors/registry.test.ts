import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../contract/vendor/signing.ts';
import { CatalogueAnswerSchema } from '../contract/vendor/vendor-api.ts';
import { SANDBOX_VENDORS } from './registry.ts';
import { vendorApiBase } from './vendor-kit.ts';

describe('the sandbox vendor registry', () => {
  it('lists NOVA, LUMEN and HARBOR once each', () => {
    expect(SANDBOX_VENDORS.map((entry) => entry.code)).toEqual(['NOVA', 'LUMEN', 'HARBOR']);
  });

  for (const entry of SANDBOX_VENDORS) {
    it(`starts ${entry.code}, whose signed catalogue names the same protocol`, async () => {
      const basePath = `/sandbox/vendors/${entry.code}`;
      const vendor = await entry.create({
        code: entry.code,
        secret: 'registry-secret',
        basePath,
        platform: {
          baseUrl: 'http://platform.internal',
          fetch: () => Promise.reject(new Error('down')),
        },
      });
      try {
        const body = JSON.stringify({ currency: { code: 'USD', minorUnits: 2 } });
        const response = await vendor.fetch(
          new Request(`http://platform.internal${vendorApiBase(basePath)}/catalogue`, {
            method: 'POST',
            headers: await signedHeaders(entry.code, 'registry-secret', body),
            body,
          }),
        );
        const answer = v.parse(CatalogueAnswerSchema, await response.json());
        expect(answer.vendor).toMatchObject({ code: entry.code, protocol: entry.protocol });
        expect(answer.games.length).toBeGreaterThan(0);
      } finally {
        await vendor.close();
      }
    });
  }
});
