import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { addEmail } from './supplierAdminModel.ts';

/**
 * A supplier's addresses as a list: type one, then Enter or 'Add email' adds it when valid
 * ('Invalid email' otherwise); each added one has its remove button. `pending` is what is typed
 * and not yet added, so the form can refuse to save an address left behind.
 */
export function EmailsEditor({
  emails,
  onChange,
  pending,
  onPendingChange,
  serverError,
}: {
  emails: readonly string[];
  onChange: (emails: string[]) => void;
  pending: string;
  onPendingChange: (text: string) => void;
  serverError?: string | null;
}) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<'invalid' | 'duplicate' | 'tooMany' | null>(null);
  const listId = useId();
  const add = () => {
    const result = addEmail(emails, pending);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    onChange(result.emails);
    onPendingChange('');
  };
  const problemText = problem === 'invalid' ? t('supplierAdmin.emails.invalid') : problem === 'duplicate' ? t('supplierAdmin.emails.duplicate') : problem === 'tooMany' ? t('supplierAdmin.emails.tooMany') : null;
  const error = problemText ?? serverError ?? null;
  return (
    <Stack gap={2}>
      <Field.Root invalid={error !== null}>
        <Field.Label>{t('supplierAdmin.emails.label')}</Field.Label>
        <HStack w="full" align="flex-start">
          <Input
            type="email"
            value={pending}
            maxLength={254}
            aria-describedby={listId}
            placeholder={t('supplierAdmin.emails.placeholder')}
            onChange={(event) => {
              setProblem(null);
              onPendingChange(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter adds the address rather than submitting the whole form.
              event.preventDefault();
              add();
            }}
          />
          <Button variant="outline" onClick={add} flexShrink={0}>
            {t('supplierAdmin.emails.add')}
          </Button>
        </HStack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <HStack id={listId} wrap="wrap" gap={2} aria-live="polite">
        {emails.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('supplierAdmin.emails.none')}
          </Text>
        ) : (
          emails.map((email) => (
            <HStack key={email} gap={1} ps={3} pe={1} py={0.5} borderWidth="1px" borderRadius="full" bg="bg.subtle">
              <Text textStyle="sm">{email}</Text>
              <IconButton size="2xs" variant="ghost" borderRadius="full" aria-label={t('supplierAdmin.emails.remove', { email })} onClick={() => onChange(emails.filter((candidate) => candidate !== email))}>
                ×
              </IconButton>
            </HStack>
          ))
        )}
      </HStack>
    </Stack>
  );
}
