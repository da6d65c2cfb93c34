// Vitest setup for every unit test file. Component tests wait for state with findBy* and
// waitFor; their default one-second deadline is a guess about the machine, and on a loaded
// two-core runner a lazy page's first import alone can take longer. The deadline only bounds
// a test that is failing anyway, so it is generous; a passing test still ends the moment
// the state appears.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 30_000 });
  // Each test brings its own fake platform: no answer cached by the last one may show.
  const { afterEach } = await import('vitest');
  const { clearQueries } = await import('../app/api/query.ts');
  afterEach(() => clearQueries('all'));
}

export {};
