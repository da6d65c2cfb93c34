/** One thing wrong with a brand, located precisely enough for an editor to jump to it. */
export interface Problem {
  /** Path of the file, as the operator would type it (relative to the working directory). */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** JSON pointer of the offending value ('' for the whole document). */
  pointer: string;
  message: string;
  /** How to fix it; empty when there is nothing more useful to say than the message. */
  hint: string;
}

export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  const pointer = p.pointer === '' ? '(root)' : p.pointer;
  return `${where}  ${pointer}  ${p.message}${p.hint ? `\n    hint: ${p.hint}` : ''}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const files = new Set(problems.map((p) => p.file)).size;
  const noun = problems.length === 1 ? 'problem' : 'problems';
  return (
    problems.map(formatProblem).join('\n') +
    `\n${problems.length} ${noun} in ${files} file${files === 1 ? '' : 's'}.`
  );
}
