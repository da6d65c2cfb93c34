import * as v from 'valibot';
import { ERROR_CODES } from './errors.ts';

/** Every platform answer has this shape; `value` is validated per endpoint. */
export const FailureSchema = v.object({
  success: v.literal(false),
  code: v.picklist(ERROR_CODES),
  message: v.string(),
  value: v.optional(v.unknown()),
});
export type Failure = v.InferOutput<typeof FailureSchema>;

export function successSchema<T extends v.GenericSchema>(value: T) {
  return v.object({ success: v.literal(true), value, message: v.optional(v.string()) });
}

export type Success<V> = { success: true; value: V; message?: string };
export type Envelope<V> = Success<V> | Failure;
