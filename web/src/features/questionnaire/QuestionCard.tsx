import { Alert, Badge, Box, Button, Float, Heading, HStack, IconButton, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { isPercentUnit, percentInRange } from '@cairn/shared/questionnaires/distance';
import type { Answer } from '@cairn/shared/questionnaires/model';
import { visibleColumns, type Audience } from '@cairn/shared/questionnaires/progress';
import type { QuestionView } from '@cairn/shared/questionnaires/questionnaire';
import { showsAsNumberField } from '@cairn/shared/questionnaires/questionTemplates';
import { labelOf } from '@cairn/shared/labels';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import { MarkdownView } from '../../ui/MarkdownField.tsx';
import { blankAnswer } from './draft.ts';
import { FilesField } from './FilesField.tsx';
import { InfoIcon } from './icons.tsx';
import { NumberInput } from './NumberInput.tsx';
import type { PanelTab } from './QuestionPanel.tsx';
import { questionHint, questionLabel } from './questionText.ts';
import { ImportAnswersDialog } from './import/ImportAnswersDialog.tsx';
import { TableAnswer } from './TableAnswer.tsx';
import { cellOf, emptyLine } from './tableModel.ts';

/** Spec 2 section 9: the hint shows 70 px before 'Read more'. */
const hintCollapsedPx = 70;

export interface QuestionCardProps {
  question: QuestionView;
  number: string | null;
  answer: Answer | null;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  dirty: boolean;
  conflicted: boolean;
  assetUuid: string;
  audience: Audience;
  onOpenPanel: (tab: PanelTab) => void;
  /** A table's import was saved: the page reloads the question from the server. */
  onImported: (questionUuid: string) => void;
}

/**
 * A question (spec 2 "Question card"): its number and title, the scopes it feeds, the priority
 * banner, its hint cut at 70 px with 'Read more', the info button (with the badge of unseen
 * comments) opening its side panel, and its answer by type.
 */
export function QuestionCard({ question, number, answer, onChange, disabled, dirty, conflicted, assetUuid, audience, onOpenPanel, onImported }: QuestionCardProps) {
  const { t, language } = useI18n();
  const headingId = useId();
  const hint = questionHint(question, language);
  const value = answer ?? blankAnswer(question.uuid);
  const label = questionLabel(question, language);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor={conflicted ? 'border.error' : 'border'}
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: 4, md: 5 }}
      data-question={question.uuid}
    >
      <Stack gap={3}>
        <HStack justify="space-between" align="flex-start" gap={3}>
          <Stack gap={1} minW={0}>
            <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere">
              {number ? (
                <Text as="span" color="fg.muted" me={2}>
                  {number}
                </Text>
              ) : null}
              {label}
            </Heading>
            <HStack gap={1} wrap="wrap">
              {question.impactedScopes.map((scope) => (
                <Badge key={scope} size="sm" variant="outline">
                  {labelOf('scope', scope, language)}
                </Badge>
              ))}
              {dirty ? (
                <Badge size="sm" colorPalette="orange">
                  {t('questionnaire.question.unsaved')}
                </Badge>
              ) : null}
              {question.adminOnly ? (
                <Badge size="sm" colorPalette="purple">
                  {t('questionnaire.question.adminOnly')}
                </Badge>
              ) : null}
            </HStack>
          </Stack>
          <Box position="relative" flexShrink={0}>
            <IconButton variant="outline" size="sm" aria-label={t('questionnaire.question.info', { question: label })} onClick={() => onOpenPanel(question.unseenCommentsCount > 0 ? 'discussion' : 'information')}>
              <InfoIcon boxSize="5" />
            </IconButton>
            {question.unseenCommentsCount > 0 ? (
              <Float placement="top-end">
                <Badge colorPalette="red" variant="solid" size="xs" borderRadius="full" pointerEvents="none">
                  <span aria-hidden="true">{question.unseenCommentsCount}</span>
                  <VisuallyHidden>{t('questionnaire.nav.unseen', { count: question.unseenCommentsCount })}</VisuallyHidden>
                </Badge>
              </Float>
            ) : null}
          </Box>
        </HStack>
        {question.important ? (
          <Alert.Root status="warning" size="sm" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('questionnaire.question.priority')}</Alert.Description>
          </Alert.Root>
        ) : null}
        {hint ? <Hint source={hint} /> : null}
        <AnswerField
          question={question}
          value={value}
          onChange={onChange}
          disabled={disabled}
          labelledBy={headingId}
          assetUuid={assetUuid}
          audience={audience}
          onImported={() => onImported(question.uuid)}
        />
      </Stack>
    </Box>
  );
}

