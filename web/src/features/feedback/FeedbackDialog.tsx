import { Button, CloseButton, Dialog, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { formErrorsOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';

const fieldNames = ['message', 'email'] as const;

/**
 * The feedback dialog (spec 1 section 2), opened by the header's message icon (FeedbackButton).
 * Loaded the first time it opens, then kept mounted, so a draft survives closing it.
 */
export function FeedbackDialog({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useI18n();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const form = useRef<HTMLFormElement>(null);

  const send = useProcedureMutation('feedback.send', {
    // The form shows failures in its own error box.
    meta: { inlineErrors: true },
    onSuccess: () => {
      setOpen(false);
      setMessage('');
      setEmail('');
      toaster.create({ type: 'success', title: t('feedback.dialog.thanks') });
    },
  });
  const errors = formErrorsOf(send.error, fieldNames, t);
  useFocusFirstInvalid(form, send.error);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) send.reset();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px">
            <form
              ref={form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send.mutate({ message, email: email.trim() ? email : null });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('feedback.dialog.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  <Text color="fg.muted">{t('feedback.dialog.intro')}</Text>
                  {errors.summary ? <ErrorBox message={errors.summary} /> : null}
                  <FormField label={t('feedback.dialog.message')} errors={errors.fields.message} required>
                    <Textarea name="message" rows={3} autoresize value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
                  </FormField>
                  <FormField label={t('feedback.dialog.email')} errors={errors.fields.email}>
                    <Input name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('feedback.dialog.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="teal" loading={send.isPending}>
                  {t('feedback.dialog.send')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
