import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ERROR_MESSAGES } from '../../contract/errors.ts';
import { configureCall } from './app/api/call.ts';
import { composeBeforeSend, encryptPayloads, serverKey } from './app/api/encrypt-payload.ts';
import { App, fetchBootOutcome } from './app/app.tsx';
import { readBrand } from './app/brand.ts';
import { FEATURES } from './registry.ts';
import { sessionAfterAnswer, sessionBeforeSend } from './app/session.ts';
import { applyDocumentLanguage, loadDictionary, pickInitialLanguage } from './i18n/i18n.tsx';
import './app/styles/base.css';
import './app/styles/states.css';
import './app/styles/header.css';
import './app/styles/frame.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root = createRoot(rootElement);

function Splash({ logo, name }: { logo: string; name: string }) {
  return (
    <div className="wl-splash" aria-busy="true">
      <img src={logo} alt={name} height={48} />
      <span className="wl-spinner" />
    </div>
  );
}

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
  root.render(<Splash logo={brand.theme.logo} name={brand.name} />);

  // The dictionary and the status answer load in parallel; neither waits for the other.
  const outcome = fetchBootOutcome();
  void outcome.then((o) => o.kind === 'status' && serverKey.remember(o.status, o.receivedAt));
  let dictionary;
  try {
    dictionary = await loadDictionary(language);
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
  root.render(
    <StrictMode>
      <App
        brand={brand}
        language={language}
        dictionary={dictionary}
        initial={await outcome}
        features={FEATURES}
      />
    </StrictMode>,
  );
}

void start();
