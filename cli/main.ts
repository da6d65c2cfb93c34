import { CommanderError } from 'commander';
import { createProgram } from './program.ts';
import { failureSentence } from './fail.ts';

/**
 * Runs the CLI. Every failure ends as one sentence on stderr and exit code 1, never a stack
 * trace: operators run this in CI logs and terminals, where a stack is noise.
 */
export async function main(argv: readonly string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync([...argv]);
  } catch (e: unknown) {
    if (e instanceof CommanderError) {
      // Commander has already printed its own one-line message (or the help / version).
      process.exitCode = e.exitCode;
      return;
    }
    process.stderr.write(`whitelabel: ${failureSentence(e)}\n`);
    if (process.env.WHITELABEL_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
    process.exitCode = 1;
  }
}
