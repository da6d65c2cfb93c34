import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { TextSchema } from './input.ts';
import { SECOND_FACTOR_METHODS } from './session.ts';
import { GAME_CATEGORIES, MODULE_IDS, type ModuleId, type ModuleNode } from './modules.ts';
import type { ValidationRule } from './validation.ts';
import { PATTERN_IDS } from './validation.ts';

/** A module node as a platform may send it: ids this contract does not know are allowed. */
interface WireModuleNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WireModuleNode[] | undefined;
}

const WireModuleNodeSchema: v.GenericSchema<WireModuleNode> = v.object({
  modId: v.string(),
  enabled: v.picklist(['1', '0']),
  childrenNodes: v.optional(v.array(v.lazy(() => WireModuleNodeSchema))),
});

const knownIds: ReadonlySet<string> = new Set(MODULE_IDS);
const isModuleId = (id: string): id is ModuleId => knownIds.has(id);

/** The tree without the modules (and their subtrees) this contract has no use for. */
function knownModules(nodes: WireModuleNode[]): ModuleNode[] {
  return nodes.flatMap(({ modId, enabled, childrenNodes }) =>
    isModuleId(modId)
      ? [{ modId, enabled, ...(childrenNodes && { childrenNodes: knownModules(childrenNodes) }) }]
      : [],
  );
}

/** The module tree (spec §3), typed by the schema's module ids; unknown modules are dropped. */
export const ModuleTreeSchema = v.pipe(v.array(WireModuleNodeSchema), v.transform(knownModules));

/** A validation rule of spec §5 (its type comes from the schema through contract/validation.ts). */
export const ValidationRuleSchema = v.object({
  patternId: v.picklist(PATTERN_IDS),
  acceptedPattern: v.string(),
  minLength: v.number(),
  maxLength: v.number(),
}) satisfies v.GenericSchema<unknown, ValidationRule>;

export const VendorSchema = v.object({
  code: v.string(),
  category: v.picklist(GAME_CATEGORIES),
  displayName: v.string(),
  isHot: v.boolean(),
});
export type Vendor = v.InferOutput<typeof VendorSchema>;

/** Permission info of spec §3, answered by the status call at start. */
export const PermissionInfoSchema = v.object({
  whitelabel: ModuleTreeSchema,
  registerValidation: v.record(v.string(), ValidationRuleSchema),
  /** How a mobile number is read (contract/mobile.ts); left out = no default country. */
  phoneNumbers: v.optional(
    v.object({ callingCode: v.string(), trunkPrefix: v.optional(v.string()) }),
  ),
  resources: v.array(
    v.object({ resourceType: v.string(), url: v.string(), qrCodeUrl: v.optional(v.string()) }),
  ),
  customerService: v.array(v.object({ type: v.number(), path: v.string() })),
  imageCDNs: v.array(v.string()),
  launchGameCDNs: v.array(v.string()),
  /**
   * Spec §4 second factor: the methods a login from a new IP may ask for. Left out or empty =
   * no second factor, so the site offers no authenticator set-up.
   */
  secondFactorMethods: v.optional(v.array(v.picklist(SECOND_FACTOR_METHODS))),
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
  value: ModuleTreeSchema,
  errors: [],
});
