import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { TextSchema } from './input.ts';
import { GAME_CATEGORIES, type ModuleNode } from './modules.ts';

const ModuleNodeSchema: v.GenericSchema<ModuleNode> = v.object({
  modId: v.string(),
  enabled: v.picklist(['1', '0']),
  childrenNodes: v.optional(v.array(v.lazy(() => ModuleNodeSchema))),
});

export const ValidationRuleSchema = v.object({
  patternId: v.number(),
  acceptedPattern: v.string(),
  minLength: v.number(),
  maxLength: v.number(),
});

export const VendorSchema = v.object({
  code: v.string(),
  category: v.picklist(GAME_CATEGORIES),
  displayName: v.string(),
  isHot: v.boolean(),
});
export type Vendor = v.InferOutput<typeof VendorSchema>;

/** Permission info of spec §3, answered by the status call at start. */
export const PermissionInfoSchema = v.object({
  whitelabel: v.array(ModuleNodeSchema),
  registerValidation: v.record(v.string(), ValidationRuleSchema),
  resources: v.array(
    v.object({ resourceType: v.string(), url: v.string(), qrCodeUrl: v.optional(v.string()) }),
  ),
  customerService: v.array(v.object({ type: v.number(), path: v.string() })),
  imageCDNs: v.array(v.string()),
  launchGameCDNs: v.array(v.string()),
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  homeState: v.object({ enableCt: v.boolean(), salary: v.boolean(), hourSalary: v.boolean() }),
  vendors: v.array(VendorSchema),
  /** Server time in ms since the epoch, so the header clock does not trust a wrong device clock. */
  serverTime: v.number(),
  /** The server's RSA-OAEP public key (SPKI, base64) that `E` payloads are sealed with (contract/crypto.ts). */
  publicKey: v.string(),
  /**
   * The platform runs in sandbox mode (outboxes, sandbox payments: no real money); the site
   * shows a ribbon. Left out by a platform that has no sandbox mode, which means false.
   */
  sandbox: v.optional(v.boolean()),
});
export type PermissionInfo = v.InferOutput<typeof PermissionInfoSchema>;

/** GET /wps/system/status — spec §7: the query carries the current host as `url`. */
export const systemStatus = defineEndpoint({
  id: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  token: false,
  encrypted: false,
  alwaysOpen: true,
  input: v.object({ url: v.pipe(TextSchema(253), v.minLength(1)) }),
  value: PermissionInfoSchema,
  errors: ['DOMAIN_CHECK_FAILED'],
});

/** GET /wps/system/whitelabel — spec §7 whitelabel menu: the merchant's module tree. */
export const whitelabelMenu = defineEndpoint({
  id: 'whitelabelMenu',
  method: 'GET',
  path: '/wps/system/whitelabel',
  token: false,
  encrypted: false,
  input: v.object({}),
  value: v.array(ModuleNodeSchema),
  errors: [],
});
