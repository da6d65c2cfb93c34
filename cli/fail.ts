/**
 * Turns anything thrown into the one sentence the CLI prints. Known failures (named errors with a
 * `code`, port clashes) already carry a sentence written for the operator; anything else is a bug
 * or an environment problem, still shown as one line, with the stack only under WHITELABEL_DEBUG.
 */
export function failureSentence(e: unknown): string {
  const error = e instanceof Error ? e : new Error(String(e));
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE') {
    return /in use/i.test(error.message)
      ? error.message
      : 'That port is already in use; choose another with --port.';
  }
  if (code === 'EACCES' && /listen/.test(error.message)) {
    return 'Not allowed to listen on that port; choose a port above 1023 with --port.';
  }
  const first = (error.message.split('\n')[0] ?? '').trim() || 'Something went wrong.';
  return /[.!?]$/.test(first) ? first : `${first}.`;
}
