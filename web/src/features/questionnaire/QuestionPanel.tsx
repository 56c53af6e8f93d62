import { Badge, Box, Button, Collapsible, Field, HStack, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import type { QuestionView } from '@cairn/shared/questionnaires/questionnaire';
import { useEffect, useRef, useState } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { MarkdownView } from '../../ui/MarkdownField.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { faqOf, questionHint, questionLabel } from './questionText.ts';

/** Spec 2 section 4: unseen comments are marked seen 1 second after being displayed. */
export const commentSeenDelayMs = 1_000;
/** Spec 2 section 9: the comment box is 4 rows. */
const commentRows = 4;

export type PanelTab = 'information' | 'discussion';

interface QuestionPanelProps {
  question: QuestionView;
  number: string | null;
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  onClose: () => void;
  /** Whether the reader is staff: the comments still to be seen are then the client's. */
  readerIsStaff: boolean;
  /** A closed questionnaire takes no comment. */
  canComment: boolean;
}

/**
 * A question's side panel (spec 2, 540 px): Information (the markdown hint, then the FAQ, each
 * entry folded) and Discussion (the thread with the consultants, and a comment box).
 */
export function QuestionPanel({ question, number, tab, onTabChange, onClose, readerIsStaff, canComment }: QuestionPanelProps) {
  const { t, language } = useI18n();
  const hint = questionHint(question, language);
  const faq = faqOf(question, language);
  return (
    <SidePanel open onClose={onClose} title={[number, questionLabel(question, language)].filter(Boolean).join(' ')} closeLabel={t('questionnaire.panel.close')}>
      <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value === 'discussion' ? 'discussion' : 'information')} colorPalette="teal">
        <Tabs.List>
          <Tabs.Trigger value="information">{t('questionnaire.panel.information')}</Tabs.Trigger>
          <Tabs.Trigger value="discussion">
            {t('questionnaire.panel.discussion')}
            {question.unseenCommentsCount > 0 ? (
              <Badge colorPalette="red" variant="solid" size="sm" borderRadius="full">
                {question.unseenCommentsCount}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="information">
          <Stack gap={5}>
            {hint ? <MarkdownView source={hint} /> : <Text color="fg.muted">{t('questionnaire.panel.noHint')}</Text>}
            {faq.length > 0 ? (
              <Stack gap={2}>
                <Text as="h3" fontWeight="semibold">
                  {t('questionnaire.panel.faq')}
                </Text>
                {faq.map((entry, index) => (
                  <Collapsible.Root key={index} borderWidth="1px" borderRadius="md">
                    <Collapsible.Trigger asChild>
                      <Button variant="ghost" width="full" justifyContent="flex-start" whiteSpace="normal" textAlign="start" height="auto" py={2} css={{ '&[data-state=open] svg': { transform: 'rotate(90deg)' } }}>
                        <ChevronRightIcon boxSize="4" flexShrink={0} />
                        {entry.question}
                      </Button>
                    </Collapsible.Trigger>
                    <Collapsible.Content>
                      <Box px={4} pb={3}>
                        <MarkdownView source={entry.answer} />
                      </Box>
                    </Collapsible.Content>
                  </Collapsible.Root>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="discussion">{tab === 'discussion' ? <Discussion question={question} readerIsStaff={readerIsStaff} canComment={canComment} /> : null}</Tabs.Content>
      </Tabs.Root>
    </SidePanel>
  );
}

/** The comments a reader has still to see: the other side's, not seen yet. */
export function unseenFor(question: Pick<QuestionView, 'comments'>, readerIsStaff: boolean): string[] {
  return question.comments.filter((comment) => comment.seenAt === null && comment.fromClient === readerIsStaff).map((comment) => comment.uuid);
}

function Discussion({ question, readerIsStaff, canComment }: { question: QuestionView; readerIsStaff: boolean; canComment: boolean }) {
  const { t, language } = useI18n();
  const [message, setMessage] = useState('');
  const addComment = useProcedureMutation('question.addComment', { meta: { inlineErrors: true } });
  const markAsSeen = useProcedureMutation('questionComment.markAsSeen');
  const marked = useRef(new Set<string>());
  const unseen = unseenFor(question, readerIsStaff).filter((uuid) => !marked.current.has(uuid));
  const unseenKey = unseen.join();
  const { mutate: markSeen } = markAsSeen;

  // Displayed for a second: the other side's new comments count as seen.
  useEffect(() => {
    if (unseenKey === '') return;
    const uuids = unseenKey.split(',');
    const timer = setTimeout(() => {
      for (const uuid of uuids) marked.current.add(uuid);
      markSeen({ questionUuid: question.uuid, questionCommentUuids: uuids });
    }, commentSeenDelayMs);
    return () => clearTimeout(timer);
  }, [unseenKey, question.uuid, markSeen]);

  const send = () => {
    if (message.trim() === '' || !canComment) return;
    addComment.mutate(
      { questionUuid: question.uuid, message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          toaster.create({ type: 'success', title: t('questionnaire.panel.sent') });
        },
        onError: (error) => toaster.create({ type: 'error', title: errorMessageOf(error, t) }),
      },
    );
  };
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const mine = (fromClient: boolean) => fromClient !== readerIsStaff;

  return (
    <Stack gap={4}>
      {question.comments.length === 0 ? (
        <Text color="fg.muted">{t('questionnaire.panel.noComment')}</Text>
      ) : (
        <Stack as="ol" gap={3} listStyleType="none" aria-label={t('questionnaire.panel.discussion')}>
          {question.comments.map((comment) => (
            <Box
              as="li"
              key={comment.uuid}
              alignSelf={mine(comment.fromClient) ? 'flex-end' : 'flex-start'}
              maxW="85%"
              bg={mine(comment.fromClient) ? 'teal.subtle' : 'bg.muted'}
              borderRadius="lg"
              px={3}
              py={2}
            >
              <HStack gap={2} textStyle="xs" color="fg.muted" wrap="wrap">
                <Text as="span" fontWeight="semibold" color="fg">
                  {mine(comment.fromClient) && !readerIsStaff ? t('questionnaire.panel.you') : `${comment.by.firstName} ${comment.by.lastName}`}
                </Text>
                <Text as="span">{dateFormat.format(new Date(comment.createdAt))}</Text>
                {!mine(comment.fromClient) && comment.seenAt === null ? (
                  <Badge colorPalette="red" size="sm">
                    {t('questionnaire.panel.new')}
                  </Badge>
                ) : null}
              </HStack>
              <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {comment.message}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <Field.Root disabled={!canComment}>
        <Field.Label>{t('questionnaire.panel.comment')}</Field.Label>
        <Textarea rows={commentRows} maxH="150px" value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field.Root>
      <Button alignSelf="flex-end" colorPalette="teal" disabled={message.trim() === '' || !canComment} loading={addComment.isPending} onClick={send}>
        {t('questionnaire.panel.send')}
      </Button>
    </Stack>
  );
}
