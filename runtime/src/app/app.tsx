import { Component, useCallback, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter } from './router/router.tsx';
import type { LanguageCode, ResolvedBrand } from '../../../contract/brand.ts';
import type { PlatformError } from '../../../contract/errors.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import type { FeatureDescriptor } from './feature.ts';
import { I18nProvider, type Dictionary } from '../i18n/i18n.tsx';
import type { DictionaryStore } from '../i18n/dictionary-store.ts';
import { asPlatformError, setCallLanguage } from './api/call.ts';
import { loadStatus, siteModeOf } from './boot.ts';
import { MaintenancePage } from './pages/maintenance-page.tsx';
import { RegionBlockedPage } from './pages/region-blocked-page.tsx';
import { BootErrorPage } from './pages/boot-error-page.tsx';
import { SandboxRibbon } from './layout/sandbox-ribbon.tsx';
import { ShellRoutes } from './shell.tsx';
import { SiteContext, createSite } from './site.tsx';

export type BootOutcome =
  | { kind: 'status'; status: PermissionInfo; receivedAt: number }
  | { kind: 'error'; error: PlatformError };

export async function fetchBootOutcome(load: typeof loadStatus = loadStatus): Promise<BootOutcome> {
  try {
    const status = await load();
    return { kind: 'status', status, receivedAt: Date.now() };
  } catch (e: unknown) {
    return { kind: 'error', error: asPlatformError(e) };
  }
}

function Booted({
  brand,
  status,
  receivedAt,
  features,
}: {
  brand: ResolvedBrand;
  status: PermissionInfo;
  receivedAt: number;
  features: readonly FeatureDescriptor[];
}) {
  const site = useMemo(
    () => createSite(brand, status, features, receivedAt),
    [brand, status, features, receivedAt],
  );
  const mode = siteModeOf(status);
  // Above every page, the maintenance and blocked pages included: a sandbox is never real money.
  const ribbon = status.sandbox === true && <SandboxRibbon />;
  if (mode === 'maintenance') {
    return (
      <>
        {ribbon}
        <MaintenancePage brand={brand} customerService={status.customerService} />
      </>
    );
  }
  if (mode === 'region') {
    return (
      <>
        {ribbon}
        <RegionBlockedPage brand={brand} customerService={status.customerService} />
      </>
    );
  }
  return (
    <SiteContext.Provider value={site}>
      {ribbon}
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </SiteContext.Provider>
  );
}

/** Whatever breaks while rendering, the visitor gets a translated page with a retry, never a blank. */
class RootBoundary extends Component<
  { brand: ResolvedBrand; children: ReactNode },
  { error: PlatformError | null }
> {
  override state = { error: null as PlatformError | null };
  static getDerivedStateFromError(e: unknown) {
    return { error: asPlatformError(e) };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <BootErrorPage
        brand={this.props.brand}
        error={this.state.error}
        onRetry={() => location.reload()}
      />
    );
  }
}

interface AppProps {
  brand: ResolvedBrand;
  language: LanguageCode;
  /** A whole dictionary (tests), or the site's dictionary in parts (main.tsx). */
  dictionary?: Dictionary;
  store?: DictionaryStore;
  initial: BootOutcome;
  /** Every feature of the site; the composition root (main.tsx) hands the registry in. */
  features: readonly FeatureDescriptor[];
  load?: typeof loadStatus;
}

/** Boot (DESIGN "Runtime: boot"): one site mode for every path, decided from the status answer. */
export function App({
  brand,
  language,
  dictionary,
  store,
  initial,
  features,
  load = loadStatus,
}: AppProps) {
  const [outcome, setOutcome] = useState(initial);
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(() => {
    setRetrying(true);
    void fetchBootOutcome(load).then((next) => {
      setRetrying(false);
      setOutcome(next);
    });
  }, [load]);

  return (
    <I18nProvider
      language={language}
      dictionary={dictionary}
      store={store}
      onLanguageChange={setCallLanguage}
    >
      <RootBoundary brand={brand}>
        {outcome.kind === 'error' ? (
          <BootErrorPage brand={brand} error={outcome.error} onRetry={retry} retrying={retrying} />
        ) : (
          <Booted
            brand={brand}
            status={outcome.status}
            receivedAt={outcome.receivedAt}
            features={features}
          />
        )}
      </RootBoundary>
    </I18nProvider>
  );
}
