import type { InputOf, MutationName, OutputOf } from '@cairn/shared/contract';
import { placeFailure, type FormFailure, type PlacedFailure } from './formFailure.ts';

export interface ProcedureFormSetup<N extends MutationName, V> {
  /** The mutation the form calls; the client checks the input with its contract schema before sending. */
  procedure: N;
  defaultValues: V;
  /** The call's input from the form's values. */
  toInput: (values: V) => InputOf<N>;
  /** Shows an issue of an input field the form has no field for on one it has (`isMonetary` → `qualityPercentage`). */
  issueAliases?: Readonly<Record<string, string>>;
}

interface FormLike {
  fieldInfo: object;
  setErrorMap: (errorMap: { onSubmit: { form?: FormFailure; fields: PlacedFailure['fields'] } }) => void;
}

/**
 * TanStack Form options for a form that calls one procedure. `send` makes the call, and the
 * procedure client checks the input with the contract's schema (the server's own check) before
 * anything leaves: its issues, like a refusal from the server, land on the form's fields as
 * the submit's errors, and the rest in the form's error box. `onSaved` runs after a success.
 */
export function procedureFormOptions<N extends MutationName, V>(
  setup: ProcedureFormSetup<N, V>,
  send: (input: InputOf<N>) => Promise<OutputOf<N>>,
  onSaved: (data: OutputOf<N>, values: V) => void,
) {
  const { defaultValues, toInput, issueAliases } = setup;
  const failureOf = (error: Error, form: FormLike) => placeFailure(error, Object.keys(form.fieldInfo), issueAliases);
  return {
    defaultValues,
    // The submit button always submits: each press checks again and shows what is still wrong.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }: { value: V; formApi: FormLike }) => {
      let data: OutputOf<N>;
      try {
        data = await send(toInput(value));
      } catch (error) {
        formApi.setErrorMap({ onSubmit: failureOf(error instanceof Error ? error : new Error(String(error)), formApi) });
        return;
      }
      onSaved(data, value);
    },
  };
}

/**
 * Submits the form afresh: the last refusal's errors go first. TanStack Form would otherwise
 * stop at a field still marked by the server's last answer (the history's rule, say) even
 * though the fix was typed elsewhere, and nothing would be sent.
 */
export function submitAfresh(form: FormLike & { handleSubmit: () => Promise<unknown> }): Promise<unknown> {
  form.setErrorMap({ onSubmit: { form: undefined, fields: {} } });
  return form.handleSubmit();
}
