import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyEndpoint, EndpointInput, EndpointValue } from '../../../../contract/endpoint.ts';
import type { PlatformError } from '../../../../contract/errors.ts';
import { asPlatformError, call } from './call.ts';

/**
 * What a read depends on, so the code that changes it can say so without knowing who reads:
 * a deposit invalidates "balance", reading a message invalidates "unread". Free-form, so a
 * feature can add its own tag without an edit here.
 */
export type QueryTag = string;

export interface QueryOptions {
  /** Tags this read depends on; `invalidate(tag)` re-reads it. */
  tags?: readonly QueryTag[];
  /** False holds the read back (no session yet, a popup still open…); true by default. */
  enabled?: boolean;
  /** Skips timed and invalidation re-reads while the tab is hidden, and re-reads on return. */
  pauseWhenHidden?: boolean;
  /** Re-reads this often while mounted (a badge that may change on the server's side). */
  refreshMs?: number;
}

export interface Query<V> {
  /**
   * The last answer, kept through a reload and while another input loads, so a table or a
   * figure does not flash back to its spinner.
   */
  value: V | null;
  /** The last failure; cleared by the next answer. NOT_LOGGED_IN never lands here. */
  failure: PlatformError | null;
  /** True while the answer for the current input has not arrived. */
  loading: boolean;
  reload: () => void;
  /** For a page that learns the new value from its own action and need not read again. */
  setValue: (value: V) => void;
}

interface Entry {
  endpoint: AnyEndpoint;
  input: unknown;
  tags: Set<QueryTag>;
  value: unknown;
  hasValue: boolean;
  failure: PlatformError | null;
  /** The request in flight; a second reader of the same key shares it. */
  pending: Promise<void> | null;
  /** Set by invalidate(): the next reader (or the current ones, at once) reads again. */
  stale: boolean;
  /** Bumped on every change, so React sees a new snapshot. */
  version: number;
  listeners: Set<() => void>;
  /** Readers that asked to pause while the tab is hidden; the entry pauses if all did. */
  hiddenPausers: number;
}

const entries = new Map<string, Entry>();
/**
 * Part of every key, bumped by clearQueries(): a reader on screen then has a new key, so it
 * reads again, and no member ever sees another's answers.
 */
const generation = { session: 0, all: 0 };

function keyOf(endpoint: AnyEndpoint, inputText: string): string {
  const prefix = `${generation.all}.${endpoint.token ? generation.session : 'public'}`;
  return `${prefix}:${endpoint.id}:${inputText}`;
}

function entryFor(key: string, endpoint: AnyEndpoint, inputText: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = {
      endpoint,
      input: JSON.parse(inputText) as unknown,
      tags: new Set(),
      value: undefined,
      hasValue: false,
      failure: null,
      pending: null,
      stale: true,
      version: 0,
      listeners: new Set(),
      hiddenPausers: 0,
    };
    entries.set(key, entry);
  }
  return entry;
}

function changed(entry: Entry): void {
  entry.version++;
  for (const listener of [...entry.listeners]) listener();
}

function hidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

function fetchEntry(key: string, entry: Entry): Promise<void> {
  if (entry.pending) return entry.pending;
  entry.stale = false;
  const pending = call(entry.endpoint, entry.input as EndpointInput<AnyEndpoint>).then(
    (value) => {
      entry.value = value;
      entry.hasValue = true;
      entry.failure = null;
    },
    (e: unknown) => {
      const failure = asPlatformError(e);
      // An expired session is the session layer's business (it swaps to the login popup);
      // showing it again as this read's failure would only flash a message on the way out.
      if (failure.code !== 'NOT_LOGGED_IN') entry.failure = failure;
    },
  );
  entry.pending = pending.finally(() => {
    entry.pending = null;
    // clearQueries() may have dropped the entry meanwhile; its answer then goes nowhere.
    if (entries.get(key) === entry) changed(entry);
  });
  changed(entry);
  return entry.pending;
}

