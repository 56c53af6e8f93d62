import type { InputOf, MutationName } from '@cairn/shared/contract';
import { useProcedureMutation } from '../api/client.ts';
import { errorMessageOf } from '../api/formErrors.ts';
import { useI18n } from '../i18n/i18nContext.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { toaster } from '../ui/toaster.tsx';

export interface DeleteDialogTexts {
  title: string;
  body: string;
  cancel: string;
  confirm: string;
  /** The success toast's title. */
  done: string;
}

/**
 * Asks before deleting one entry of a staff list (a hypothesis, a select list) with `procedure`;
 * `input` null keeps the dialog closed. The server's refusal (in use, changed meanwhile) shows in
 * the dialog, which stays open; a delete in progress cannot be cancelled from under itself. Also
 * for any other confirmed, irreversible action of one procedure (a supplier's link reset).
 */
export function DeleteDialog<N extends MutationName>({
  procedure,
  input,
  texts,
  onClose,
  onDone = onClose,
  inlineErrors = false,
}: {
  procedure: N;
  input: InputOf<N> | null;
  texts: DeleteDialogTexts;
  onClose: () => void;
  /** After success, instead of closing: leaving the page of what was deleted. */
  onDone?: () => void;
  /** The refusal shows in the dialog only, without the red toast too. */
  inlineErrors?: boolean;
}) {
  const { t } = useI18n();
  const remove = useProcedureMutation(procedure, {
    meta: { inlineErrors },
    onSuccess: () => {
      toaster.create({ type: 'success', title: texts.done });
      onDone();
    },
  });
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={input !== null}
      size="md"
      title={texts.title}
      body={texts.body}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      pending={remove.isPending}
      error={remove.error ? errorMessageOf(remove.error, t) : null}
      onCancel={close}
      onConfirm={() => input && remove.mutate(input)}
    />
  );
}
