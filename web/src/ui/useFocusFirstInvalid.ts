import { useEffect, type RefObject } from 'react';

/**
 * After a failed submit, moves the focus to the first invalid field (spec 1 section 4: forms
 * go to their first error), so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, error: Error | null): void {
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, error]);
}
