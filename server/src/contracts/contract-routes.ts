import type { Hono } from 'hono';
import {
  contractList,
  contractOffer,
  contractPayments,
  contractRespond,
  contractSettings,
  houseContractOffer,
  settleContracts,
} from '../../../contract/agent-contracts.ts';
import { authorizeOperator } from '../backoffice/operator-auth.ts';
import { merchantDays } from '../history/date-range.ts';
import { pageOf } from '../history/paging.ts';
import type { AppEnv, CallContext } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { sessionOf } from '../session/authenticate.ts';
import {
  contractSettingsOf,
  offerContract,
  offerHouseContract,
  requireAgent,
  respondToContract,
} from './contract-lifecycle.ts';
import { CONTRACT_COLUMNS, CONTRACT_FROM, toContract, type ContractRow } from './contract-store.ts';
import { paymentsOf } from './payment-list.ts';
import { settleByHand } from './settlement.ts';

const nowOf = (call: CallContext) => new Date(call.c.var.services.clock.now());

/** The calling agent (NOT_AN_AGENT for anyone else). */
function agentOf(call: CallContext) {
  const { member } = sessionOf(call);
  requireAgent(member);
  return member;
}

/** Agent contracts and their payments (contract/agent-contracts.ts, docs/agent-contracts.md). */
export function registerContractRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, contractSettings, async (_input, call) => {
    const member = agentOf(call);
    const own = await call.db.query<ContractRow>(
      `select ${CONTRACT_COLUMNS} ${CONTRACT_FROM}
        where c.downline_id = $1 and c.status = 'SIGNED' order by c.kind`,
      [member.id],
    );
    return { ...contractSettingsOf(call.merchant), own: own.map(toContract) };
  });

  registerEndpoint(app, contractList, async (input, call) => {
    const member = agentOf(call);
    const page = await pageOf<ContractRow>(
      call.db,
      {
        columns: CONTRACT_COLUMNS,
        where: `${CONTRACT_FROM}
          where c.${input.side === 'UPLINE' ? 'upline_id' : 'downline_id'} = $1
            and ($2::text is null or c.kind = $2) and ($3::text is null or c.status = $3)`,
        params: [member.id, input.kind ?? null, input.status ?? null],
        orderBy: 'c.id desc',
      },
      input,
    );
    return { ...page, items: page.items.map(toContract) };
  });

  registerEndpoint(app, contractOffer, (input, call) =>
    offerContract(call.db, call.merchant, agentOf(call), input, nowOf(call)),
  );

  registerEndpoint(app, contractRespond, (input, call) =>
    respondToContract(call.db, call.merchant, sessionOf(call).member, input, nowOf(call)),
  );

  registerEndpoint(app, contractPayments, async (input, call) => {
    const member = agentOf(call);
    return paymentsOf(call.db, member.id, {
      range: merchantDays(call.merchant, input.from, input.to),
      kind: input.kind,
      direction: input.direction,
      page: input.page,
      pageSize: input.pageSize,
    });
  });

  const operator = { merchantOf: authorizeOperator };
  registerEndpoint(
    app,
    houseContractOffer,
    (input, call) => offerHouseContract(call.db, call.merchant, input, nowOf(call)),
    operator,
  );
  registerEndpoint(
    app,
    settleContracts,
    (input, call) => settleByHand(call.db, call.merchant, input, nowOf(call)),
    operator,
  );
}
