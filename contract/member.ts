import * as v from 'valibot';
import { ClientIdSchema } from './captcha.ts';
import { defineEndpoint } from './endpoint.ts';
import { SecretSchema, TextSchema, TrimmedTextSchema } from './input.ts';
import { LoginResultSchema } from './session.ts';
import { ValidationRuleSchema } from './system.ts';

/** The registration fields a member's profile keeps as its contacts (members.contacts). */
export const CONTACT_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/** The configurable registration fields of spec §3, in form order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'mobileNum',
  'email',
  ...CONTACT_FIELDS,
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** GET /wps/system/setting/register — per field enabled/required, and the rules of spec §5. */
export const registerSettings = defineEndpoint({
  id: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  token: false,
  encrypted: false,
  input: v.object({}),
  value: v.object({
    fields: v.record(v.string(), v.object({ enabled: v.boolean(), required: v.boolean() })),
    rules: v.record(v.string(), ValidationRuleSchema),
  }),
  errors: [],
});

const Optional = v.optional(TrimmedTextSchema(128));

const registerCommon = {
  password: SecretSchema,
  confirmPassword: SecretSchema,
  payeeName: Optional,
  email: Optional,
  qqNum: Optional,
  line: Optional,
  whatsapp: Optional,
  facebook: Optional,
  wechat: Optional,
  idNumber: Optional,
  paymentPassword: Optional,
  recommenderId: Optional,
  affiliateCode: Optional,
  referralCode: v.optional(v.nullable(TextSchema(32))),
  clientId: ClientIdSchema,
  captcha: Optional,
  /** The single-use token of a verified slider. */
  slider: TextSchema(256),
  domain: TextSchema(253),
  registerUrl: v.optional(TextSchema(2048)),
  registerMethod: v.literal('WEB'),
  login: v.literal(true),
};

/**
 * Field problems answer BAD_REQUEST with `value: { field, problem }` (a FieldProblem of
 * contract/validation.ts), so the runtime can show the message under that field. One more
 * problem kind: `{ field: 'confirmPassword', problem: { kind: 'mismatch' } }` when the
 * confirmation is not the password. The first failing field in REGISTER_FIELDS order is
 * answered (confirmPassword right after password). `affiliateCode` (or, without it, the
 * address's `referralCode`) must be an agent's code of this merchant.
 */
export const register = defineEndpoint({
  id: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  token: false,
  encrypted: true,
  input: v.object({
    ...registerCommon,
    username: TrimmedTextSchema(64),
    mobileNum: Optional,
  }),
  value: LoginResultSchema,
  errors: [
    'ACCOUNT_TAKEN',
    'MOBILE_TAKEN',
    'INVITATION_CODE_INVALID',
    'CAPTCHA_FAILED',
    'OPERATION_NOT_ALLOWED',
    'PHONE_INVALID',
  ],
  requires: ['USERNAMEREG'],
});

export const registerMobile = defineEndpoint({
  id: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  token: false,
  encrypted: true,
  input: v.object({
    ...registerCommon,
    mobileNum: TrimmedTextSchema(20),
    verificationCode: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{6}$/))),
  }),
  value: LoginResultSchema,
  errors: [
    'MOBILE_TAKEN',
    'INVITATION_CODE_INVALID',
    'CAPTCHA_FAILED',
    'CODE_INVALID',
    'CODE_EXPIRED',
    'CODE_MISSING',
    'TOO_MANY_REQUESTS',
    'OPERATION_NOT_ALLOWED',
    'PHONE_MISSING',
    'PHONE_INVALID',
  ],
  requires: ['MOBILEREG'],
});

/** GET /wps/member/info (T) — spec §3 member info; sumBalance in minor units (0 until the ledger lands). */
export const memberInfo = defineEndpoint({
  id: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.object({
    id: v.string(),
    account: v.string(),
    nickname: v.string(),
    type: v.number(),
    toUpline: v.boolean(),
    clubLabel: v.nullable(v.object({ labelName: v.string() })),
    memberLabel: v.array(v.object({ labelName: v.string() })),
    sumBalance: v.number(),
  }),
  errors: ['NOT_LOGGED_IN'],
});

/** GET /wps/agent/affiliate — spec §7: is this affiliate code an agent of this merchant? */
export const affiliateCheck = defineEndpoint({
  id: 'affiliateCheck',
  method: 'GET',
  path: '/wps/agent/affiliate',
  token: false,
  encrypted: false,
  input: v.object({
    code: v.pipe(TrimmedTextSchema(32), v.minLength(1)),
    domain: TextSchema(253),
  }),
  value: v.object({ accepted: v.literal(true) }),
  errors: ['INVITATION_CODE_INVALID'],
});

/** WhatsApp: an international number of 8–15 digits (no + or spaces). */
export const WHATSAPP_ID = /^\d{8,15}$/;
/** Zalo: a phone number of 8–15 digits or a username. */
export const ZALO_ID = /^(?:\d{8,15}|[A-Za-z0-9._-]{3,32})$/;

const ContactId = v.optional(TrimmedTextSchema(32));

/**
 * PUT /wps/member/contact (T) — spec §2.3 bonus prompt: the Zalo or WhatsApp ID the operator
 * contacts about the welcome bonus. At least one; an empty string counts as not given.
 */
export const memberContact = defineEndpoint({
  id: 'memberContact',
  method: 'PUT',
  path: '/wps/member/contact',
  token: true,
  encrypted: false,
  input: v.pipe(
    v.object({ zalo: ContactId, whatsapp: ContactId }),
    v.check(
      ({ zalo, whatsapp }) => Boolean(zalo) || Boolean(whatsapp),
      'A Zalo or WhatsApp ID is required.',
    ),
    v.check(({ zalo }) => !zalo || ZALO_ID.test(zalo), 'Invalid Zalo ID.'),
    v.check(({ whatsapp }) => !whatsapp || WHATSAPP_ID.test(whatsapp), 'Invalid WhatsApp ID.'),
  ),
  value: v.object({ saved: v.literal(true) }),
  errors: ['NOT_LOGGED_IN'],
});
