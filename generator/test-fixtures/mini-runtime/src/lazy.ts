import { greet } from './shared.ts';

export function later(): string {
  return greet('a lazy chunk');
}
