import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';

/*
 * The loading and failed states of the project dialog's parts (deals, time, delivery feedback):
 * each reads its own data, so each says on its own that it is loading or could not load.
 */

/** A part still loading, announced to screen readers. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <HStack gap={2} color="fg.muted" role="status">
      <Spinner size="xs" />
      <Text textStyle="sm">{label}</Text>
    </HStack>
  );
}

/** A part that could not load: what failed, why, and a retry. */
export function LoadFailed({ label, error, retryLabel, onRetry }: { label: string; error: Error; retryLabel: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <Stack gap={2} align="flex-start">
      <Text textStyle="sm">{label}</Text>
      <ErrorBox message={errorMessageOf(error, t)} />
      <Button size="xs" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
