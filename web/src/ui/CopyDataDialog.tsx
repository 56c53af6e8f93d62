import { Button, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { copyToClipboard } from './copyToClipboard.ts';

export interface CopyDataTexts {
  /** The button that opens the dialog ('Copy data'). */
  open: string;
  /** The dialog's title (which chart's data). */
  title: string;
  /** A line saying what the text is and what to do with it. */
  hint: string;
  copy: string;
  copied: string;
  failed: string;
  close: string;
}

/**
 * A chart's 'Copy data' button and its dialog: the chart's data as tab-separated text in a
 * read-only box, selected on focus, with a button that copies it. The text is made only when
 * the dialog opens (`data`), so a chart does not build it on every render; the caller passes
 * its texts in the user's language.
 */
export function CopyDataDialog({ data, texts }: { data: () => string; texts: CopyDataTexts }) {
  const [text, setText] = useState<string | null>(null);
  const hintId = useId();
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setText(data())}>
        {texts.open}
      </Button>
      <Dialog.Root open={text !== null} onOpenChange={(details) => (details.open ? undefined : setText(null))} size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{texts.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={2}>
                  <Text id={hintId} textStyle="sm" color="fg.muted">
                    {texts.hint}
                  </Text>
                  <Textarea
                    readOnly
                    value={text ?? ''}
                    aria-label={texts.title}
                    aria-describedby={hintId}
                    rows={12}
                    fontFamily="mono"
                    textStyle="xs"
                    whiteSpace="pre"
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button size="sm" variant="outline" onClick={() => setText(null)}>
                  {texts.close}
                </Button>
                <Button size="sm" colorPalette="teal" onClick={() => void copyToClipboard(text ?? '', { copied: texts.copied, failed: texts.failed })}>
                  {texts.copy}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={texts.close} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
