import type { OutputOf } from '@cairn/shared/contract';
import { Alert, Box, Button, chakra, CloseButton, Dialog, Link, Portal, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { fileToBase64, saveFile } from './files.ts';

type ImportAnswer = OutputOf<'emissionFactor.batchImport'>;

/**
 * The batch import: the template to fill, an .xlsx picker, a progress bar while the server
 * validates, then the count imported or every problem with its row and column.
 */
export function ImportDialog() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [templateLoading, setTemplateLoading] = useState(false);
  const queryClient = useQueryClient();
  const upload = useProcedureMutation('emissionFactor.batchImport', { onSuccess: setResult });
  const inputId = useId();

  const reset = () => {
    setFile(null);
    setResult(null);
    upload.reset();
  };

  const downloadTemplate = async () => {
    setTemplateLoading(true);
    try {
      saveFile(await queryClient.fetchQuery(queryOptionsFor('emissionFactor.importTemplate', {})));
    } catch {
      toaster.create({ type: 'error', title: t('catalogue.factors.templateFailed') });
    } finally {
      setTemplateLoading(false);
    }
  };

  const send = async () => {
    if (!file) return;
    upload.mutate({ b64File: await fileToBase64(file), fileName: file.name });
  };

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
          {t('catalogue.factors.import')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('catalogue.factors.importTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild disabled={upload.isPending}>
              <CloseButton size="sm" aria-label={t('catalogue.factors.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap={4}>
                <Text color="fg.muted">{t('catalogue.factors.importIntro')}</Text>
                <Link
                  as="button"
                  alignSelf="flex-start"
                  colorPalette="teal"
                  color="colorPalette.fg"
                  fontWeight="medium"
                  aria-busy={templateLoading}
                  onClick={() => void downloadTemplate()}
                >
                  {t('catalogue.factors.downloadTemplate')}
                </Link>
                {result === null ? (
                  <Stack gap={3}>
                    <Box>
                      <chakra.label htmlFor={inputId} fontWeight="medium" display="block" mb={1}>
                        {t('catalogue.factors.chooseFile')}
                      </chakra.label>
                      <input
                        id={inputId}
                        type="file"
                        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                        disabled={upload.isPending}
                        onChange={(event) => {
                          upload.reset();
                          setFile(event.currentTarget.files?.[0] ?? null);
                        }}
                      />
                    </Box>
                    {upload.isPending ? (
                      <Stack gap={2} role="status">
                        <Text textStyle="sm">{t('catalogue.factors.uploading')}</Text>
                        <Progress.Root value={null} size="sm" colorPalette="teal">
                          <Progress.Track>
                            <Progress.Range />
                          </Progress.Track>
                        </Progress.Root>
                      </Stack>
                    ) : null}
                    {upload.isError ? <ErrorBox message={errorMessageOf(upload.error, t)} /> : null}
                  </Stack>
                ) : result.status === 'Success' ? (
                  <Alert.Root status="success" role="status">
                    <Alert.Indicator />
                    <Alert.Title>{t('catalogue.factors.imported', { count: result.created })}</Alert.Title>
                  </Alert.Root>
                ) : (
                  <Stack gap={3}>
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{t('catalogue.factors.importErrors')}</Alert.Title>
                    </Alert.Root>
                    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="72" overflowY="auto">
                      <Table.Root size="sm" stickyHeader>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('catalogue.factors.errorRow')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('catalogue.factors.errorColumn')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('catalogue.factors.errorMessage')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {result.errors.map((error, index) => (
                            <Table.Row key={index}>
                              <Table.Cell>{error.row ?? t('catalogue.factors.wholeFile')}</Table.Cell>
                              <Table.Cell>{error.column ?? ''}</Table.Cell>
                              <Table.Cell>{error.message}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {result === null ? (
                <Button colorPalette="teal" disabled={!file} loading={upload.isPending} onClick={() => void send()}>
                  {t('catalogue.factors.upload')}
                </Button>
              ) : result.status === 'Errors' ? (
                <Button colorPalette="teal" onClick={reset}>
                  {t('catalogue.factors.uploadNew')}
                </Button>
              ) : (
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('catalogue.factors.close')}</Button>
                </Dialog.ActionTrigger>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
