import { describe, expect, it } from 'vitest';
import { MODULE } from '../../../../contract/modules.ts';
import { buildAgentCentreTable } from '../../app/routes.ts';
import { agentFeature } from './feature.ts';

const ON = new Set([MODULE.agentCenter]);
const FLAGS = { enableCt: false, salary: false, hourSalary: false };
const keys = (homeState: typeof FLAGS) =>
  buildAgentCentreTable([agentFeature], ON, homeState).map((p) => p.key);

describe('the agent centre menu (spec §2.5)', () => {
  it('lists the pages in spec order, the contract pages last, when home state sets no flag', () => {
    expect(keys(FLAGS)).toEqual([
      'announcement',
      'teamOverview',
      'registerCenter',
      'teamManagement',
      'teamBetting',
      'userProfit',
      'myIncome',
      'downlineTransactions',
      'contracts',
    ]);
  });

  it('adds dividend record, daily wages and hourly salary only for their own home-state flag', () => {
    expect(keys({ ...FLAGS, enableCt: true })).toContain('dividendRecord');
    expect(keys({ ...FLAGS, enableCt: true })).not.toContain('dailyWages');
    expect(keys({ ...FLAGS, salary: true })).toEqual(expect.arrayContaining(['dailyWages']));
    expect(keys({ ...FLAGS, salary: true })).not.toContain('hourlySalary');
    expect(keys({ ...FLAGS, hourSalary: true })).not.toContain('dividendRecord');
    expect(keys({ enableCt: true, salary: true, hourSalary: true }).slice(7)).toEqual([
      'downlineTransactions',
      'dividendRecord',
      'dailyWages',
      'hourlySalary',
      'contracts',
    ]);
  });

  it('has no page at all when the merchant turns AGENTCENTER off', () => {
    expect(buildAgentCentreTable([agentFeature], new Set(), FLAGS)).toEqual([]);
  });
});
