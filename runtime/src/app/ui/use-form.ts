import { useState, type FormEvent } from 'react';

/** A message under each field that has a problem, by field name. */
export type FieldProblems<K extends string> = Partial<Record<K, string>>;

/** What a FormField bound to one value needs; the caller adds label, type and autoComplete. */
export interface FieldBinding<K extends string> {
  name: K;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required: true;
}

/**
 * A form's values, the problems under its fields, its form-level message and its busy flag,
 * with the submit the forms share: check everything first (spec §5: every problem at once),
 * send only when nothing is wrong, and free the button whatever the answer.
 */
export function useForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldProblems<K>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const field = (name: K): FieldBinding<K> => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name],
    required: true,
  });

  const onSubmit =
    (check: () => FieldProblems<K>, send: () => Promise<void>, fail: (err: unknown) => void) =>
    (e: FormEvent) => {
      e.preventDefault();
      const found = check();
      setErrors(found);
      setFormError('');
      if (Object.values(found).some(Boolean)) return;
      setBusy(true);
      // The button is freed in the same update that shows a failure, so the message never
      // appears above a button that still refuses a retry.
      void send().then(
        () => setBusy(false),
        (err: unknown) => {
          setBusy(false);
          fail(err);
        },
      );
    };

  return { values, setValues, errors, setErrors, formError, setFormError, busy, field, onSubmit };
}
