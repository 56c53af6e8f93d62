import { Box, chakra, HStack, IconButton, Input, Link, NativeSelect, Spinner, Stack, Text, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { portfolioLimits } from '@cairn/shared/portfolio/model';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { FileIcon, UploadIcon } from '../../../ui/icons.tsx';
import { XIcon } from './icons.tsx';
import { editableText, parseTyped, shouldSave } from './collectionModel.ts';

/*
 * The questionnaire's cells: each input is named by its column and its asset ('Revenue of
 * Alpha'), saves when left and only when its value changed (spec 3 section 5), and shows plain
 * text when the page is read-only.
 */

/** What a cell does with the value left in it: resolves true once saved. */
export type Commit<T> = (value: T | null) => Promise<boolean>;

const cellInput = { size: 'sm', minW: '6rem' } as const;

/** A problem under a cell, tied to its input. */
function CellProblem({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <Text id={id} textStyle="xs" color="fg.error" mt={1}>
      {text}
    </Text>
  );
}

/** Read-only text of a cell: '—' for nothing. */
export function CellText({ children }: { children: string | null }) {
  const { t } = useI18n();
  return <Text textStyle="sm">{children === null || children === '' ? t('portfolioCollection.cell.none') : children}</Text>;
}

export interface NumberCellProps {
  label: string;
  value: number | null;
  onCommit: Commit<number>;
  readOnly: boolean;
  /** A whole year between 1990 and 2100 rather than any number ≥ 0. */
  year?: boolean;
  /** A problem the typed number has with the row's other figures, checked before saving; null when it may be saved. */
  check?: (value: number | null) => string | null;
}

/** A number ≥ 0 typed in the user's language, saved when left if it changed. */
export function NumberCell({ label, value, onCommit, readOnly, year = false, check }: NumberCellProps) {
  const { t, language } = useI18n();
  const [typing, setTyping] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const shown = value === null ? null : new Intl.NumberFormat(language, { maximumFractionDigits: 6, useGrouping: !year }).format(value);
  if (readOnly) return <CellText>{shown}</CellText>;
  const leave = async () => {
    if (typing === null) return;
    const parsed = parseTyped(typing);
    const { firstYear, lastYear, magnitude } = portfolioLimits;
    const invalid = parsed === 'invalid' || (parsed !== null && (year ? !Number.isInteger(parsed) || parsed < firstYear || parsed > lastYear : parsed > magnitude));
    if (invalid) {
      setProblem(year ? t('portfolioCollection.cell.invalidYear', { first: firstYear, last: lastYear }) : t('portfolioCollection.cell.invalidNumber'));
      return;
    }
    const refused = check?.(parsed) ?? null;
    setProblem(refused);
    if (refused) return;
    if (!shouldSave(value, parsed)) {
      setTyping(null);
      return;
    }
    // The typed text stays until the save is through, so the old value never flashes back.
    await onCommit(parsed);
    setTyping(null);
  };
  return (
    <Box>
      <Input
        {...cellInput}
        inputMode={year ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        // Grouped to be read; as plain digits once focused, to be typed.
        value={typing ?? shown ?? ''}
        onFocus={() => setTyping((current) => current ?? editableText(value, language))}
        onChange={(event) => setTyping(event.target.value)}
        onBlur={() => void leave()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      <CellProblem id={problemId} text={problem} />
    </Box>
  );
}

export interface TextCellProps {
  label: string;
  value: string | null;
  onCommit: Commit<string>;
  readOnly: boolean;
  /** A problem the typed text has, checked before saving; null when it may be saved. */
  check?: (text: string) => string | null;
  /** A warning the stored value deserves: a border and a tooltip, the value kept. */
  warning?: string | null;
}

/** A short text (a NACE code), trimmed, saved when left if it changed; blank clears it. */
export function TextCell({ label, value, onCommit, readOnly, check, warning = null }: TextCellProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const warningId = useId();
  if (readOnly) return <CellText>{value}</CellText>;
  const leave = async () => {
    if (typing === null) return;
    const trimmed = typing.trim();
    const refused = trimmed === '' ? null : (check?.(trimmed) ?? null);
    setProblem(refused);
    if (refused) return;
    if (!shouldSave(value, trimmed)) {
      setTyping(null);
      return;
    }
    await onCommit(trimmed === '' ? null : trimmed);
    setTyping(null);
  };
  const describedBy = [problem ? problemId : null, warning ? warningId : null].filter(Boolean).join(' ') || undefined;
  const input = (
    <Input
      {...cellInput}
      autoComplete="off"
      aria-label={label}
      aria-invalid={problem ? true : undefined}
      aria-describedby={describedBy}
      value={typing ?? value ?? ''}
      borderColor={warning && !problem ? 'orange.solid' : undefined}
      borderWidth={warning && !problem ? '2px' : undefined}
      onChange={(event) => setTyping(event.target.value)}
      onBlur={() => void leave()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
  return (
    // Positioned, so the visually hidden warning stays inside the table's scroll box.
    <Box position="relative">
      {warning ? (
        <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
          <Tooltip.Trigger asChild>{input}</Tooltip.Trigger>
          <Tooltip.Positioner>
            <Tooltip.Content maxW="xs">{warning}</Tooltip.Content>
          </Tooltip.Positioner>
        </Tooltip.Root>
      ) : (
        input
      )}
      {warning ? <VisuallyHidden id={warningId}>{warning}</VisuallyHidden> : null}
      <CellProblem id={problemId} text={problem} />
    </Box>
  );
}

export interface SelectCellProps<V extends string> {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string; disabled?: boolean }[];
  /** The first choice, for no value; left out when a value must stay. */
  emptyLabel?: string;
  onChoose: (value: V | null) => void;
  readOnly: boolean;
}

/** A choice saved the moment it is made. */
export function SelectCell<V extends string>({ label, value, options, emptyLabel, onChoose, readOnly }: SelectCellProps<V>) {
  const { t } = useI18n();
  if (readOnly) return <CellText>{options.find((option) => option.value === value)?.label ?? null}</CellText>;
  return (
    <NativeSelect.Root size="sm" minW="8rem">
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.currentTarget.value);
          if ((chosen?.value ?? null) !== value) onChoose(chosen?.value ?? null);
        }}
      >
        {value === null || emptyLabel ? <option value="">{emptyLabel ?? t('portfolioCollection.cell.choose')}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface FilesCellProps {
  asset: string;
  files: readonly { uuid: string; name: string }[];
  readOnly: boolean;
  onAdd: (file: File) => Promise<boolean>;
  onDelete: (fileUuid: string) => void;
  onDownload: (file: { uuid: string; name: string }) => void;
}

/** An investee's files: each downloadable, and deletable while editable; a button adds one. */
export function FilesCell({ asset, files, readOnly, onAdd, onDelete, onDownload }: FilesCellProps) {
  const { t } = useI18n();
  const [uploading, setUploading] = useState(false);
  const inputId = useId();
  return (
    // Positioned, so the visually hidden file input stays inside the table's scroll box.
    <Stack gap={1} minW="8rem" position="relative">
      {files.map((file) => (
        <HStack key={file.uuid} gap={1}>
          <Link as="button" textStyle="xs" colorPalette="teal" color="colorPalette.fg" onClick={() => onDownload(file)} aria-label={t('portfolioCollection.file.download', { name: file.name })} minW={0}>
            <FileIcon boxSize="3" />
            <Box as="span" overflowWrap="anywhere">
              {file.name}
            </Box>
          </Link>
          {readOnly ? null : (
            <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={t('portfolioCollection.file.delete', { name: file.name })} onClick={() => onDelete(file.uuid)}>
              <XIcon boxSize="3" />
            </IconButton>
          )}
        </HStack>
      ))}
      {readOnly ? (
        files.length === 0 ? (
          <CellText>{null}</CellText>
        ) : null
      ) : uploading ? (
        <HStack gap={1} role="status">
          <Spinner size="xs" />
          <Text textStyle="xs">{t('portfolioCollection.file.uploading')}</Text>
        </HStack>
      ) : (
        <Box>
          <VisuallyHidden asChild>
            <input
              id={inputId}
              type="file"
              aria-label={t('portfolioCollection.file.add', { asset })}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (!chosen) return;
                setUploading(true);
                void onAdd(chosen).finally(() => setUploading(false));
              }}
            />
          </VisuallyHidden>
          <chakra.label
            htmlFor={inputId}
            display="inline-flex"
            alignItems="center"
            gap={1}
            textStyle="xs"
            fontWeight="medium"
            color="teal.fg"
            cursor="pointer"
            borderRadius="sm"
            css={{ [`input:focus-visible + &`]: { outline: '2px solid', outlineColor: 'teal.solid' } }}
          >
            <UploadIcon boxSize="3" />
            <span aria-hidden="true">{t('portfolioCollection.file.addShort')}</span>
          </chakra.label>
        </Box>
      )}
    </Stack>
  );
}
