import { BRAND_ELEMENT_ID } from '../../../contract/boot.ts';
import type { ResolvedBrand } from '../../../contract/brand.ts';

/** Reads the brand the generator inlined into index.html; the runtime has no other source. */
export function readBrand(doc: Document = document): ResolvedBrand {
  const text = doc.getElementById(BRAND_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`index.html has no #${BRAND_ELEMENT_ID} brand script`);
  const brand = JSON.parse(text) as ResolvedBrand;
  if (!brand.merchantCode || !Array.isArray(brand.languages) || brand.languages.length === 0) {
    throw new Error(`#${BRAND_ELEMENT_ID} is not a resolved brand`);
  }
  return brand;
}
