import type { EmailProvider } from '../password/email-provider.ts';
import type { SmsProvider } from '../verification/sms-provider.ts';

/** Where a webhook provider posts, and the bearer secret it proves itself with. */
export interface WebhookTarget {
  url: string;
  secret: string;
  /** Gives up after this long (default 10 s): a hanging gateway must not hold a request. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** A provider's refusal; the message names the service and status, never the secret. */
export class ProviderError extends Error {
  readonly code = 'PROVIDER_FAILED' as const;
}

/**
 * POSTs one JSON message to the target with `Authorization: Bearer <secret>`; anything but a
 * 2xx answer is a ProviderError, so the caller's transaction rolls back and nothing claims to
 * be sent that was not.
 */
export async function postWebhook(
  service: string,
  target: WebhookTarget,
  body: Record<string, unknown>,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(target.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${target.secret}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(target.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error: unknown) {
    const why = error instanceof Error ? error.name : 'error';
    throw new ProviderError(`${service} provider at ${new URL(target.url).origin} failed: ${why}.`);
  }
  await res.body?.cancel();
  if (!res.ok) {
    throw new ProviderError(
      `${service} provider at ${new URL(target.url).origin} answered ${res.status}.`,
    );
  }
}

/**
 * SMS through any gateway that takes a webhook (or a small relay in front of one):
 * `{ "type": "sms", "merchantId", "to", "purpose", "text" }`.
 */
export function webhookSmsProvider(target: WebhookTarget): SmsProvider {
  return {
    kind: 'webhook',
    send: (_db, { merchantId, mobile, purpose, text }) =>
      postWebhook('SMS', target, { type: 'sms', merchantId, to: mobile, purpose, text }),
  };
}

/** Mail through a webhook: `{ "type": "email", "merchantId", "to", "subject", "text" }`. */
export function webhookEmailProvider(target: WebhookTarget): EmailProvider {
  return {
    kind: 'webhook',
    send: (_db, { merchantId, to, subject, text }) =>
      postWebhook('Email', target, { type: 'email', merchantId, to, subject, text }),
  };
}
