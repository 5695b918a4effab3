import { useCallback, useState } from 'react';

/**
 * Values and error message ids of a small form. Editing a field clears its error; `check`
 * shows every problem at once and answers whether the form may be sent.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const set = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const showErrors = useCallback((found: Partial<Record<K, string>>) => {
    setErrors(found);
    return Object.values(found).every((value) => !value);
  }, []);

  const setError = useCallback((field: K, id: string | undefined) => {
    setErrors((current) => ({ ...current, [field]: id }));
  }, []);

  return { values, errors, set, showErrors, setError };
}
