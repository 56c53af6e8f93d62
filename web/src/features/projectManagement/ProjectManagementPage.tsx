import { Badge, Box, Button, Checkbox, Heading, HStack, IconButton, Input, Link, Progress, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { isStaff } from '@cairn/shared/access';
import type { InputOf } from '@cairn/shared/contract';
import { labelOf } from '@cairn/shared/labels';
import type { ProjectManagementInvestee, ProjectManagementView } from '@cairn/shared/portfolio/projectManagement';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useDashboard } from '../../app/dashboard.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useSession } from '../../auth/authContext.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { Hint } from '../../ui/Hint.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { ArrowLeftIcon, ChevronRightIcon, ExternalLinkIcon, lineIcon, PhoneIcon } from '../../ui/icons.tsx';
import { CardSection, Section } from '../../ui/Section.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { telHref } from '../home/homeContacts.ts';
import { dashboardLinkMode, footprintMilestones, formatCalendarDay, investeeDashboardHref, spacedPhone } from './projectManagementModel.ts';

/*
 * An institution's project tracking (spec 3 section 2.5): per kind of project, how many of its
 * followed investees have started and received their work; one table per fund with each
 * investee's footprint and decarbonization status, its comments on demand, the at-risk warning
 * and the way to its dashboard; the analysts to contact. Staff see the same page with its actions:
 * the deadlines, the at-risk flag and the comments.
 */

const AlertTriangleIcon = lineIcon('AlertTriangleIcon', <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />);
const MailIcon = lineIcon('MailIcon', <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm17 1-9 7-9-7" />);
const EyeOffIcon = lineIcon('EyeOffIcon', <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A10 10 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.2 2.3-2.3 3.5M6.6 6.6C4.4 8 2.9 10 2 12c1 2.5 5 7 10 7 1.7 0 3.2-.5 4.5-1.2" />);

type UpdateAction = InputOf<'projectManagement.update'>['action'];

/** Sends one staff action; answers whether it landed (a failure is said in a toast). */
function useTrackingAction(uuid: string) {
  const { t } = useI18n();
  const mutation = useProcedureMutation('projectManagement.update', { meta: { inlineErrors: true } });
  const send = async (action: UpdateAction): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ reportingUuid: uuid, action });
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessageOf(error as Error, t) });
      return false;
    }
  };
  return { send, pending: mutation.isPending };
}