/** Re-reads every cached read carrying one of `tags`: at once when something shows it. */
export function invalidate(...tags: QueryTag[]): void {
  for (const [key, entry] of entries) {
    if (!tags.some((tag) => entry.tags.has(tag))) continue;
    entry.stale = true;
    if (entry.listeners.size === 0) entries.delete(key);
    else if (!(entry.hiddenPausers === entry.listeners.size && hidden())) {
      void fetchEntry(key, entry);
    }
  }
}

/**
 * Forgets every answer that needed the session (it ended or changed hands: nothing read
 * before is the new visitor's), or with "all" every answer (a test's fresh platform).
 * Readers still on screen read again.
 */
export function clearQueries(scope: 'session' | 'all' = 'session'): void {
  generation.session++;
  if (scope === 'all') generation.all++;
  const dropped = [...entries].filter(([, entry]) => scope === 'all' || entry.endpoint.token);
  for (const [key] of dropped) entries.delete(key);
  for (const [, entry] of dropped) changed(entry);
}

/**
 * Reads `endpoint` with `input` through one cache keyed by the endpoint and the input: two
 * components reading the same thing share one request and one answer. Reads when first
 * shown, when `reload` is called, when one of its tags is invalidated, and every `refreshMs`.
 */
export function useQuery<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: QueryOptions = {},
): Query<EndpointValue<E>> {
  const { enabled = true, pauseWhenHidden = false, refreshMs } = options;
  // The input by content: callers pass a fresh object literal on every render.
  const inputText = JSON.stringify(input ?? null);
  const key = keyOf(endpoint, inputText);
  const tags = (options.tags ?? []).join('\n');

  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryFor(key, endpoint, inputText);
      for (const tag of tags ? tags.split('\n') : []) entry.tags.add(tag);
      entry.listeners.add(listener);
      if (pauseWhenHidden) entry.hiddenPausers++;
      return () => {
        entry.listeners.delete(listener);
        if (pauseWhenHidden) entry.hiddenPausers--;
      };
    },
    [key, endpoint, inputText, tags, pauseWhenHidden],
  );
  useSyncExternalStore(subscribe, () => entries.get(key)?.version ?? -1);

  useEffect(() => {
    if (!enabled) return;
    const entry = entryFor(key, endpoint, inputText);
    const read = () => {
      if (!(pauseWhenHidden && hidden())) void fetchEntry(key, entry);
    };
    // Each newly shown reader reads once, unless another reader's request is already out.
    read();
    const timer = refreshMs ? setInterval(read, refreshMs) : undefined;
    const onVisible = () => {
      if (!hidden()) read();
    };
    if (pauseWhenHidden) document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      if (pauseWhenHidden) document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, endpoint, inputText, enabled, pauseWhenHidden, refreshMs]);

  const entry = entryFor(key, endpoint, inputText);
  // What was last shown, so a new input (the next page, another range) keeps the old rows on
  // screen until its own answer arrives.
  const [shown, setShown] = useState<{ key: string; value: unknown }>({ key, value: null });
  if (entry.hasValue && (shown.key !== key || shown.value !== entry.value)) {
    setShown({ key, value: entry.value });
  }

  const reload = useCallback(() => {
    void fetchEntry(key, entryFor(key, endpoint, inputText));
  }, [key, endpoint, inputText]);
  const setValue = useCallback(
    (value: EndpointValue<E>) => {
      const current = entryFor(key, endpoint, inputText);
      current.value = value;
      current.hasValue = true;
      current.failure = null;
      changed(current);
    },
    [key, endpoint, inputText],
  );

  // Another input of the same read under the same session may stand in; nothing else may.
  const previous = shown.key.slice(0, shown.key.indexOf(':', shown.key.indexOf(':') + 1));
  const standIn = key.startsWith(`${previous}:`) ? shown.value : null;
  return {
    value: (entry.hasValue ? entry.value : standIn) as EndpointValue<E> | null,
    failure: entry.failure,
    loading: enabled && (entry.pending !== null || (!entry.hasValue && !entry.failure)),
    reload,
    setValue,
  };
}
