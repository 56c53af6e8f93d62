import type { OutputOf } from '@cairn/shared/contract';
import { Alert, Button, CloseButton, Code, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyInvalidations, requestProcedure } from '../../../api/client.ts';
import { uploadFile } from '../../../api/files.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { browserTokenStore } from '../../../auth/browserAuth.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ImportProblems } from '../../../ui/ImportProblems.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { uploadRule } from '../../../ui/fileDrop/fileChecks.ts';
import { FileDrop } from '../../../ui/fileDrop/FileDrop.tsx';
import { importSummary, type ImportKind } from './dataImport.ts';

type Answer = OutputOf<'hubspotDeal.import'> | OutputOf<'timeEntry.import'>;

/** What the imports take: .xlsx or .csv up to 5 MB (the PROJECT_DATA_IMPORT upload rule). */
const rule = uploadRule('PROJECT_DATA_IMPORT');

const procedureOf = { deals: 'hubspotDeal.import', timeEntries: 'timeEntry.import' } as const;

/**
 * The import of deals or time entries (analysts): the columns the file needs, a drop zone for an
 * .xlsx or a .csv (checked before anything is sent), then what was written or every problem of
 * the file with its row and column; a file with a problem writes nothing.
 */
export function DataImportDialog({ kind }: { kind: ImportKind }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Answer | null>(null);
  const upload = useMutation({
    mutationKey: procedureOf[kind].split('.'),
    mutationFn: async (chosen: File) => {
      const token = browserTokenStore.read();
      const uploadUuid = await uploadFile('PROJECT_DATA_IMPORT', chosen, { token });
      const answer = await requestProcedure(procedureOf[kind], { uploadUuid }, { token });
      await applyInvalidations(queryClient, answer.invalidate);
      return answer.data as Answer;
    },
    onSuccess: setResult,
  });
  const reset = () => {
    setFile(null);
    setResult(null);
    upload.reset();
  };
  const texts =
    kind === 'deals'
      ? { open: t('projectExtras.import.deals'), title: t('projectExtras.import.dealsTitle'), columns: t('projectExtras.import.dealsColumns') }
      : { open: t('projectExtras.import.time'), title: t('projectExtras.import.timeTitle'), columns: t('projectExtras.import.timeColumns') };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (upload.isPending) return;
        setOpen(details.open);
        if (!details.open) reset();
      }}
      size={{ mdDown: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {texts.open}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{texts.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild disabled={upload.isPending}>
              <CloseButton size="sm" aria-label={t('projectExtras.import.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap={4}>
                <Text textStyle="sm">{t('projectExtras.import.intro')}</Text>
                <Code whiteSpace="pre-wrap" p={2} display="block">
                  {texts.columns}
                </Code>
                {kind === 'timeEntries' ? (
                  <Text textStyle="sm" color="fg.muted">
                    {t('projectExtras.import.timeReplaces')}
                  </Text>
                ) : null}
                {result === null ? (
                  <Stack gap={3}>
                    <FileDrop
                      label={t('projectExtras.import.chooseFile')}
                      rule={rule}
                      file={file}
                      disabled={upload.isPending}
                      onFileChange={(chosen) => {
                        upload.reset();
                        setFile(chosen);
                      }}
                    />
                    {upload.isError ? <ErrorBox message={errorMessageOf(upload.error, t)} /> : null}
                  </Stack>
                ) : result.status === 'Success' ? (
                  <Alert.Root status="success" role="status">
                    <Alert.Indicator />
                    <Alert.Title>{importSummary(t, result)}</Alert.Title>
                  </Alert.Root>
                ) : (
                  <ImportProblems
                    title={t('projectExtras.import.errors')}
                    labels={{ row: t('projectExtras.import.row'), column: t('projectExtras.import.column'), problem: t('projectExtras.import.problem'), wholeFile: t('projectExtras.import.wholeFile') }}
                    problems={result.errors}
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {result === null ? (
                <Button colorPalette="teal" disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
                  {t('projectExtras.import.upload')}
                </Button>
              ) : result.status === 'Errors' ? (
                <Button colorPalette="teal" onClick={reset}>
                  {t('projectExtras.import.uploadNew')}
                </Button>
              ) : (
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('projectExtras.import.close')}</Button>
                </Dialog.ActionTrigger>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
