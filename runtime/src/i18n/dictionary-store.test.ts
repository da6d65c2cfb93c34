import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../contract/brand.ts';
import type { DictionaryPart } from './dictionary-parts.ts';
import { createDictionaryStore } from './dictionary-store.ts';

/** Parts whose download the test finishes by hand, to order the races it wants. */
function deferredParts() {
  const calls: { language: LanguageCode; part: DictionaryPart; finish: () => void }[] = [];
  const load = (language: LanguageCode, part: DictionaryPart) =>
    new Promise<Record<string, string>>((resolve) => {
      calls.push({
        language,
        part,
        finish: () => resolve({ [`${part}.word`]: `${part} in ${language}` }),
      });
    });
  const finish = async (language: LanguageCode, part: DictionaryPart) => {
    const call = calls.find((c) => c.language === language && c.part === part);
    if (!call) throw new Error(`${language} ${part} was never asked for`);
    call.finish();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { load, calls, finish };
}

describe('the dictionary store', () => {
  it('shows a part only once it is downloaded, merged over core', async () => {
    const parts = deferredParts();
    const store = createDictionaryStore('EN', parts.load);
    const core = store.ensure(['core']);
    await parts.finish('EN', 'core');
    await core;
    const sports = store.ensure(['sports']);
    expect(store.getSnapshot().dictionary).toEqual({ 'core.word': 'core in EN' });
    await parts.finish('EN', 'sports');
    await sports;
    expect(store.getSnapshot().dictionary).toEqual({
      'core.word': 'core in EN',
      'sports.word': 'sports in EN',
    });
  });

  it('downloads a part once however often it is asked for', async () => {
    const parts = deferredParts();
    const store = createDictionaryStore('EN', parts.load);
    const twice = Promise.all([store.ensure(['core']), store.ensure(['core'])]);
    await parts.finish('EN', 'core');
    await twice;
    expect(parts.calls).toHaveLength(1);
  });

  it('switches language only when core and every part asked for so far are there', async () => {
    const parts = deferredParts();
    const store = createDictionaryStore('EN', parts.load);
    const boot = store.ensure(['core', 'lottery']);
    await parts.finish('EN', 'core');
    await parts.finish('EN', 'lottery');
    await boot;
    let told = 0;
    store.subscribe(() => told++);
    const switching = store.switchTo('TH');
    await parts.finish('TH', 'core');
    expect(store.getSnapshot().language).toBe('EN');
    await parts.finish('TH', 'lottery');
    await switching;
    expect(store.getSnapshot()).toEqual({
      language: 'TH',
      dictionary: { 'core.word': 'core in TH', 'lottery.word': 'lottery in TH' },
    });
    expect(told).toBe(1);
  });

  it('takes a part asked for during a switch into the new language before switching', async () => {
    const parts = deferredParts();
    const store = createDictionaryStore('EN', parts.load);
    const boot = store.ensure(['core']);
    await parts.finish('EN', 'core');
    await boot;
    const switching = store.switchTo('UR');
    const deposit = store.ensure(['deposit']);
    await parts.finish('UR', 'deposit');
    await parts.finish('UR', 'core');
    await Promise.all([switching, deposit]);
    expect(store.getSnapshot()).toEqual({
      language: 'UR',
      dictionary: { 'core.word': 'core in UR', 'deposit.word': 'deposit in UR' },
    });
  });

  it('lets the later of two switches win', async () => {
    const parts = deferredParts();
    const store = createDictionaryStore('EN', parts.load);
    const boot = store.ensure(['core']);
    await parts.finish('EN', 'core');
    await boot;
    const first = store.switchTo('TH');
    const second = store.switchTo('UR');
    await parts.finish('UR', 'core');
    await parts.finish('TH', 'core');
    await Promise.all([first, second]);
    expect(store.getSnapshot().language).toBe('UR');
  });

  it('keeps the language when the new one cannot be downloaded, and tries again later', async () => {
    let fail = true;
    const store = createDictionaryStore('EN', async (language) => {
      if (language === 'TH' && fail) throw new Error('offline');
      return { 'nav.home': language };
    });
    await store.ensure(['core']);
    await store.switchTo('TH');
    expect(store.getSnapshot().language).toBe('EN');
    fail = false;
    await store.switchTo('TH');
    expect(store.getSnapshot().dictionary).toEqual({ 'nav.home': 'TH' });
  });
});
