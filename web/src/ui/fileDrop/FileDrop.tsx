import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import { FileIcon, UploadIcon } from '../icons.tsx';
import { acceptAttribute, acceptedExtensions, checkFile, formatFileSize, type FileRule } from './fileChecks.ts';

export interface FileDropProps {
  /** The visible call to action, which is also the input's name ('Choose an .xlsx file'). */
  label: string;
  /** What the drop takes: the shared rule of an upload purpose (`uploadRule`), or the caller's own. */
  rule: FileRule;
  /** The accepted file, shown with its name and size; null before a choice. */
  file: File | null;
  /** A chosen file that passed the checks, or null when one was refused (its problem shows here). */
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'refused'; problem: string };

/**
 * A file picker that is also a drop zone. A real `<input type="file">`, hidden from sight but not
 * from the keyboard or screen readers, takes the focus (the zone shows its focus ring) and opens
 * the browser's picker with Enter or Space; its name is the zone's visible call to action, and
 * the accepted types and size, the chosen file and any problem describe it. A mouse can drop a
 * file on the zone. Every chosen file is checked (`checkFile`: extension, size, then content by
 * its first bytes) before the caller hears of it, so nothing is sent that the server would refuse.
 */
export function FileDrop({ label, rule, file, onFileChange, disabled = false }: FileDropProps) {
  const { t, language } = useI18n();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  // Only the latest choice may land: checking an earlier file can finish after a later one.
  const latestChoice = useRef(0);
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const fileId = useId();
  const problemId = useId();

  const refuse = (problem: string) => {
    setCheck({ state: 'refused', problem });
    onFileChange(null);
  };

  const choose = async (chosen: File) => {
    const choice = ++latestChoice.current;
    setCheck({ state: 'checking' });
    let problem: string | null;
    try {
      const refusal = await checkFile(chosen, rule);
      problem = refusal && localizeMessage(t, { message: refusal.text, key: refusal.key, params: refusal.params });
    } catch {
      problem = t('kit.fileDrop.unreadable', { name: chosen.name });
    }
    if (choice !== latestChoice.current) return;
    if (problem) {
      refuse(problem);
    } else {
      setCheck({ state: 'idle' });
      onFileChange(chosen);
    }
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again, after fixing it, still counts as a choice.
    event.currentTarget.value = '';
    if (chosen) void choose(chosen);
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    // The browser would otherwise open the dropped file in place of the app.
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 1) {
      // A file still being checked must not land after this refusal.
      latestChoice.current += 1;
      refuse(t('kit.fileDrop.oneFile'));
    } else if (dropped[0]) {
      void choose(dropped[0]);
    }
  };

  const types = new Intl.ListFormat(language, { type: 'disjunction' }).format(acceptedExtensions(rule));
  const refused = check.state === 'refused';
  const describedBy = [hintId, file ? fileId : null, refused ? problemId : null].filter(Boolean).join(' ');

  return (
    <Stack gap={2}>
      <chakra.input
        id={inputId}
        type="file"
        className="peer"
        srOnly
        accept={acceptAttribute(rule)}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={refused || undefined}
        onChange={onInputChange}
      />
      <chakra.label
        htmlFor={inputId}
        display="flex"
        flexDirection="column"
        alignItems="center"
        textAlign="center"
        gap={1}
        px={4}
        py={5}
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="md"
        borderColor={dragging ? 'teal.solid' : refused ? 'border.error' : 'border.emphasized'}
        bg={dragging ? 'teal.subtle' : 'bg.subtle'}
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.6 : undefined}
        transition="background 0.15s, border-color 0.15s"
        _hover={disabled ? undefined : { borderColor: 'teal.solid' }}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <UploadIcon boxSize="6" color="fg.muted" />
        <Text as="span" id={labelId} fontWeight="semibold" color="teal.fg" textDecoration="underline" textUnderlineOffset="3px">
          {label}
        </Text>
        <Text as="span" textStyle="sm" color="fg.muted">
          {t('kit.fileDrop.orDrop')}
        </Text>
        <Text as="span" id={hintId} textStyle="xs" color="fg.muted">
          {t('kit.fileDrop.accepts', { types, size: formatFileSize(rule.maxBytes, language) })}
        </Text>
      </chakra.label>
      {check.state === 'checking' ? (
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('kit.fileDrop.checking')}
        </Text>
      ) : null}
      {file && check.state !== 'checking' ? (
        <HStack id={fileId} gap={2} textStyle="sm" role="status" minW={0}>
          <FileIcon boxSize="4" color="fg.muted" flexShrink={0} />
          <Text overflowWrap="anywhere">{t('kit.fileDrop.chosen', { name: file.name, size: formatFileSize(file.size, language) })}</Text>
        </HStack>
      ) : null}
      {refused ? (
        <Text id={problemId} textStyle="sm" color="fg.error" role="alert">
          {check.problem}
        </Text>
      ) : null}
    </Stack>
  );
}
