import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import type { PlatformSeed } from './generated/platform.ts';

/** A merchant's banner as configured in platform.json `banners` (spec §3 Banner). */
export type Banner = NonNullable<PlatformSeed['banners']>[number];

const LocalizedTextSchema = v.record(v.string(), v.string());

export const BannerSchema = v.object({
  bannerId: v.string(),
  groupName: v.string(),
  image: v.optional(v.string()),
  title: LocalizedTextSchema,
  subtitle: v.optional(LocalizedTextSchema),
  linkageType: v.picklist(['none', 'register', 'promotion', 'url']),
  url: v.optional(v.string()),
});

/** The banner group of the registration carousel (spec §2.3). */
export const REGISTER_BANNER_GROUP = 'w_reg';

/** GET /wps/content/banners?group= — the merchant's banners of one group, in configured order. */
export const banners = defineEndpoint({
  id: 'banners',
  method: 'GET',
  path: '/wps/content/banners',
  token: false,
  encrypted: false,
  input: v.object({ group: v.pipe(v.string(), v.regex(/^[a-z_]{1,32}$/)) }),
  value: v.array(BannerSchema),
  errors: [],
});
