import type { OutputOf } from '@cairn/shared/contract';
import { isAnswered, toggleQuickAnswer, type DeliveryFeedbackQuestion } from '@cairn/shared/projects/deliveryFeedback';
import { Badge, Box, Button, Heading, HStack, Stack, Text, Textarea, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { queryKeyFor, queryOptionsFor, useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { MarkdownView } from '../../../ui/MarkdownField.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { LoadFailed, LoadingLine } from '../time/QueryStates.tsx';
import { answerMode, answerToSave, categoryText, collapsedHeightPx, isCollapsible, questionText, quickAnswerText } from './feedbackPanel.ts';

type Questions = OutputOf<'deliveryFeedback.get'>;

export interface DeliveryFeedbackPanelProps {
  projectUuid: string;
}

/**
 * A project's delivery feedback (spec 2 section 4): 'Start delivery feedback' while it has no
 * questions, then each question with its quick answers as toggle chips and a comment that is
 * written in a text area while empty, shown formatted once filled, edited after a double click
 * (or its Edit button) and saved when left. Taller than 200 px, the panel shows its top part and
 * 'Show more'. The Deliver button reads `useCanDeliver` from the same query.
 */
export function DeliveryFeedbackPanel({ projectUuid }: DeliveryFeedbackPanelProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const key = queryKeyFor('deliveryFeedback.get', { projectUuid });
  const questions = useQuery(queryOptionsFor('deliveryFeedback.get', { projectUuid }));
  const start = useProcedureMutation('deliveryFeedback.start', { onSuccess: (data) => queryClient.setQueryData(key, data) });
  const headingId = useId();

  /** The question as the server answered it, in the cached list (so useCanDeliver sees it at once). */
  const keep = (saved: DeliveryFeedbackQuestion) =>
    queryClient.setQueryData<Questions>(key, (list) => list?.map((question) => (question.uuid === saved.uuid ? saved : question)));

  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Heading as="h3" size="sm" id={headingId}>
          {t('projectExtras.feedback.title')}
        </Heading>
        {questions.data && questions.data.length > 0 ? (
          <Text textStyle="xs" color="fg.muted">
            {t('projectExtras.feedback.progress', { answered: questions.data.filter(isAnswered).length, total: questions.data.length })}
          </Text>
        ) : null}
      </HStack>
      {questions.isPending ? <LoadingLine label={t('projectExtras.feedback.loading')} /> : null}
      {questions.isError ? (
        <LoadFailed
          label={t('projectExtras.feedback.loadFailed')}
          error={questions.error}
          retryLabel={t('projectExtras.feedback.retry')}
          onRetry={() => void questions.refetch()}
        />
      ) : null}
      {questions.data?.length === 0 ? (
        <Stack gap={2} align="flex-start">
          <Text textStyle="sm" color="fg.muted">
            {t('projectExtras.feedback.intro')}
          </Text>
          <Button size="sm" colorPalette="teal" loading={start.isPending} onClick={() => start.mutate({ projectUuid })}>
            {t('projectExtras.feedback.start')}
          </Button>
          {start.isError ? <ErrorBox message={errorMessageOf(start.error, t)} /> : null}
        </Stack>
      ) : null}
      {questions.data && questions.data.length > 0 ? (
        <Collapsible>
          <Stack gap={5}>
            {questions.data.map((question) => (
              <QuestionItem key={question.uuid} question={question} onSaved={keep} />
            ))}
          </Stack>
        </Collapsible>
      ) : null}
    </Stack>
  );
}

/** Its content, shown whole up to 200 px; taller, its top part and 'Show more' (which a keyboard user's focus also opens). */
function Collapsible({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const content = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setTall(isCollapsible(element.scrollHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const collapsed = tall && !expanded;
  return (
    <Stack gap={2}>
      <Box
        ref={content}
        id={id}
        maxH={collapsed ? `${collapsedHeightPx}px` : undefined}
        overflow={collapsed ? 'hidden' : undefined}
        position="relative"
        onFocusCapture={() => collapsed && setExpanded(true)}
        css={collapsed ? { maskImage: 'linear-gradient(to bottom, black 70%, transparent)' } : undefined}
      >
        {children}
      </Box>
      {tall ? (
        <Button size="xs" variant="ghost" alignSelf="flex-start" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('projectExtras.feedback.showLess') : t('projectExtras.feedback.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

function QuestionItem({ question, onSaved }: { question: DeliveryFeedbackQuestion; onSaved: (saved: DeliveryFeedbackQuestion) => void }) {
  const { t } = useI18n();
  const update = useProcedureMutation('deliveryFeedbackQuestion.update', { onSuccess: onSaved });
  const text = questionText(t, question.question);
  const pendingQuickAnswers = update.isPending ? update.variables.quickAnswers : undefined;
  const selected = pendingQuickAnswers ?? question.selectedQuickAnswers;

  return (
    <Stack gap={2}>
      <Stack gap={1}>
        <Badge alignSelf="flex-start" variant="subtle" colorPalette="gray" size="sm">
          {categoryText(t, question.category)}
        </Badge>
        <Text fontWeight="semibold" textStyle="sm">
          {text}
        </Text>
      </Stack>
      <Wrap gap={2} role="group" aria-label={t('projectExtras.feedback.quickAnswers', { question: text })}>
        {question.availableQuickAnswers.map((quickAnswer) => {
          const pressed = selected.includes(quickAnswer);
          return (
            <Button
              key={quickAnswer}
              size="xs"
              rounded="full"
              colorPalette="teal"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              disabled={update.isPending}
              onClick={() => update.mutate({ uuid: question.uuid, quickAnswers: toggleQuickAnswer(question.availableQuickAnswers, selected, quickAnswer) })}
            >
              {quickAnswerText(t, quickAnswer)}
            </Button>
          );
        })}
      </Wrap>
      <AnswerField
        question={question}
        questionText={text}
        onSave={(answer) => update.mutateAsync({ uuid: question.uuid, answer }).then(() => undefined)}
      />
      <Box aria-live="polite" textStyle="xs" color={update.isError ? 'fg.error' : 'fg.muted'} minH="1lh">
        {update.isPending ? t('projectExtras.feedback.saving') : null}
        {update.isSuccess ? t('projectExtras.feedback.saved') : null}
        {update.isError ? t('projectExtras.feedback.saveFailed', { reason: errorMessageOf(update.error, t) }) : null}
      </Box>
    </Stack>
  );
}

/**
 * The comment of a question, in the panel's two modes: empty, a text area to write in (create);
 * filled, its text formatted, switched to a text area by a double click or its Edit button
 * (edit). Leaving the text area saves a changed text; Escape puts the saved one back.
 */
function AnswerField({ question, questionText: asked, onSave }: { question: DeliveryFeedbackQuestion; questionText: string; onSave: (answer: string | null) => Promise<void> }) {
  const { t } = useI18n();
  const label = t('projectExtras.feedback.answer', { question: asked });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(question.answer ?? '');
  const mode = answerMode(question.answer, editing);
  const hintId = useId();

  const edit = () => {
    setDraft(question.answer ?? '');
    setEditing(true);
  };
  const leave = async () => {
    const change = answerToSave(draft, question.answer);
    try {
      if (change) await onSave(change.answer);
      setEditing(false);
    } catch {
      // The failure is said under the question; the text stays in the area to try again.
    }
  };

  if (mode === 'read') {
    return (
      <Stack gap={1}>
        <Box
          borderWidth="1px"
          borderColor="border.muted"
          rounded="md"
          px={3}
          py={2}
          cursor="text"
          aria-label={label}
          aria-describedby={hintId}
          role="group"
          onDoubleClick={edit}
        >
          <MarkdownView source={question.answer ?? ''} />
        </Box>
        <HStack gap={2}>
          <Text id={hintId} textStyle="xs" color="fg.muted">
            {t('projectExtras.feedback.editHint')}
          </Text>
          <Button size="2xs" variant="ghost" onClick={edit}>
            {t('projectExtras.feedback.edit')}
            <VisuallyHidden> {t('projectExtras.feedback.editWhat', { question: asked })}</VisuallyHidden>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Textarea
      size="sm"
      rows={2}
      aria-label={label}
      placeholder={t('projectExtras.feedback.answerPlaceholder')}
      value={draft}
      autoFocus={mode === 'edit'}
      autoresize
      maxH="40"
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => void leave()}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mode === 'edit') {
          event.preventDefault();
          event.stopPropagation();
          setDraft(question.answer ?? '');
          setEditing(false);
        }
      }}
    />
  );
}
