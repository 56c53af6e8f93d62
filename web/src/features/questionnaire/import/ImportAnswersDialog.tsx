import type { MessageParams } from '@cairn/shared/errors';
import { Alert, Badge, Button, CloseButton, Dialog, Link, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../../api/client.ts';
import { saveFile } from '../../../api/files.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { localizeMessage } from '../../../i18n/serverMessages.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { FileDrop } from '../../../ui/fileDrop/FileDrop.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { base64Of, canSubmit, columnHeading, importFileRule, invalidCellCount, previewCellText, rowsOf, type ImportPreview } from './importModel.ts';

export interface ImportAnswersDialogProps {
  /** The table question the import fills. */
  questionUuid: string;
  /** The version of the question's answer the page holds (0 when never answered): a save meanwhile answers a conflict. */
  expectedVersion: number;
  open: boolean;
  onClose: () => void;
  /** The answer's new version, once the import is saved. */
  onImported: (version: number) => void;
}

/** A message of the preview: its English text, and the key and parameters each language words. */
type Said = { key: string; params: MessageParams; text: string };

/**
 * A table question's answers import (spec 2 sections 5, 7 and 9 "Questionnaire"): the template
 * in the user's language, an .xlsx drop (its type, size and content checked before anything is
 * sent), then a preview of every line with each invalid cell marked and its message, and the
 * warnings. Submit stays disabled until every cell is valid; the server checks the rows again
 * and replaces the table's lines with them, all or nothing.
 */
export function ImportAnswersDialog({ questionUuid, expectedVersion, open, onClose, onImported }: ImportAnswersDialogProps) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [templateLoading, setTemplateLoading] = useState(false);
  const say = (message: Said) => localizeMessage(t, { message: message.text, key: message.key, params: message.params });

  const extract = useProcedureMutation('question.extractFromSpreadsheet', { onSuccess: setPreview });
  const submit = useProcedureMutation('question.batchCreate', {
    onSuccess: (answer) => {
      toaster.create({ type: 'success', title: t('questionnaireImport.dialog.imported') });
      onImported(answer.version);
      close();
    },
  });
  const busy = extract.isPending || submit.isPending;

  const reset = () => {
    setFile(null);
    setPreview(null);
    extract.reset();
    submit.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const downloadTemplate = async () => {
    setTemplateLoading(true);
    try {
      // Made anew on each ask: it carries the lines answered so far.
      saveFile(await queryClient.fetchQuery({ ...queryOptionsFor('question.downloadSpreadsheet', { uuid: questionUuid, language }), staleTime: 0 }));
    } catch {
      toaster.create({ type: 'error', title: t('questionnaireImport.dialog.templateFailed') });
    } finally {
      setTemplateLoading(false);
    }
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    extract.reset();
    submit.reset();
    if (!chosen) return;
    const b64File = base64Of(new Uint8Array(await chosen.arrayBuffer()));
    extract.mutate({ questionUuid, language, fileName: chosen.name, b64File });
  };

  const invalid = preview ? invalidCellCount(preview) : 0;
  const error = extract.error ?? submit.error;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) close();
      }}
      size={{ mdDown: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('questionnaireImport.dialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('questionnaireImport.dialog.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap={4}>
                <Text color="fg.muted">{t('questionnaireImport.dialog.intro')}</Text>
                <Link
                  as="button"
                  alignSelf="flex-start"
                  colorPalette="teal"
                  color="colorPalette.fg"
                  fontWeight="medium"
                  aria-busy={templateLoading}
                  onClick={() => void downloadTemplate()}
                >
                  {t('questionnaireImport.dialog.downloadTemplate')}
                </Link>
                <FileDrop label={t('questionnaireImport.dialog.chooseFile')} rule={importFileRule} file={file} disabled={busy} onFileChange={(chosen) => void choose(chosen)} />
                {extract.isPending ? (
                  <Text role="status" textStyle="sm">
                    {t('questionnaireImport.dialog.reading')}
                  </Text>
                ) : null}
                {error ? <ErrorBox message={errorMessageOf(error, t)} /> : null}
                {preview ? (
                  <Stack gap={3}>
                    {preview.warnings.map((warning) => (
                      <Alert.Root key={warning.key} status="warning">
                        <Alert.Indicator />
                        <Alert.Title>{say(warning)}</Alert.Title>
                      </Alert.Root>
                    ))}
                    {invalid > 0 ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{t('questionnaireImport.dialog.invalidCells', { count: invalid })}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                    <Text fontWeight="medium">
                      {t('questionnaireImport.dialog.preview')}{' '}
                      <Badge variant="subtle">{t('questionnaireImport.dialog.lines', { count: preview.spreadsheetContent.rows.length })}</Badge>
                    </Text>
                    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96" overflowY="auto">
                      <Table.Root size="sm" stickyHeader>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('questionnaireImport.dialog.line')}</Table.ColumnHeader>
                            {preview.columns.map((column) => (
                              <Table.ColumnHeader key={column.uuid}>{columnHeading(column, language)}</Table.ColumnHeader>
                            ))}
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {preview.spreadsheetContent.rows.map((row, rowIndex) => (
                            <Table.Row key={rowIndex}>
                              <Table.Cell color="fg.muted">{rowIndex + 1}</Table.Cell>
                              {row.values.map((value, columnIndex) => {
                                const issue = row.issues[columnIndex];
                                return (
                                  <Table.Cell key={columnIndex} aria-invalid={issue ? true : undefined} bg={issue ? 'red.subtle' : undefined} verticalAlign="top">
                                    <Text>{previewCellText(value, language)}</Text>
                                    {issue ? (
                                      <Text textStyle="xs" color="fg.error">
                                        {say(issue)}
                                      </Text>
                                    ) : null}
                                  </Table.Cell>
                                );
                              })}
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={close}>
                {t('questionnaireImport.dialog.cancel')}
              </Button>
              <Button
                colorPalette="teal"
                disabled={!canSubmit(preview, busy)}
                loading={submit.isPending}
                onClick={() => {
                  if (preview) submit.mutate({ questionUuid, language, rows: rowsOf(preview), expectedVersion });
                }}
              >
                {t('questionnaireImport.dialog.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
