/**
 * One-call setup for component tests: the real `call()` pointed at a fake platform, a stored
 * session, and a component rendered inside a whole site. Never imported by the shipped runtime.
 */
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { LanguageCode } from '../../../contract/brand.ts';
import type { EndpointValue } from '../../../contract/endpoint.ts';
import type { memberInfo } from '../../../contract/member.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import { configureCall } from '../app/api/call.ts';
import type { FeatureDescriptor } from '../app/feature.ts';
import { sessionAfterAnswer, sessionBeforeSend, writeSession } from '../app/session.ts';
import { createSite } from '../app/site.tsx';
import type { Dictionary } from '../i18n/i18n.tsx';
import { FEATURES } from '../registry.ts';
import { fakePlatform, type Handler } from './fake-platform.ts';
import { brandFixture, statusFixture, withModuleOff, type BrandId } from './fixtures.ts';
import { SiteProviders } from './providers.tsx';

/**
 * Which session hooks `call()` runs, as boot wires them: none (a visitor's form), the token
 * header, or the token header and the "session expired" watch on answers.
 */
export type SessionHooks = 'none' | 'token' | 'token-and-expiry';

/** A fake platform answering `routes`, with the real `call()` configured to ask it. */
export function platformAnswering(routes: Record<string, Handler>, hooks: SessionHooks = 'none') {
  const platform = fakePlatform(routes);
  configureCall({
    apiBase: '',
    merchant: 'AURORA01',
    language: 'EN',
    fetch: platform.fetch,
    ...(hooks !== 'none' && { beforeSend: (c) => sessionBeforeSend(c) }),
    ...(hooks === 'token-and-expiry' && { afterAnswer: (a) => sessionAfterAnswer(a) }),
  });
  return platform;
}

/** Stores a logged-in session as a login would; `role` is the login's `isAgent`. */
export function storeSession({
  account = 'player01',
  nickname = '',
  role = 0,
  token = 'tok',
  customerId = 'c',
}: {
  account?: string;
  nickname?: string;
  role?: number;
  token?: string;
  customerId?: string;
} = {}): void {
  writeSession(
    {
      token,
      account,
      nickname,
      customerId,
      isAgent: role,
      toUpline: false,
      memberLabel: [],
      firstTimeLogin: false,
      passwordExpired: false,
    },
    'AURORA01',
  );
}

/** The member info answer of a plain player, with `overrides` on top. */
export function memberInfoFixture(
  overrides: Partial<EndpointValue<typeof memberInfo>> = {},
): EndpointValue<typeof memberInfo> {
  return {
    id: 'm1',
    account: 'player01',
    nickname: '',
    type: 1,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    sumBalance: 0,
    ...overrides,
  };
}

/** The brand's status with each of `modIds` (and so its children) turned off. */
export function statusWithout(
  modIds: readonly string[],
  brand: BrandId = 'aurora',
): PermissionInfo {
  const status = statusFixture(brand);
  const whitelabel = modIds.reduce((tree, id) => withModuleOff(tree, id), status.whitelabel);
  return { ...status, whitelabel };
}

export interface SiteRenderOptions {
  brand?: BrandId;
  /** Defaults to the brand's seed status. */
  status?: PermissionInfo;
  /** Defaults to every registered feature. */
  features?: readonly FeatureDescriptor[];
  /** The device clock at boot, for the brand clock. */
  now?: number;
  store?: ReturnType<typeof createStore>;
  path?: string;
  language?: LanguageCode;
  dictionary?: Dictionary;
}

/** Renders `ui` inside a whole site built from the brand fixtures. */
export function renderInSite(
  ui: ReactNode,
  {
    brand = 'aurora',
    status = statusFixture(brand),
    features = FEATURES,
    now,
    store = createStore(),
    ...providers
  }: SiteRenderOptions = {},
) {
  const site = createSite(brandFixture(brand), status, features, now);
  const result = render(
    <SiteProviders site={site} store={store} {...providers}>
      {ui}
    </SiteProviders>,
  );
  return { ...result, site, store };
}
