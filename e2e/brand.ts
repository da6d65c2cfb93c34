import { readFileSync } from 'node:fs';
import type { BrandConfig } from '../contract/generated/brand.ts';

export function readBrand(id: string): BrandConfig {
  return JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as BrandConfig;
}

/** #rrggbb → the rgb() string getComputedStyle reports, to compare colours as the browser sees them. */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