export function ProjectManagementPage() {
  const { uuid } = useParams({ from: '/app/project-management/$uuid' });
  const { t, language } = useI18n();
  const { data: view } = useSuspenseQuery(queryOptionsFor('projectManagement.get', { uuid }));
  const dashboard = useDashboard();
  const canAct = useCanCall('projectManagement.update');
  // The list of tracking modules is worth a link only when there is more than one (spec 3 section 2.5).
  const trackingModules = dashboard.data?.modules.filter((module) => module.type === 'PROJECT_MANAGEMENT').length ?? 0;
  const rows = view.funds.flatMap((fund) => fund.investees);

  return (
    <Stack gap={6} p={{ base: 4, md: 8 }} maxW="7xl">
      {trackingModules > 1 ? (
        <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
          <PathLink href="/project-management">
            <ArrowLeftIcon boxSize="4" />
            {t('projectManagement.page.back')}
          </PathLink>
        </Link>
      ) : null}
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          {t('projectManagement.page.title')}
        </Heading>
        <Text color="fg.muted">{[view.moduleName, view.year === null ? t('projectManagement.page.noPortfolio') : t('projectManagement.page.portfolio', { year: view.year })].filter(Boolean).join(' · ')}</Text>
      </Stack>

      {canAct ? <DeadlinesEditor view={view} /> : <Deadlines view={view} />}

      <CardSection title={t('projectManagement.summary.title')} aside={<Text color="fg.muted">{t('projectManagement.summary.total', { count: view.summaryInvesteesCount })}</Text>}>
        {view.summaryByProjectType.length === 0 ? (
          <Text color="fg.muted">{t('projectManagement.page.empty')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            {view.summaryByProjectType.map((summary) => (
              <Stack key={summary.type} gap={3} borderWidth="1px" borderColor="border.muted" borderRadius="l2" p={4}>
                <Box>
                  <Heading as="h3" size="sm">
                    {labelOf('trackedProjectType', summary.type, language)}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted">
                    {t('projectManagement.summary.investees', { count: summary.investeesCount })}
                  </Text>
                </Box>
                <Bar label={t('projectManagement.summary.started')} done={summary.startedCount} total={summary.investeesCount} />
                <Bar label={t('projectManagement.summary.delivered')} done={summary.deliveredCount} total={summary.investeesCount} />
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </CardSection>

      {view.funds.map((fund) => (
        <Section
          key={fund.uuid}
          title={
            <>
              {fund.name}
              {fund.article ? (
                <Text as="span" fontWeight="normal" color="fg.muted" ms={2} textStyle="md">
                  {t('projectManagement.fund.article', { article: labelOf('fundArticle', fund.article, language) })}
                </Text>
              ) : null}
            </>
          }
        >
          <FundTable fundUuid={fund.uuid} name={fund.name} investees={fund.investees} trackingUuid={view.uuid} version={view.version} canAct={canAct} />
        </Section>
      ))}
      {rows.length === 0 && view.summaryByProjectType.length > 0 ? <Text color="fg.muted">{t('projectManagement.page.empty')}</Text> : null}

      <CardSection title={t('projectManagement.contacts.title')}>
        {view.activeAnalysts.length === 0 ? (
          <Text color="fg.muted">{t('projectManagement.contacts.empty')}</Text>
        ) : (
          <Stack as="ul" gap={3} listStyleType="none">
            {view.activeAnalysts.map((analyst, index) => {
              const name = [analyst.firstName, analyst.lastName].filter(Boolean).join(' ') || (analyst.email ?? '');
              return (
                <HStack as="li" key={`${analyst.email ?? ''}-${String(index)}`} gap={4} wrap="wrap">
                  <Text fontWeight="semibold" minW="12rem">
                    {name}
                  </Text>
                  {analyst.email ? (
                    <Link href={`mailto:${analyst.email}`} colorPalette="teal" textStyle="sm">
                      <MailIcon boxSize="4" />
                      {analyst.email}
                    </Link>
                  ) : null}
                  {analyst.phone ? (
                    <Link href={telHref(analyst.phone)} colorPalette="teal" textStyle="sm">
                      <PhoneIcon boxSize="4" />
                      {spacedPhone(analyst.phone)}
                    </Link>
                  ) : null}
                </HStack>
              );
            })}
          </Stack>
        )}
      </CardSection>
    </Stack>
  );
}

/** A summary bar: how many of the kind's investees reached the stage, as x/y. */
function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  const { t } = useI18n();
  return (
    <Progress.Root value={total === 0 ? 0 : (done / total) * 100} size="sm" colorPalette="teal">
      <HStack justify="space-between" mb={1}>
        <Progress.Label textStyle="sm">{label}</Progress.Label>
        <Text textStyle="sm" fontVariantNumeric="tabular-nums">
          {t('projectManagement.summary.ratio', { done, total })}
        </Text>
      </HStack>
      {/* The bar's name says the count, which its percentage alone would not. */}
      <Progress.Track aria-label={`${label} ${t('projectManagement.summary.ratio', { done, total })}`}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

function Deadlines({ view }: { view: ProjectManagementView }) {
  const { t, language } = useI18n();
  if (view.dataCollectionDeadline === null && view.projectsDeadline === null) return null;
  const day = (value: string | null) => (value === null ? t('projectManagement.deadlines.none') : formatCalendarDay(value, language));
  return (
    <HStack gap={6} wrap="wrap" textStyle="sm">
      <Text>
        <Text as="span" color="fg.muted">
          {t('projectManagement.deadlines.dataCollection')}
        </Text>{' '}
        {day(view.dataCollectionDeadline)}
      </Text>
      <Text>
        <Text as="span" color="fg.muted">
          {t('projectManagement.deadlines.projects')}
        </Text>{' '}
        {day(view.projectsDeadline)}
      </Text>
    </HStack>
  );
}

/** Staff's deadlines: a date each, saved on its own under the tracking's version. */
function DeadlinesEditor({ view }: { view: ProjectManagementView }) {
  const { t } = useI18n();
  const { send, pending } = useTrackingAction(view.uuid);
  const fields = [
    { kind: 'SET_DATA_COLLECTION_DEADLINE', label: t('projectManagement.deadlines.dataCollection'), value: view.dataCollectionDeadline },
    { kind: 'SET_PROJECTS_DEADLINE', label: t('projectManagement.deadlines.projects'), value: view.projectsDeadline },
  ] as const;
  return (
    <Stack as="section" gap={2} aria-label={t('projectManagement.staff.deadlines')}>
      <HStack gap={6} wrap="wrap" align="flex-end">
        {fields.map((field) => (
          <DeadlineField key={`${field.kind}-${field.value ?? ''}`} label={field.label} value={field.value} pending={pending} onSave={(date) => send({ kind: field.kind, date, expectedVersion: view.version })} />
        ))}
      </HStack>
    </Stack>
  );
}

function DeadlineField({ label, value, pending, onSave }: { label: string; value: string | null; pending: boolean; onSave: (date: string | null) => Promise<boolean> }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(value ?? '');
  const changed = draft !== (value ?? '');
  return (
    <HStack
      as="form"
      gap={2}
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(draft === '' ? null : draft).then((saved) => saved && toaster.create({ type: 'success', title: t('projectManagement.staff.saved') }));
      }}
    >
      <Text as="label" textStyle="sm" fontWeight="medium" display="block">
        {label}
        <Input type="date" size="sm" mt={1} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />
      </Text>
      <Button type="submit" size="sm" variant="outline" disabled={!changed} loading={pending}>
        {t('projectManagement.staff.saveDeadline')}
      </Button>
    </HStack>
  );
}

interface FundTableProps {
  fundUuid: string;
  name: string;
  investees: ProjectManagementInvestee[];
  trackingUuid: string;
  version: number;
  canAct: boolean;
}

/** One fund's investees by name, each row opening onto its comments. */
function FundTable({ fundUuid, name, investees, trackingUuid, version, canAct }: FundTableProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (uuid: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });
  return (
    <ScrollTable label={name}>
      <Table.Root size="sm" aria-label={name}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader rowSpan={2} verticalAlign="bottom">
              {t('projectManagement.table.asset')}
            </Table.ColumnHeader>
            <Table.ColumnHeader colSpan={3} scope="colgroup" borderStartWidth="1px">
              {t('projectManagement.table.carbonFootprint')}
            </Table.ColumnHeader>
            <Table.ColumnHeader colSpan={2} scope="colgroup" borderStartWidth="1px">
              {t('projectManagement.table.decarbonization')}
            </Table.ColumnHeader>
          </Table.Row>
          <Table.Row>
            <Table.ColumnHeader borderStartWidth="1px">{t('projectManagement.table.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('projectManagement.table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('projectManagement.table.lastActivity')}</Table.ColumnHeader>
            <Table.ColumnHeader borderStartWidth="1px">{t('projectManagement.table.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('projectManagement.table.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {investees.map((investee) => (
            <InvesteeRows
              key={investee.uuid}
              investee={investee}
              detailsId={`comments-${fundUuid}-${investee.uuid}`}
              expanded={open.has(investee.uuid)}
              onToggle={() => toggle(investee.uuid)}
              trackingUuid={trackingUuid}
              version={version}
              canAct={canAct}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

interface InvesteeRowsProps {
  investee: ProjectManagementInvestee;
  detailsId: string;
  expanded: boolean;
  onToggle: () => void;
  trackingUuid: string;
  version: number;
  canAct: boolean;
}

function InvesteeRows({ investee, detailsId, expanded, onToggle, trackingUuid, version, canAct }: InvesteeRowsProps) {
  const { t, language } = useI18n();
  const { carbonFootprint: footprint, decarbonization } = investee;
  const none = <Text color="fg.subtle">{t('projectManagement.table.none')}</Text>;
  const footprintType =
    footprint.type === null ? none : footprint.type === 'INTERNAL' ? t('projectManagement.type.INTERNAL') : labelOf('portfolioReportType', footprint.type, language);
  return (
    <Fragment>
      <Table.Row data-investee-row={investee.uuid}>
        <Table.Cell>
          <HStack gap={1} minW="14rem">
            <IconButton
              size="xs"
              variant="ghost"
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={t(expanded ? 'projectManagement.row.collapse' : 'projectManagement.row.expand', { name: investee.name })}
              onClick={onToggle}
            >
              <ChevronRightIcon boxSize="4" transform={expanded ? 'rotate(90deg)' : undefined} transition="transform 0.15s" />
            </IconButton>
            <Stack gap={0}>
              <Text fontWeight="medium">{investee.name}</Text>
              {investee.status ? (
                <Text textStyle="xs" color="fg.muted">
                  {labelOf('crmStage', investee.status, language)}
                </Text>
              ) : null}
            </Stack>
            {investee.atRisk ? (
              <Hint text={t('projectManagement.row.atRiskOf', { name: investee.name })}>
                <Box as="span" color="orange.fg" display="inline-flex" tabIndex={0} aria-label={t('projectManagement.row.atRiskOf', { name: investee.name })} role="img" data-at-risk="">
                  <AlertTriangleIcon boxSize="4" />
                </Box>
              </Hint>
            ) : null}
            <DashboardLink investee={investee} />
          </HStack>
        </Table.Cell>
        <Table.Cell borderStartWidth="1px">
          <Stack gap={0}>
            <Text>{footprintType}</Text>
            {investee.lowDataType !== null && investee.lowDataType !== footprint.type ? (
              <Text textStyle="xs" color="fg.muted">
                {labelOf('estimateMethod', investee.lowDataType, language)}
              </Text>
            ) : null}
          </Stack>
        </Table.Cell>
        <Table.Cell>
          <Stack gap={0.5} align="flex-start">
            <Badge colorPalette={footprint.delivered ? 'green' : footprint.started ? 'teal' : 'gray'} variant="subtle">
              {labelOf('footprintTrackingStatus', footprint.status, language)}
            </Badge>
            {footprint.percentage !== null ? (
              <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                {t('projectManagement.table.percentage', { percentage: footprint.percentage })}
              </Text>
            ) : null}
            {footprintMilestones(footprint).map((milestone) => (
              <Text key={milestone.kind} textStyle="xs" color="fg.muted" whiteSpace="nowrap" data-milestone={milestone.kind}>
                {milestone.kind === 'emailSent'
                  ? t('projectManagement.table.emailSent')
                  : t(`projectManagement.table.${milestone.kind}`, { date: formatCalendarDay(milestone.day, language) })}
              </Text>
            ))}
          </Stack>
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{footprint.lastActivity ? formatCalendarDay(footprint.lastActivity, language) : none}</Table.Cell>
        <Table.Cell borderStartWidth="1px">{decarbonization.type === null ? none : t(`projectManagement.type.${decarbonization.type}`)}</Table.Cell>
        <Table.Cell>
          <Stack gap={0.5} align="flex-start">
            <Badge colorPalette={decarbonization.delivered ? 'green' : decarbonization.started ? 'teal' : 'gray'} variant="subtle">
              {labelOf('decarbonizationTrackingStatus', decarbonization.status, language)}
            </Badge>
            {decarbonization.nextStepDate ? (
              <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                {t('projectManagement.table.nextStep', { date: formatCalendarDay(decarbonization.nextStepDate, language) })}
              </Text>
            ) : null}
          </Stack>
        </Table.Cell>
      </Table.Row>
      {expanded ? (
        <Table.Row id={detailsId} bg="bg.subtle">
          <Table.Cell colSpan={6}>
            <InvesteeDetails investee={investee} trackingUuid={trackingUuid} version={version} canAct={canAct} />
          </Table.Cell>
        </Table.Row>
      ) : null}
    </Fragment>
  );
}

/** The way to the investee's dashboard, as `dashboardLinkMode` says. */
function DashboardLink({ investee }: { investee: ProjectManagementInvestee }) {
  const { t } = useI18n();
  const user = useSession()?.user;
  const mode = dashboardLinkMode(investee.canGoToDashboard, { staff: isStaff(user), impersonating: user?.impersonating ?? false });
  if (mode === 'none') return null;
  if (mode === 'fake') {
    const text = t('projectManagement.row.fakeDashboard', { name: investee.name });
    return (
      <Hint text={text}>
        <Box as="span" color="fg.subtle" display="inline-flex" tabIndex={0} role="img" aria-label={text} data-fake-dashboard="">
          <EyeOffIcon boxSize="4" />
        </Box>
      </Hint>
    );
  }
  const newTab = mode === 'newTab';
  return (
    <Link
      href={investeeDashboardHref(investee.uuid)}
      colorPalette="teal"
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      aria-label={t(newTab ? 'projectManagement.row.openDashboardNewTab' : 'projectManagement.row.openDashboard', { name: investee.name })}
    >
      <ExternalLinkIcon boxSize="4" />
    </Link>
  );
}

/** An investee's comments, newest first, with staff's at-risk flag and comment actions. */
function InvesteeDetails({ investee, trackingUuid, version, canAct }: { investee: ProjectManagementInvestee; trackingUuid: string; version: number; canAct: boolean }) {
  const { t, language } = useI18n();
  const { send, pending } = useTrackingAction(trackingUuid);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ uuid: string; text: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const day = (instant: string) => formatCalendarDay(instant, language);

  return (
    // Held at the start of the scrolling table and as wide as the screen, so a phone reads the comments without scrolling sideways.
    <Stack gap={3} py={2} position="sticky" insetInlineStart="0" maxW={{ base: 'calc(100vw - 4rem)', md: '3xl' }} whiteSpace="normal">
      {canAct ? (
        <Checkbox.Root
          checked={investee.atRisk}
          disabled={pending}
          onCheckedChange={(change) => void send({ kind: 'SET_AT_RISK', investeeUuid: investee.uuid, atRisk: change.checked === true, expectedVersion: version })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('projectManagement.staff.atRisk', { name: investee.name })}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      <Heading as="h3" size="sm">
        {t('projectManagement.comments.title')}
      </Heading>
      {investee.comments.length === 0 ? (
        <Text color="fg.muted">{t('projectManagement.comments.empty')}</Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none">
          {investee.comments.map((comment) => (
            <Stack as="li" key={comment.uuid} gap={1} borderWidth="1px" borderColor="border.muted" borderRadius="md" p={2} bg="bg">
              <Text textStyle="xs" color="fg.muted">
                {day(comment.createdAt)}
              </Text>
              {editing?.uuid === comment.uuid ? (
                <Stack
                  as="form"
                  gap={2}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void send({ kind: 'EDIT_COMMENT', investeeUuid: investee.uuid, commentUuid: comment.uuid, comment: editing.text }).then((saved) => {
                      if (!saved) return;
                      setEditing(null);
                      toaster.create({ type: 'success', title: t('projectManagement.comments.saved') });
                    });
                  }}
                >
                  <Textarea
                    size="sm"
                    rows={2}
                    maxLength={5000}
                    aria-label={t('projectManagement.comments.editLabel', { date: day(comment.createdAt) })}
                    value={editing.text}
                    onChange={(event) => setEditing({ uuid: comment.uuid, text: event.currentTarget.value })}
                  />
                  <HStack gap={2}>
                    <Button type="submit" size="xs" colorPalette="teal" loading={pending} disabled={!editing.text.trim()}>
                      {t('projectManagement.comments.save')}
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                      {t('projectManagement.comments.cancel')}
                    </Button>
                  </HStack>
                </Stack>
              ) : (
                <Text whiteSpace="pre-wrap" textStyle="sm">
                  {comment.text}
                </Text>
              )}
              {canAct && editing?.uuid !== comment.uuid ? (
                <HStack gap={2}>
                  <Button size="xs" variant="ghost" aria-label={t('projectManagement.comments.editLabel', { date: day(comment.createdAt) })} onClick={() => setEditing({ uuid: comment.uuid, text: comment.text })}>
                    {t('projectManagement.comments.edit')}
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('projectManagement.comments.removeLabel', { date: day(comment.createdAt) })} onClick={() => setRemoving(comment.uuid)}>
                    {t('projectManagement.comments.remove')}
                  </Button>
                </HStack>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      {canAct ? (
        <Stack
          as="form"
          gap={2}
          onSubmit={(event) => {
            event.preventDefault();
            if (!draft.trim()) return;
            void send({ kind: 'ADD_COMMENT', investeeUuid: investee.uuid, comment: draft }).then((saved) => saved && setDraft(''));
          }}
        >
          <Textarea size="sm" rows={2} maxLength={5000} bg="bg" aria-label={t('projectManagement.comments.new', { name: investee.name })} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />
          <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={pending} disabled={!draft.trim()}>
            {t('projectManagement.comments.add')}
          </Button>
        </Stack>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('projectManagement.comments.removeTitle')}
        body={t('projectManagement.comments.removeBody')}
        cancelLabel={t('projectManagement.comments.cancel')}
        confirmLabel={t('projectManagement.comments.remove')}
        pending={pending}
        error={null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing === null) return;
          void send({ kind: 'REMOVE_COMMENT', investeeUuid: investee.uuid, commentUuid: removing }).then((saved) => saved && setRemoving(null));
        }}
      />
    </Stack>
  );
}
