import { describe, expect, it } from 'vitest';
import { PlatformError, type ErrorCode } from '../../../../contract/errors.ts';
import { errorText } from './error-text.ts';

const t = ((key: string) => `«${key}»`) as Parameters<typeof errorText>[0];

describe('errorText()', () => {
  it('says a catalogue code in the reader’s language', () => {
    expect(errorText(t, new PlatformError('INSUFFICIENT_FUNDS'))).toBe(
      '«error.INSUFFICIENT_FUNDS»',
    );
  });

  it('falls back to the server’s words for a code the catalogue does not know', () => {
    const error = new PlatformError('SOMETHING_NEW' as ErrorCode, {
      status: 500,
      message: 'New thing',
    });
    expect(errorText(t, error)).toBe('New thing');
  });
});
