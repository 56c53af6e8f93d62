import type { MutationName, OutputOf } from '@cairn/shared/contract';
import { useStore } from '@tanstack/react-form';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useProcedureMutation } from '../../api/client.ts';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid.ts';
import { differsIgnoringSpaces, type FormFailure } from './formFailure.ts';
import { useAppForm } from './formKit.tsx';
import { procedureFormOptions, submitAfresh, type ProcedureFormSetup } from './procedureFormOptions.ts';

export interface ProcedureFormOptions<N extends MutationName, V> extends ProcedureFormSetup<N, V> {
  /** After the call succeeds (a toast, closing the dialog, the next page). */
  onSaved?: (data: OutputOf<N>, values: V) => void;
  /** Whether the values hold unsaved changes; by default any field differs beyond surrounding spaces. */
  isChanged?: (saved: V, values: V) => boolean;
  /** What counts as saved, when not the starting values (a copy starts filled and all unsaved). */
  savedValues?: V;
}

/**
 * A form that calls one mutation procedure: TanStack Form over the values, the contract's input
 * schema as its validation, the server's field issues on their fields, the focus on the first
 * invalid field after a refused submit, and `dirty` for 'Discard changes?'. The starting values
 * are read once, at mount: key the component by what it edits.
 */
export function useProcedureForm<N extends MutationName, V>(options: ProcedureFormOptions<N, V>) {
  const mutation = useProcedureMutation(options.procedure);
  const [defaultValues] = useState(options.defaultValues);
  const [saved, setSaved] = useState(options.savedValues ?? defaultValues);
  const latest = useRef(options);
  latest.current = options;

  const form = useAppForm(
    procedureFormOptions({ ...options, defaultValues }, mutation.mutateAsync, (data, values) => {
      // The saved values are committed, and the form no longer dirty, before `onSaved` runs: a
      // navigation it starts (open the new draft) must not be taken for leaving unsaved changes.
      flushSync(() => setSaved(values));
      latest.current.onSaved?.(data, values);
    }),
  );

  const formRef = useRef<HTMLFormElement>(null);
  const failure = useStore(form.store, (state) => state.errorMap.onSubmit as FormFailure | undefined);
  useFocusFirstInvalid(formRef, failure?.error ?? null);

  const isChanged = options.isChanged ?? differsIgnoringSpaces;
  const dirty = useStore(form.store, (state) => isChanged(saved, state.values));
  const saving = useStore(form.store, (state) => state.isSubmitting);

  /** For the `<form>` element: Enter or the submit button submit once, never while saving. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!form.state.isSubmitting) void submitAfresh(form);
  };

  /** Forgets the last refusal, when what it was about has been replaced (a new picture, say). */
  const clearFailure = () => form.setErrorMap({ onSubmit: { form: undefined, fields: {} } });

  return { form, formRef, failure, dirty, saving, onSubmit, clearFailure };
}
