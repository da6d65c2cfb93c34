import { useAtomValue } from 'jotai';
import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Navigate } from './router/links.tsx';
import { Route, Routes } from './router/routes.tsx';
import { useLocation } from './router/router.tsx';
import { localized } from '../../../contract/brand.ts';
import { useLanguage, useT } from '../i18n/i18n.tsx';
import type { LayoutVariant, PageProps } from './feature.ts';
import { ModalHost } from './layout/modal-host.tsx';
import { loadedPage } from './page-preload.ts';
import { RegisterPromptBanner } from './layout/register-prompt-banner.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import type { RouteEntry } from './routes.ts';
import { loginRedirect } from './routes.ts';
import { tokenAtom } from './session.ts';
import { useSite } from './site.tsx';
import { Icon } from './ui/icons.tsx';

const VARIANTS: readonly LayoutVariant[] = ['full', 'header-only', 'bare'];

/** Spec §9: a page chunk that has not arrived after 120 s counts as failed (retry offered). */
const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = setTimeout(() => reject(new Error(`Page chunk timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(id);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Holds a screen's height (base.css) so the footer below never jumps when the page arrives. */
function PageLoading() {
  return (
    <div className="wl-page-loading" aria-busy="true">
      <span className="wl-spinner" />
    </div>
  );
}

function ChunkFailed() {
  const t = useT();
  return (
    <section className="wl-soon" role="alert">
      <h1 className="wl-soon__title">{t('error.NETWORK')}</h1>
      <button
        type="button"
        className="wl-button wl-button--primary"
        onClick={() => location.reload()}
      >
        <Icon name="refresh" size={18} />
        {t('boot.retry')}
      </button>
    </section>
  );
}

/** A page chunk that fails to download (flaky network, new deploy) shows a retry, not a blank. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}

function RoutePage({ route, Page }: { route: RouteEntry; Page: ComponentType<PageProps> }) {
  const t = useT();
  const [language] = useLanguage();
  const { brand } = useSite();
  // The home page keeps the operator's SEO title; other pages name themselves.
  const seoTitle =
    route.path === '/index' ? localized(brand.seo?.title, language, brand.defaultLanguage) : '';
  const title = seoTitle || `${t(route.titleKey)} · ${brand.name}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PageBoundary>
      {route.registerPrompt && <RegisterPromptBanner />}
      <Suspense fallback={<PageLoading />}>
        <Page titleKey={route.titleKey} category={route.category} />
      </Suspense>
    </PageBoundary>
  );
}

/** The route table of the booted site (spec §2.1), grouped by layout variant. */
export function ShellRoutes() {
  const { routes, brand } = useSite();
  const token = useAtomValue(tokenAtom);
  const { pathname } = useLocation();
  // One lazy component per distinct loader, so routes sharing a page share its chunk.
  const pages = useMemo(() => {
    const byLoader = new Map<RouteEntry['load'], ComponentType<PageProps>>();
    for (const route of routes) {
      if (!byLoader.has(route.load)) {
        // The page the visit opened on was loaded during the boot: no placeholder first.
        const ready = loadedPage(route.load);
        byLoader.set(
          route.load,
          ready ? ready.default : lazy(() => withTimeout(route.load(), CHUNK_TIMEOUT_MS)),
        );
      }
    }
    return byLoader;
  }, [routes]);

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  const redirect = loginRedirect(pathname, Boolean(token), brand.loginedToHomePage);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <ModalHost />
      <Routes>
        <Route path="/" element={<Navigate to="/index" replace />} />
        {VARIANTS.map((variant) => (
          <Route key={variant} element={<SiteLayout variant={variant} />}>
            {routes
              .filter((r) => r.layout === variant)
              .map((route) => {
                const Page = pages.get(route.load);
                return Page ? (
                  <Route
                    key={route.path}
                    path={route.path}
                    element={<RoutePage route={route} Page={Page} />}
                  />
                ) : null;
              })}
            {variant === 'full' && <Route path="*" element={<NotFoundPage />} />}
          </Route>
        ))}
      </Routes>
    </>
  );
}
