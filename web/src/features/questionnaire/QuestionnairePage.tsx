import { Alert, Box, Button, Collapsible, Dialog, Field, Heading, HStack, Input, Link, List, Portal, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { isStaff } from '@cairn/shared/access';
import { clientCanAnswer, phaseOf } from '@cairn/shared/questionnaires/lifecycle';
import type { Answer } from '@cairn/shared/questionnaires/model';
import { progressPercent, sections, type Audience, type CategorySection } from '@cairn/shared/questionnaires/progress';
import type { QuestionnaireView } from '@cairn/shared/questionnaires/questionnaire';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useSession } from '../../auth/authContext.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { browserStorage } from '../../lib/browserStorage.ts';
import { useDiscardGuard } from '../../ui/form/useDiscardGuard.tsx';
import { ArrowLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { toaster } from '../../ui/toaster.tsx';
import {
  afterSave,
  answersPerSave,
  answersToSave,
  conflictedQuestions,
  dirtyQuestions,
  edit,
  emptyDraft,
  inBatches,
  isDirty,
  reloadQuestions,
  shownAnswer,
  shownAnswers,
  type Draft,
} from './draft.ts';
import { CheckIcon, MailIcon } from './icons.tsx';
import { nextPlace, placeOfSearch, placesInOrder, rememberedPlace, rememberPlace, samePlace, searchOf, type Place } from './navigation.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { QuestionPanel, type PanelTab } from './QuestionPanel.tsx';
import { readOnlyNotice } from './readOnlyNotice.ts';
import { questionLabel } from './questionText.ts';

/** A calendar day ('2025-01-01') as written in the user's language, the same day in every time zone. */
function calendarDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** Spec 2 section 9: the questionnaire's navigation is 260 px wide. */
const navWidth = '260px';
const routeId = '/app/questionnaire/$uuid';

/**
 * `/questionnaire/$uuid` (spec 2 "Questionnaire (client)"): the client answers a data-collection
 * questionnaire section by section, saves, discusses a question with the consultants and, once
 * done, validates it with a name. Its route reads the questionnaire and its messages first.
 */
export function QuestionnairePage() {
  const { uuid } = useParams({ from: routeId });
  const query = useSuspenseQuery(queryOptionsFor('questionnaire.get.client', { uuid }));
  return <QuestionnaireScreen questionnaire={query.data} refetch={async () => void (await query.refetch())} />;
}

function QuestionnaireScreen({ questionnaire, refetch }: { questionnaire: QuestionnaireView; refetch: () => Promise<void> }) {
  const { t, language } = useI18n();
  const session = useSession();
  const readerIsStaff = isStaff(session?.user);
  const audience: Audience = readerIsStaff ? 'staff' : 'client';
  const search = useSearch({ from: routeId });
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [conflict, setConflict] = useState<string[]>([]);
  const [panel, setPanel] = useState<{ questionUuid: string; tab: PanelTab } | null>(null);
  const [navOpen, setNavOpen] = useState(false);
  const canAnswer = clientCanAnswer(questionnaire);
  const readOnly = readOnlyNotice(questionnaire, audience, t);
  const questions = questionnaire.questions;

  const answers = useMemo(() => shownAnswers(questions, draft), [questions, draft]);
  const categories = useMemo(
    () =>
      sections(
        questions,
        { answers, comments: new Map(questions.map((question) => [question.uuid, question.comments])) },
        { audience, numbering: questionnaire.numberingEnabled, othersLabel: t('questionnaire.nav.others') },
      ),
    [questions, answers, audience, questionnaire.numberingEnabled, t],
  );
  const percent = progressPercent(questions, answers, audience);
  const order = useMemo(() => placesInOrder(categories, canAnswer), [categories, canAnswer]);
  const storage = browserStorage('localStorage');
  const place: Place = placeOfSearch(search, order) ?? placeOfSearch(rememberedPlace(storage, questionnaire.uuid), order) ?? { kind: 'instructions' };
  const dirty = dirtyQuestions(questions, draft);

  const placeKey = JSON.stringify(searchOf(place));
  // Remembered by its address form, so the effect runs when the place changes, not on each render.
  useEffect(() => {
    const { section, subcategory } = JSON.parse(placeKey) as ReturnType<typeof searchOf>;
    const remembered = placeOfSearch({ section, subcategory }, order);
    if (remembered) rememberPlace(storage, questionnaire.uuid, remembered);
  }, [storage, questionnaire.uuid, placeKey, order]);
  const { dialog: discardDialog } = useDiscardGuard(dirty.length > 0, undefined, { leaves: (current, next) => current.pathname !== next.pathname });

  const mainRef = useRef<HTMLDivElement>(null);
  const go = (next: Place) => {
    setNavOpen(false);
    void navigate({ to: '/questionnaire/$uuid', params: { uuid: questionnaire.uuid }, search: searchOf(next) });
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };

  // The page says itself what a failed save means (the conflict's questions, or a toast).
  const saveMutation = useProcedureMutation('questionnaire.updateClientAnswers', { meta: { inlineErrors: true } });
  /** Saves the changed answers (and validates with `name`); answers whether it all went through. */
  const save = async (validationName?: string): Promise<boolean> => {
    const sent = answersToSave(questions, draft);
    const batches = inBatches(sent, answersPerSave);
    if (validationName !== undefined && batches.length === 0) batches.push([]);
    try {
      for (const [index, batch] of batches.entries()) {
        const validating = validationName !== undefined && index === batches.length - 1;
        const result = await saveMutation.mutateAsync({ uuid: questionnaire.uuid, answers: batch, isValidated: validating, clientValidationName: validating ? validationName.trim() : undefined });
        setDraft((current) => afterSave(current, batch, result.versions));
      }
      setConflict([]);
      if (sent.length > 0 && validationName === undefined) toaster.create({ type: 'success', title: t('questionnaire.section.saved') });
      return true;
    } catch (error) {
      const conflicted = error instanceof ApiError && error.code === 'CONFLICT' ? conflictedQuestions(error.issues) : [];
      if (conflicted.length > 0) setConflict(conflicted);
      else toaster.create({ type: 'error', title: t('questionnaire.section.saveFailed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
      return false;
    }
  };

  const reloadConflicted = async () => {
    await refetch();
    setDraft((current) => reloadQuestions(current, conflict));
    setConflict([]);
    toaster.create({ type: 'info', title: t('questionnaire.conflict.reloaded') });
  };

  // An import replaced a table's lines on the server: show them, keeping every other unsaved answer.
  const reloadImported = async (questionUuid: string) => {
    await refetch();
    setDraft((current) => reloadQuestions(current, [questionUuid]));
  };

  const next = nextPlace(order, place);
  const goNext = async () => {
    if (dirty.length > 0 && !(await save())) return;
    if (next) go(next);
  };

  const changeAnswer = (answer: Answer) => {
    const question = questions.find((candidate) => candidate.uuid === answer.questionUuid);
    if (question) setDraft((current) => edit(current, question, answer));
  };

  const numbers = new Map(categories.flatMap((category) => category.subcategories.flatMap((subcategory) => subcategory.questions.map((entry) => [entry.question.uuid, entry.number] as const))));
  const panelQuestion = panel ? questions.find((question) => question.uuid === panel.questionUuid) : undefined;
  const consultant = questionnaire.assignedTo[0];
  const contact = consultant ? (
    <Button asChild size="sm" variant="outline">
      <a href={`mailto:${consultant.email}`}>
        <MailIcon boxSize="4" />
        {t('questionnaire.section.contact')}
      </a>
    </Button>
  ) : null;

  const { carbonFootprint: footprint } = questionnaire;
  const period =
    footprint.startDate && footprint.endDate
      ? t('questionnaire.page.periodDates', { start: calendarDay(footprint.startDate, language), end: calendarDay(footprint.endDate, language) })
      : String(footprint.year ?? '');
  const title = footprint.hideYear || period === '' ? t('questionnaire.page.titleModule', { name: questionnaire.assetName, module: footprint.moduleName }) : t('questionnaire.page.title', { name: questionnaire.assetName, period });

  const navigation = <QuestionnaireNav categories={categories} place={place} canAnswer={canAnswer} uuid={questionnaire.uuid} onGo={() => setNavOpen(false)} />;

  return (
    <Box p={{ base: 4, md: 6 }}>
      {discardDialog}
      <Stack gap={5}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/carbon-footprint/$uuid" params={{ uuid: footprint.uuid }}>
              <ArrowLeftIcon boxSize="4" />
              {t('questionnaire.page.back')}
            </RouterLink>
          </Link>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{language === 'fr' && questionnaire.labelFr ? questionnaire.labelFr : questionnaire.labelEn}</Text>
          <Stack gap={1} maxW="xl">
            <Progress.Root value={percent} size="sm" colorPalette="teal" aria-label={t('questionnaire.page.progress')}>
              <HStack justify="space-between" gap={3} wrap="wrap">
                <Progress.Label textStyle="sm">{t('questionnaire.page.progressValue', { percent })}</Progress.Label>
                <Text textStyle="xs" color="fg.muted">
                  {questionnaire.clientUpdatedAt
                    ? t('questionnaire.page.lastUpdate', { date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(questionnaire.clientUpdatedAt)) })
                    : t('questionnaire.page.neverUpdated')}
                </Text>
              </HStack>
              <Progress.Track mt={1}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
          {readerIsStaff ? (
            <Text textStyle="sm" color="fg.muted">
              {t('questionnaire.page.staffView')}
            </Text>
          ) : null}
          {readOnly ? (
            <Alert.Root status={phaseOf(questionnaire) === 'CLOSED' ? 'warning' : 'info'} role="status">
              <Alert.Indicator />
              <Alert.Title>{readOnly}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
        <Box display={{ base: 'block', lg: 'none' }}>
          <Collapsible.Root open={navOpen} onOpenChange={(details) => setNavOpen(details.open)}>
            <Collapsible.Trigger asChild>
              <Button variant="outline" size="sm" width="full" justifyContent="space-between">
                {t('questionnaire.nav.open')}
                <ChevronRightIcon boxSize="4" transform={navOpen ? 'rotate(90deg)' : undefined} />
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Box mt={2} borderWidth="1px" borderRadius="md" p={2}>
                {navOpen ? navigation : null}
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
        </Box>
        <HStack align="flex-start" gap={6}>
          <Box as="aside" display={{ base: 'none', lg: 'block' }} width={navWidth} flexShrink={0} position="sticky" top={4}>
            {navigation}
          </Box>
          <Stack ref={mainRef} tabIndex={-1} gap={4} flex="1" minW={0} outline="none">
            {conflict.length > 0 ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('questionnaire.conflict.title')}</Alert.Title>
                  <Alert.Description>
                    <Stack gap={2}>
                      <List.Root ps={5}>
                        {conflict.map((uuid) => {
                          const question = questions.find((candidate) => candidate.uuid === uuid);
                          return <List.Item key={uuid}>{question ? [numbers.get(uuid), questionLabel(question, language)].filter(Boolean).join(' ') : uuid}</List.Item>;
                        })}
                      </List.Root>
                      <Text>{t('questionnaire.conflict.body')}</Text>
                      <Button size="sm" alignSelf="flex-start" colorPalette="red" onClick={() => void reloadConflicted()}>
                        {t('questionnaire.conflict.reload')}
                      </Button>
                    </Stack>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            {place.kind === 'instructions' ? (
              <Instructions period={footprint.hideYear || period === '' ? footprint.moduleName : period} contact={contact} onStart={next ? () => go(next) : undefined} empty={questions.length === 0} />
            ) : place.kind === 'validation' ? (
              <Validation dirtyCount={dirty.length} onValidate={(name) => save(name)} pending={saveMutation.isPending} />
            ) : (
              <SubcategorySection
                category={categories[place.category]!}
                subcategoryIndex={place.subcategory}
                header={
                  <HStack gap={2} wrap="wrap">
                    {canAnswer ? (
                      <>
                        {dirty.length > 0 ? (
                          <Text textStyle="sm" color="fg.muted">
                            {t('questionnaire.section.unsaved', { count: dirty.length })}
                          </Text>
                        ) : null}
                        <Button size="sm" colorPalette="teal" loading={saveMutation.isPending} disabled={dirty.length === 0} onClick={() => void save()}>
                          {t('questionnaire.section.save')}
                        </Button>
                      </>
                    ) : null}
                    {contact}
                  </HStack>
                }
                renderQuestion={(entry) => (
                  <QuestionCard
                    key={entry.question.uuid}
                    question={questions.find((question) => question.uuid === entry.question.uuid)!}
                    number={entry.number}
                    answer={shownAnswer(questions.find((question) => question.uuid === entry.question.uuid)!, draft)}
                    onChange={changeAnswer}
                    disabled={!canAnswer}
                    dirty={isDirty(draft.get(entry.question.uuid))}
                    conflicted={conflict.includes(entry.question.uuid)}
                    assetUuid={questionnaire.assetUuid}
                    audience={audience}
                    onOpenPanel={(tab) => setPanel({ questionUuid: entry.question.uuid, tab })}
                    onImported={(questionUuid) => void reloadImported(questionUuid)}
                  />
                )}
                footer={
                  next ? (
                    <Button alignSelf="flex-end" colorPalette="teal" variant={canAnswer ? 'solid' : 'outline'} loading={saveMutation.isPending} onClick={() => void goNext()}>
                      {t('questionnaire.section.next')}
                      <ChevronRightIcon boxSize="4" />
                    </Button>
                  ) : null
                }
              />
            )}
          </Stack>
        </HStack>
      </Stack>
      {panel && panelQuestion ? (
        <QuestionPanel
          question={panelQuestion}
          number={numbers.get(panelQuestion.uuid) ?? null}
          tab={panel.tab}
          onTabChange={(tab) => setPanel({ ...panel, tab })}
          onClose={() => setPanel(null)}
          readerIsStaff={readerIsStaff}
          canComment={phaseOf(questionnaire) !== 'CLOSED'}
        />
      ) : null}
    </Box>
  );
}

/** The left navigation: Instructions, the categories and their subcategories, Validation while open. */
function QuestionnaireNav({ categories, place, canAnswer, uuid, onGo }: { categories: CategorySection[]; place: Place; canAnswer: boolean; uuid: string; onGo: () => void }) {
  const { t } = useI18n();
  const entry = (target: Place, label: ReactNode, extra: { complete?: boolean; unseen?: number; depth?: number; hasChildren?: boolean } = {}) => {
    // A category's entry leads to its first subcategory, whose own entry then says it is current.
    const current = !extra.hasChildren && samePlace(place, target);
    return (
      <Link asChild display="flex" alignItems="center" gap={2} px={2} py={1.5} ps={extra.depth ? 6 : 2} borderRadius="md" textStyle="sm" fontWeight={current ? 'semibold' : 'normal'} bg={current ? 'teal.subtle' : undefined} color="fg" textDecoration="none" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
        <RouterLink to="/questionnaire/$uuid" params={{ uuid }} search={searchOf(target)} aria-current={current ? 'page' : undefined} onClick={onGo}>
          <Box as="span" flex="1" minW={0} overflowWrap="anywhere">
            {label}
          </Box>
          {extra.unseen ? (
            <Box as="span" bg="red.solid" color="red.contrast" borderRadius="full" px={1.5} textStyle="xs" fontWeight="semibold">
              <span aria-hidden="true">{extra.unseen}</span>
              <VisuallyHidden>{t('questionnaire.nav.unseen', { count: extra.unseen })}</VisuallyHidden>
            </Box>
          ) : null}
          {extra.complete ? (
            <Box as="span" color="green.fg" display="inline-flex">
              <CheckIcon boxSize="4" />
              <VisuallyHidden>{t('questionnaire.nav.complete')}</VisuallyHidden>
            </Box>
          ) : null}
        </RouterLink>
      </Link>
    );
  };
  const numbered = (number: string | null, label: string) => (number ? `${number}. ${label}` : label);
  return (
    <Box as="nav" aria-label={t('questionnaire.nav.label')}>
      <Stack as="ul" gap={0.5} listStyleType="none">
        <li>{entry({ kind: 'instructions' }, t('questionnaire.nav.instructions'))}</li>
        {categories.map((category, categoryIndex) => {
          const hasChildren = category.subcategories.length > 1 || !category.subcategories[0]?.others;
          return (
            <li key={`${category.label}-${categoryIndex}`}>
              {entry({ kind: 'subcategory', category: categoryIndex, subcategory: 0 }, <strong>{numbered(category.number, category.label)}</strong>, {
                complete: category.complete && category.countable > 0,
                unseen: category.unseenComments,
                hasChildren,
              })}
              {hasChildren ? (
              <Stack as="ul" gap={0.5} listStyleType="none">
                {category.subcategories.map((subcategory, subcategoryIndex) => (
                  <li key={`${subcategory.label}-${subcategoryIndex}`}>
                    {entry({ kind: 'subcategory', category: categoryIndex, subcategory: subcategoryIndex }, numbered(subcategory.number, subcategory.label), {
                      complete: subcategory.complete && subcategory.countable > 0,
                      unseen: subcategory.unseenComments,
                      depth: 1,
                    })}
                  </li>
                ))}
              </Stack>
            ) : null}
            </li>
          );
        })}
        {canAnswer ? <li>{entry({ kind: 'validation' }, t('questionnaire.nav.validation'))}</li> : null}
      </Stack>
    </Box>
  );
}

function Instructions({ period, contact, onStart, empty }: { period: string; contact: ReactNode; onStart: (() => void) | undefined; empty: boolean }) {
  const { t } = useI18n();
  return (
    <Stack gap={4} borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="lg">
        {t('questionnaire.instructions.title')}
      </Heading>
      <Text>{t('questionnaire.instructions.intro')}</Text>
      <List.Root as="ol" gap={2} ps={5}>
        <List.Item>{t('questionnaire.instructions.year', { period })}</List.Item>
        <List.Item>{t('questionnaire.instructions.pace')}</List.Item>
        <List.Item>{t('questionnaire.instructions.professional')}</List.Item>
        <List.Item>{t('questionnaire.instructions.help')}</List.Item>
      </List.Root>
      {empty ? <Text color="fg.muted">{t('questionnaire.page.empty')}</Text> : null}
      <HStack gap={2} wrap="wrap">
        {onStart && !empty ? (
          <Button colorPalette="teal" onClick={onStart}>
            {t('questionnaire.instructions.start')}
          </Button>
        ) : null}
        {contact}
      </HStack>
    </Stack>
  );
}

function SubcategorySection({
  category,
  subcategoryIndex,
  header,
  renderQuestion,
  footer,
}: {
  category: CategorySection;
  subcategoryIndex: number;
  header: ReactNode;
  renderQuestion: (entry: CategorySection['subcategories'][number]['questions'][number]) => ReactNode;
  footer: ReactNode;
}) {
  const subcategory = category.subcategories[subcategoryIndex]!;
  const numbered = (number: string | null, label: string) => (number ? `${number}. ${label}` : label);
  const showSubcategory = category.subcategories.length > 1 || !subcategory.others;
  return (
    <Stack gap={4}>
      <HStack position="sticky" top={0} zIndex={1} bg="bg" py={3} justify="space-between" wrap="wrap" gap={3} borderBottomWidth="1px">
        <Stack gap={0} minW={0}>
          <Heading as="h2" size="lg" overflowWrap="anywhere">
            {numbered(category.number, category.label)}
          </Heading>
          {showSubcategory ? (
            <Text color="fg.muted" fontWeight="medium">
              {numbered(subcategory.number, subcategory.label)}
            </Text>
          ) : null}
        </Stack>
        {header}
      </HStack>
      {subcategory.questions.map(renderQuestion)}
      {footer}
    </Stack>
  );
}

function Validation({ dirtyCount, onValidate, pending }: { dirtyCount: number; onValidate: (name: string) => Promise<boolean>; pending: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const ready = name.trim() !== '';
  const confirm = async () => {
    if (!ready || pending) return;
    if (await onValidate(name)) {
      setOpen(false);
      toaster.create({ type: 'success', title: t('questionnaire.validation.done') });
    }
  };
  return (
    <Stack gap={4} borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="lg">
        {t('questionnaire.validation.title')}
      </Heading>
      <Text>{t('questionnaire.validation.body')}</Text>
      {dirtyCount > 0 ? <Text color="fg.muted">{t('questionnaire.validation.unsaved')}</Text> : null}
      <Button alignSelf="flex-start" colorPalette="teal" onClick={() => setOpen(true)} whiteSpace="normal" height="auto" py={2}>
        {t('questionnaire.validation.open')}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => (pending ? undefined : setOpen(details.open))} initialFocusEl={() => nameInput.current}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              as="form"
              onSubmit={(event: React.FormEvent) => {
                event.preventDefault();
                void confirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('questionnaire.validation.dialogTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root required>
                  <Field.Label>{t('questionnaire.validation.name')}</Field.Label>
                  <Input ref={nameInput} value={name} autoComplete="name" onChange={(event) => setName(event.target.value)} />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
                  {t('questionnaire.validation.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" disabled={!ready} loading={pending}>
                  {t('questionnaire.validation.confirm')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
