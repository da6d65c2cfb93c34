import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ERROR_MESSAGES } from '../../contract/errors.ts';
import { configureCall } from './app/api/call.ts';
import { composeBeforeSend, encryptPayloads, serverKey } from './app/api/encrypt-payload.ts';
import { App, fetchBootOutcome } from './app/app.tsx';
import { readBrand } from './app/brand.ts';
import { preloadPage, routeOfPath } from './app/page-preload.ts';
import { FEATURES } from './registry.ts';
import { sessionAfterAnswer, sessionBeforeSend } from './app/session.ts';
import { withDictionaryParts } from './app/feature-parts.ts';
import { createDictionaryStore } from './i18n/dictionary-store.ts';
import { applyDocumentLanguage, pickInitialLanguage } from './i18n/i18n.tsx';
import { loadPart } from './i18n/load-part.ts';
import './app/styles/base.css';
import './app/styles/states.css';
import './app/styles/header.css';
import './app/styles/frame.css';
import './app/styles/prerender.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root = createRoot(rootElement);
// The built HTML already paints the splash, or on the home page the hero itself
// (generator/prerender-home.ts): it stays until the site replaces it in one commit.
const prerendered = rootElement.hasChildNodes();

function Splash({ logo, name }: { logo: string; name: string }) {
  return (
    <div className="wl-splash" aria-busy="true">
      <img src={logo} alt={name} height={48} />
      <span className="wl-spinner" />
    </div>
  );
}

/** How long the boot waits, after the status answer, for the page to render with it. */
const PAGE_WAIT_MS = 1_000;

async function start() {
  const brand = readBrand();
  const language = pickInitialLanguage(brand, localStorage);
  applyDocumentLanguage(language);
  configureCall({
    apiBase: brand.apiBase,
    merchant: brand.merchantCode,
    language,
    beforeSend: composeBeforeSend(sessionBeforeSend, encryptPayloads(serverKey.get)),
    afterAnswer: sessionAfterAnswer,
  });
  if (!prerendered) root.render(<Splash logo={brand.theme.logo} name={brand.name} />);

  // The dictionary comes in parts: core now, a feature's part with the feature's code.
  const dictionaries = createDictionaryStore(language, loadPart);
  const features = withDictionaryParts(FEATURES, dictionaries.ensure);

  // The dictionary's core, the status answer and the page of this address load in parallel.
  const outcome = fetchBootOutcome();
  const page = preloadPage(routeOfPath(features, location.pathname));
  void outcome.then((o) => o.kind === 'status' && serverKey.remember(o.status, o.receivedAt));
  try {
    await dictionaries.ensure(['core']);
  } catch {
    // Without a dictionary nothing can be translated; the catalogue's English is the last resort.
    root.render(
      <main className="wl-status">
        <p className="wl-status__body">{ERROR_MESSAGES.NETWORK}</p>
        <button
          type="button"
          className="wl-button wl-button--primary"
          onClick={() => location.reload()}
        >
          ↻
        </button>
      </main>,
    );
    return;
  }
  const initial = await outcome;
  // The page is small and was fetched beside the entry; it does not hold the site back long.
  await Promise.race([page, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);
  // A transition renders in slices that yield to the browser every few milliseconds, instead
  // of one long task of the whole site (Lighthouse counted 234 ms of it as blocking on a
  // slowed phone); the splash or prerendered hero stays on screen until the commit.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App
          brand={brand}
          language={language}
          store={dictionaries}
          initial={initial}
          features={features}
        />
      </StrictMode>,
    ),
  );
}

void start();
