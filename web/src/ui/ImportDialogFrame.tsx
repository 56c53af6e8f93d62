import { Alert, Button, CloseButton, Dialog, Link, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FileDrop, type FileDropProps } from './fileDrop/FileDrop.tsx';

/** Where a spreadsheet import stands: a file to choose and send, its problems shown, or done. */
export type ImportStage = 'choose' | 'errors' | 'done';

export interface ImportDialogTexts {
  /** The button that opens the dialog. */
  open: string;
  title: string;
  close: string;
  upload: string;
  uploadNew: string;
}

/**
 * The frame every spreadsheet import shares (the catalogue's factors, deals and time entries, a
 * portfolio's questionnaire): the button that opens it, the title, what the file must be and,
 * when there is one, the template to download; then the stage: the drop zone with the caller's
 * progress and failure under it, what was imported, or every problem (the caller's list); the
 * footer sends the file, starts again after problems, or closes. While `busy` nothing closes it.
 */
export function ImportDialogFrame({
  texts,
  open,
  onOpenChange,
  busy,
  stage,
  canUpload,
  uploading,
  onUpload,
  onReset,
  intro,
  template,
  drop,
  status,
  done,
  problems,
}: {
  texts: ImportDialogTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  stage: ImportStage;
  canUpload: boolean;
  uploading: boolean;
  onUpload: () => void;
  onReset: () => void;
  intro: ReactNode;
  template?: { label: string; loading: boolean; onDownload: () => void } | undefined;
  /** The file to send, while choosing. */
  drop: FileDropProps;
  /** Under the drop zone while choosing: the upload's progress or failure. */
  status?: ReactNode;
  /** What was imported, once done. */
  done: string;
  /** Every problem of the file, after it was refused. */
  problems: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
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
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={texts.close} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap={4}>
                {intro}
                {template ? (
                  <Link as="button" alignSelf="flex-start" colorPalette="teal" color="colorPalette.fg" fontWeight="medium" aria-busy={template.loading} onClick={template.onDownload}>
                    {template.label}
                  </Link>
                ) : null}
                {stage === 'choose' ? (
                  <Stack gap={3}>
                    <FileDrop {...drop} />
                    {status}
                  </Stack>
                ) : stage === 'done' ? (
                  <Alert.Root status="success" role="status">
                    <Alert.Indicator />
                    <Alert.Title>{done}</Alert.Title>
                  </Alert.Root>
                ) : (
                  problems
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {stage === 'choose' ? (
                <Button colorPalette="teal" disabled={!canUpload} loading={uploading} onClick={onUpload}>
                  {texts.upload}
                </Button>
              ) : stage === 'errors' ? (
                <Button colorPalette="teal" onClick={onReset}>
                  {texts.uploadNew}
                </Button>
              ) : (
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{texts.close}</Button>
                </Dialog.ActionTrigger>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
