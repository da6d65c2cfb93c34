import type { Hono } from 'hono';
import {
  agentAnnouncements,
  openTeamAccount,
  teamBets,
  teamMembers,
  teamOverview,
  teamProfit,
  teamTransactions,
} from '../../../contract/agent-team.ts';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import type { AppEnv, CallContext } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { merchantDays } from '../history/date-range.ts';
import { agentAnnouncements as listAnnouncements } from './announcements.ts';
import { openAccount } from './open-account.ts';
import { teamBets as sumBets } from './team-bets.ts';
import { teamMembers as listMembers } from './team-members.ts';
import { teamOverview as overview } from './team-overview.ts';
import { teamProfit as sumProfit } from './team-profit.ts';
import { callingAgent } from './team-scope.ts';
import { teamTransactions as listTransactions } from './team-transactions.ts';

/** The range of merchant days a query asks for (DATE_RANGE_INVALID as history answers it). */
const rangeOf = (input: { from: string; to: string }, call: CallContext) =>
  merchantDays(call.merchant, input.from, input.to);

/** The reader's language code ("TH"), or '' (no text has it) so each notice's default shows. */
function languageOf(call: CallContext): string {
  const language = (call.c.req.header(LANGUAGE_HEADER) ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(language) ? language : '';
}

/**
 * Spec §2.5 agent centre: every call first proves the caller is an agent (NOT_AN_AGENT),
 * then reads only below it (team-scope.ts); docs/agent-centre.md.
 */
export function registerAgentRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, agentAnnouncements, (input, call) => {
    callingAgent(call);
    return listAnnouncements(call.db, call.merchant, languageOf(call), input);
  });
  registerEndpoint(app, teamOverview, (input, call) =>
    overview(
      call.db,
      callingAgent(call),
      { ...input, range: rangeOf(input, call) },
      call.merchant.utcOffsetMinutes,
    ),
  );
  registerEndpoint(app, openTeamAccount, (input, call) =>
    openAccount(call.db, call.merchant, callingAgent(call), input),
  );
  registerEndpoint(app, teamMembers, (input, call) =>
    listMembers(call.db, callingAgent(call), input),
  );
  registerEndpoint(app, teamBets, (input, call) => {
    const agent = callingAgent(call);
    const range = rangeOf(input, call);
    return sumBets(call.db, agent, call.merchant.utcOffsetMinutes, { ...input, range });
  });
  registerEndpoint(app, teamProfit, (input, call) => {
    const agent = callingAgent(call);
    return sumProfit(call.db, agent, { ...input, range: rangeOf(input, call) });
  });
  registerEndpoint(app, teamTransactions, (input, call) => {
    const agent = callingAgent(call);
    return listTransactions(call.db, agent, { ...input, range: rangeOf(input, call) });
  });
}
