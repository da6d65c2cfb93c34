import type { Hono } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import {
  affiliateCheck,
  memberContact,
  memberInfo,
  register,
  registerMobile,
  registerSettings,
} from '../../../contract/member.ts';
import { whitelabelMenu } from '../../../contract/system.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { walletsOf } from '../ledger/ledger.ts';
import { sessionOf } from '../session/authenticate.ts';
import { findAgentByAffiliateCode, saveMemberContacts } from './member-store.ts';
import { registerMember } from './register.ts';

/** Spec §7 member calls: registration (and its settings), member info, affiliate check, menu. */
export function registerMemberRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, register, (input, call) => registerMember('username', input, call));
  registerEndpoint(app, registerMobile, (input, call) => registerMember('mobile', input, call));

  registerEndpoint(app, registerSettings, (_input, { merchant }) => ({
    fields: merchant.settings.register.fields,
    rules: merchant.settings.register.rules,
  }));

  registerEndpoint(app, whitelabelMenu, (_input, { merchant }) => merchant.settings.modules);

  // `domain` is not checked again here: the call's merchant was already resolved from the
  // Merchant header or the host.
  registerEndpoint(app, affiliateCheck, async ({ code }, { db, merchant }) => {
    if (!(await findAgentByAffiliateCode(db, merchant.id, code))) {
      throw new PlatformError('INVITATION_CODE_INVALID');
    }
    return { accepted: true as const };
  });

  registerEndpoint(app, memberContact, async ({ zalo, whatsapp }, call) => {
    const { member } = sessionOf(call);
    const contacts: Record<string, string> = {};
    if (zalo) contacts['zalo'] = zalo;
    if (whatsapp) contacts['whatsapp'] = whatsapp;
    await saveMemberContacts(call.db, member.id, contacts);
    return { saved: true as const };
  });

  registerEndpoint(app, memberInfo, async (_input, call) => {
    const { member } = sessionOf(call);
    const { main, vendors } = await walletsOf(call.db, member.id);
    return {
      id: String(member.id),
      account: member.account,
      nickname: member.nickname,
      type: member.role,
      toUpline: member.uplineId !== null,
      clubLabel: member.clubLabel === null ? null : { labelName: member.clubLabel },
      memberLabel: member.memberLabels,
      // Main wallet plus every vendor wallet, straight from the ledger.
      sumBalance: [...vendors.values()].reduce((sum, balance) => sum + balance, main),
    };
  });
}
