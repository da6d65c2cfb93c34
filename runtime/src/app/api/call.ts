import type { LanguageCode } from '../../../../contract/brand.ts';
import {
  asPlatformError,
  createClient,
  parseEnvelope,
  type AnsweredCall,
  type CallResult,
  type ClientConfig,
  type OutgoingCall,
} from '../../../../contract/client.ts';
import type { AnyEndpoint, EndpointInput, EndpointValue } from '../../../../contract/endpoint.ts';

export { asPlatformError, parseEnvelope };
export type { AnsweredCall, CallResult, OutgoingCall };

/** The runtime's client settings: the shared client's, with the language always known. */
export interface CallConfig extends ClientConfig {
  language: LanguageCode;
}

let config: CallConfig | null = null;

/** Boot sets the merchant and API base once; the language switch updates the language. */
export function configureCall(next: CallConfig): void {
  config = next;
}

export function setCallLanguage(language: LanguageCode): void {
  if (config) config.language = language;
}

/** Calls a contract endpoint; throws PlatformError for every failure, NETWORK when offline. */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  override?: Partial<CallConfig>,
): Promise<EndpointValue<E>> {
  const cfg = { ...config, ...override } as CallConfig;
  if (cfg.merchant === undefined) throw new Error('call() used before configureCall()');
  return createClient(cfg).call(endpoint, input);
}

/** The same call with the failure as a value, for code that branches on it. */
export async function callResult<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  override?: Partial<CallConfig>,
): Promise<CallResult<EndpointValue<E>>> {
  try {
    return { ok: true, value: await call(endpoint, input, override) };
  } catch (e: unknown) {
    return { ok: false, error: asPlatformError(e) };
  }
}
