import type { DictionaryPart } from '../i18n/dictionary-parts.ts';
import type { FeatureDescriptor } from './feature.ts';

/**
 * The features with each lazy page and popup loader also fetching the feature's dictionary
 * parts, so the page renders only once its words are there (no raw key ever shows). Header
 * actions, home sections and side-bar entries are left alone: they use core keys only.
 *
 * A loader shared by several routes (e.g. /sports and /sport) stays one function after
 * wrapping, because the shell keeps one lazy component per loader.
 */
export function withDictionaryParts(
  features: readonly FeatureDescriptor[],
  ensure: (parts: readonly DictionaryPart[]) => Promise<void>,
): FeatureDescriptor[] {
  const wrapped = new Map<unknown, unknown>();
  return features.map((feature) => {
    const parts = feature.dictionaryParts ?? [];
    if (parts.length === 0) return feature;
    const wrap = <M>(load: () => Promise<M>): (() => Promise<M>) => {
      const known = wrapped.get(load) as (() => Promise<M>) | undefined;
      if (known) return known;
      const made = () => Promise.all([load(), ensure(parts)]).then(([module]) => module);
      wrapped.set(load, made);
      return made;
    };
    const withLoad = <T extends { load: () => Promise<unknown> }>(entries?: readonly T[]) =>
      entries?.map((entry) => ({ ...entry, load: wrap(entry.load) }) as T);
    return {
      ...feature,
      routes: withLoad(feature.routes) ?? [],
      modals: withLoad(feature.modals),
      memberCentrePages: withLoad(feature.memberCentrePages),
      agentCentrePages: withLoad(feature.agentCentrePages),
    };
  });
}
