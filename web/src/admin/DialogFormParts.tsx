import { Dialog, Heading, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { errorMessageOf } from '../api/formErrors.ts';
import { useI18n } from '../i18n/i18nContext.ts';
import { FormDialogHeader } from '../ui/form/FormDialog.tsx';
import { LoadFailed, LoadingRows } from './catalogue/CatalogueFrame.tsx';

/** A titled part of a dialog's form, named for screen readers by its heading. */
export function FormSection({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack gap={4} as="section" aria-labelledby={titleId}>
      <Stack gap={1}>
        <Heading as="h3" size="sm" id={titleId}>
          {title}
        </Heading>
        {help ? (
          <Text textStyle="sm" color="fg.muted">
            {help}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

export interface StoredFormProps<T> {
  /** The read of the stored item the form edits (the list holds only its row). */
  detail: UseQueryResult<T>;
  labels: { title: string; close: string; retry: string; loading: string };
  form: (loaded: T) => ReactNode;
}

/**
 * An edit dialog's form once its item is read whole: loading rows meanwhile, the failure with a
 * retry. The form starts from the item as first read; a later refetch does not reset what is typed.
 */
export function StoredForm<T>({ detail, labels, form }: StoredFormProps<T>) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState<T | null>(null);
  if (loaded === null && detail.data) setLoaded(detail.data);
  if (loaded) return form(loaded);
  return (
    <>
      <FormDialogHeader title={labels.title} closeLabel={labels.close} />
      <Dialog.Body pb={6}>
        {detail.isError ? (
          <LoadFailed message={errorMessageOf(detail.error, t)} retryLabel={labels.retry} retrying={detail.isFetching} onRetry={() => void detail.refetch()} />
        ) : (
          <LoadingRows label={labels.loading} rows={6} />
        )}
      </Dialog.Body>
    </>
  );
}