/** The hint, 70 px high until 'Read more' when it is longer. */
function Hint({ source }: { source: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    if (box.current) setLong(box.current.scrollHeight > hintCollapsedPx + 1);
  }, [source]);
  return (
    <Stack gap={1} align="flex-start">
      <Box id={id} ref={box} maxH={open ? undefined : `${hintCollapsedPx}px`} overflow="hidden" color="fg.muted" position="relative">
        <MarkdownView source={source} />
      </Box>
      {long ? (
        <Button size="xs" variant="plain" colorPalette="teal" px={0} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t('questionnaire.question.readLess') : t('questionnaire.question.readMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

interface AnswerFieldProps {
  question: QuestionView;
  value: Answer;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  labelledBy: string;
  assetUuid: string;
  audience: Audience;
  onImported: () => void;
}

/** The answer by the question's type (spec 2 "Answer types"). */
function AnswerField({ question, value, onChange, disabled, labelledBy, assetUuid, audience, onImported }: AnswerFieldProps) {
  const { t } = useI18n();
  const [importing, setImporting] = useState(false);
  const files = (
    <FilesField files={value.files} assetUuid={assetUuid} disabled={disabled} labelledBy={labelledBy} onChange={(next) => onChange({ ...value, files: next })} />
  );
  switch (question.type) {
    case 'TEXT':
      return (
        <Stack gap={3}>
          <Textarea aria-labelledby={labelledBy} rows={3} value={value.valueText ?? ''} disabled={disabled} onChange={(event) => onChange({ ...value, valueText: event.target.value === '' ? null : event.target.value })} />
          {question.allowFiles ? files : null}
        </Stack>
      );
    case 'NUMERIC':
      return (
        <Stack gap={3}>
          <NumberAnswer unit={question.unit} value={value.valueNumber} disabled={disabled} labelledBy={labelledBy} onChange={(valueNumber) => onChange({ ...value, valueNumber })} />
          {question.allowFiles ? files : null}
        </Stack>
      );
    case 'FILE':
      return files;
    case 'TABLE': {
      const columns = visibleColumns(question, audience);
      const lines = value.valueTable ?? [];
      // The shared rule reads the template's shape; a questionnaire's column has no select list id, which it does not read.
      if (showsAsNumberField({ type: question.type, oneLine: question.oneLine, columns: columns.map((column) => ({ ...column, selectListUuid: null })) })) {
        const column = columns[0]!;
        const line = lines[0] ?? emptyLine(columns);
        return (
          <NumberAnswer
            unit={column.unit}
            value={cellOf(line, column).valueNumber}
            disabled={disabled}
            labelledBy={labelledBy}
            onChange={(valueNumber) => onChange({ ...value, valueTable: valueNumber === null && lines.length === 0 ? null : [{ ...line, cells: [{ ...cellOf(line, column), valueNumber }] }] })}
          />
        );
      }
      return (
        <Stack gap={3}>
          <TableAnswer
            question={question}
            columns={columns}
            lines={lines}
            disabled={disabled}
            labelledBy={labelledBy}
            onChange={(next) => onChange({ ...value, valueTable: next })}
            onImport={question.oneLine ? undefined : () => setImporting(true)}
          />
          {question.allowFiles && !question.oneLine ? files : null}
          {importing ? (
            // The import replaces the table with the file's lines, from the version the page holds.
            <ImportAnswersDialog questionUuid={question.uuid} expectedVersion={question.answerVersion} open onClose={() => setImporting(false)} onImported={onImported} />
          ) : null}
        </Stack>
      );
    }
    default:
      return <Text color="fg.error">{t('questionnaire.question.unexpected', { type: String((question as { type: unknown }).type) })}</Text>;
  }
}

/** A number with its unit; a percent keeps to 0–100 and says why it moved. */
function NumberAnswer({ unit, value, disabled, labelledBy, onChange }: { unit: string | null; value: number | null; disabled: boolean; labelledBy: string; onChange: (value: number | null) => void }) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const percent = isPercentUnit(unit);
  const field = (
    <NumberInput
      aria-labelledby={labelledBy}
      maxW="xs"
      value={value}
      disabled={disabled}
      aria-invalid={problem ? true : undefined}
      onValueChange={(next) => {
        if (next === null || !percent) {
          setProblem(null);
          onChange(next);
          return;
        }
        const checked = percentInRange(next);
        setProblem(checked.problem ? localizeMessage(t, { message: checked.problem.text, key: checked.problem.key, params: checked.problem.params }) : null);
        onChange(checked.percent);
      }}
    />
  );
  return (
    <Stack gap={1}>
      <HStack gap={2} maxW="xs">
        {field}
        {unit ? (
          <Text as="span" color="fg.muted" flexShrink={0}>
            {unit}
          </Text>
        ) : null}
      </HStack>
      {problem ? (
        <Text textStyle="xs" color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
