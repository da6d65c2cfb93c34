/**
 * The few exceptions the generator throws. Expected failures (a brand with problems) are
 * values; these are for situations where the command cannot go on at all. Each carries a
 * literal `code` so the CLI can print one sentence instead of a stack trace.
 */
export class BrandNotFoundError extends Error {
  readonly code = 'BRAND_NOT_FOUND';
  constructor(
    readonly brandId: string,
    readonly known: readonly string[],
  ) {
    super(
      `Unknown brand "${brandId}"; ` +
        (known.length > 0 ? `known brands: ${known.join(', ')}.` : 'no brands were found.'),
    );
    this.name = 'BrandNotFoundError';
  }
}

export class UsageError extends Error {
  readonly code = 'USAGE';
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export class RuntimeBuildError extends Error {
  readonly code = 'RUNTIME_BUILD';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RuntimeBuildError';
  }
}
