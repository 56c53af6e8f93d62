import { Badge, Box, Button, Checkbox, Heading, HStack, IconButton, Input, Link, NativeSelect, Separator, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import type { InputOf } from '@cairn/shared/contract';
import { labelOf } from '@cairn/shared/labels';
import { meetingSteps, optionalSteps, type ProjectStep } from '@cairn/shared/projects/lifecycle';
import { halfHourTimes, type AssignableUser, type Project } from '@cairn/shared/projects/project';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { ApiError, queryKeyFor, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ChosenList } from '../../ui/ChosenList.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { AssigneeList } from './AssigneeList.tsx';
import { ProjectCardForm } from './ProjectCardForm.tsx';
import { DealsField } from './deals/DealsField.tsx';
import { dealEdits } from './deals/dealsField.ts';
import { DeliveryFeedbackPanel } from './feedback/DeliveryFeedbackPanel.tsx';
import { useCanDeliver } from './feedback/useCanDeliver.ts';
import { ProjectTimePanel } from './time/ProjectTimePanel.tsx';
import { ProjectCommonForm } from './ProjectCommonForm.tsx';
import { joinStepDate, modulePathOf, orderedSteps, splitStepDate } from './projectPanelModel.ts';
import { projectName } from './projectListModel.ts';

/** The project open in its panel (spec 2 "Project dialog"), or nothing. */
export function ProjectPanel({ projectUuid, onClose }: { projectUuid: string | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <SidePanel open={projectUuid !== null} onClose={onClose} width="action" title={t('projects.panel.general')} closeLabel={t('projects.panel.close')}>
      {projectUuid ? <ProjectPanelBody key={projectUuid} projectUuid={projectUuid} onDeleted={onClose} /> : null}
    </SidePanel>
  );
}

/**
 * Keeps the version the panel's edits are based on: each of the panel's own saves moves it on,
 * so one consultant's steps, then notes, then team all land; another person's save in between
 * leaves it behind, and the next edit answers CONFLICT instead of overwriting theirs.
 */
function useProjectEdits(project: Project) {
  const queryClient = useQueryClient();
  const version = useRef(project.version);
  const adopt = (saved: Project) => {
    version.current = saved.version;
    queryClient.setQueryData(queryKeyFor('project.get', { uuid: saved.uuid }), saved);
  };
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...queryOptionsFor('project.get', { uuid: project.uuid }), staleTime: 0 });
    version.current = fresh.version;
  };
  return { version, adopt, reload };
}

export type ProjectEdits = ReturnType<typeof useProjectEdits>;

function ProjectPanelBody({ projectUuid, onDeleted }: { projectUuid: string; onDeleted: () => void }) {
  const { t } = useI18n();
  const query = useQuery(queryOptionsFor('project.get', { uuid: projectUuid }));
  const staff = useQuery(queryOptionsFor('project.assignableUsers', {}));
  if (query.isPending) {
    return (
      <Stack gap={3} aria-busy="true" aria-label={t('projects.panel.loading')}>
        <Skeleton h="8" />
        <Skeleton h="40" />
        <Skeleton h="40" />
      </Stack>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
    return <ErrorBox message={gone ? t('projects.panel.notFound') : errorMessageOf(query.error, t)} />;
  }
  return <ProjectEditor project={query.data} staff={staff.data ?? []} onDeleted={onDeleted} />;
}

function ProjectEditor({ project, staff, onDeleted }: { project: Project; staff: readonly AssignableUser[]; onDeleted: () => void }) {
  const { t, language } = useI18n();
  const edits = useProjectEdits(project);
  const [generation, setGeneration] = useState(0);
  const typeLabel = t(`projects.type.${project.type}`);
  const modulePath = modulePathOf(project);
  const reload = async () => {
    await edits.reload();
    setGeneration((count) => count + 1);
  };

  return (
    <Stack gap={6} data-project={project.uuid}>
      <Stack gap={1}>
        <Text color="fg.muted" textStyle="sm">
          {project.assetName} · {typeLabel}
        </Text>
        <Heading as="h2" size="lg">
          {projectName(project, typeLabel)}
        </Heading>
        <HStack gap={2} wrap="wrap">
          <Badge variant="subtle" colorPalette={project.status === 'FINISHED' ? 'green' : 'gray'} data-project-status={project.status}>
            {labelOf('projectStatus', project.status, language)}
          </Badge>
          {project.frigo ? <Badge colorPalette="blue">{t('projects.list.frigo')}</Badge> : null}
          {modulePath ? (
            <Link href={modulePath} color="teal.700" textStyle="sm">
              {t('projects.panel.openModule')}
            </Link>
          ) : null}
        </HStack>
        {project.outdated ? (
          <Text color="fg.warning" fontWeight="medium" textStyle="sm">
            {t('projects.list.outdated')}
          </Text>
        ) : null}
      </Stack>

      <PanelSection title={t('projects.panel.steps')}>
        <StepList project={project} edits={edits} onConflict={reload} />
        <TodoList project={project} edits={edits} onConflict={reload} />
      </PanelSection>

      <PanelSection title={t('projects.panel.team')}>
        <TeamEditor project={project} staff={staff} edits={edits} onConflict={reload} />
      </PanelSection>

      <PanelSection title={t('projects.panel.linked')}>
        <LinkedProjects project={project} edits={edits} onConflict={reload} />
      </PanelSection>

      <PanelSection title={t('projects.panel.deals')}>
        <ProjectDeals project={project} edits={edits} onConflict={reload} />
      </PanelSection>

      <PanelSection title={t('projects.panel.time')}>
        <ProjectTimePanel projectUuid={project.uuid} trackerId={project.clockifyId} />
      </PanelSection>

      <PanelSection title={t('projects.panel.general')}>
        <ProjectCommonForm key={`common-${generation}`} project={project} edits={edits} onReload={reload} />
      </PanelSection>

      {project.type !== 'GENERIC' ? (
        <PanelSection title={t('projects.panel.details')}>
          <ProjectCardForm key={`card-${generation}`} project={project} staff={staff} edits={edits} onReload={reload} />
        </PanelSection>
      ) : null}

      <PanelSection title={t('projects.panel.feedback')}>
        <DeliveryFeedbackPanel projectUuid={project.uuid} />
        <DeliverProject project={project} edits={edits} onConflict={reload} />
      </PanelSection>

      {project.type === 'FINANCIAL_INSTITUTION_REPORTING' ? (
        <PanelSection title={t('projects.panel.comments')}>
          <FirComments project={project} edits={edits} />
        </PanelSection>
      ) : null}

      <DeleteProject project={project} onDeleted={onDeleted} />
    </Stack>
  );
}

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={3} as="section">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
      <Separator />
    </Stack>
  );
}

/**
 * Calls one of the panel's immediate edits (a tick, a to-do, the team) on the version the panel
 * holds; a refusal comes back as a toast in the user's language, a conflict reloads the project.
 */
function useImmediate(edits: ProjectEdits, onConflict: () => Promise<void>) {
  const { t } = useI18n();
  // The panel words its own refusals (below); the app's general error notice stays out.
  const mutation = useProcedureMutation('project.update', { meta: { inlineErrors: true } });
  const run = async (input: InputOf<'project.update'>) => {
    try {
      edits.adopt(await mutation.mutateAsync(input));
      return true;
    } catch (error) {
      const conflict = error instanceof ApiError && error.code === 'CONFLICT';
      // A refusal on a field (a step's lock) is already told to staff by the app's notice of its first issue.
      const toldAlready = error instanceof ApiError && error.issues.length > 0;
      if (!toldAlready) toaster.create({ type: 'error', title: conflict ? t('projects.panel.conflict') : errorMessageOf(error as Error, t) });
      if (conflict) await onConflict();
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}

function StepList({ project, edits, onConflict }: { project: Project; edits: ProjectEdits; onConflict: () => Promise<void> }) {
  const { t } = useI18n();
  const card = useImmediate(edits, onConflict);
  // A refused tick (a lock) redraws the boxes from the project, which the refusal left as it was.
  const [redraw, setRedraw] = useState(0);
  // One save after the other: a time chosen while its day is still being saved is sent on the
  // version that save answers with, not refused as a conflict with it.
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Saves queued or under way: the list says it is busy until the last has landed.
  const [saving, setSaving] = useState(0);
  const change = (step: ProjectStep, patch: { done?: boolean; date?: string | null }) => {
    setSaving((count) => count + 1);
    queue.current = queue.current
      .then(async () => {
        if (!(await card.run({ uuid: project.uuid, expectedVersion: edits.version.current, steps: [{ step, ...patch }] }))) setRedraw((count) => count + 1);
      })
      .finally(() => setSaving((count) => count - 1));
    return queue.current;
  };

  return (
    <Stack gap={2} as="ul" listStyleType="none" aria-label={t('projects.panel.steps')} aria-busy={saving > 0}>
      {orderedSteps(project.steps).map((state) => {
        const label = t(`projects.step.${state.step}`);
        return (
          <HStack as="li" key={`${state.step}-${redraw}`} gap={3} justify="space-between" data-step={state.step}>
            <Checkbox.Root checked={state.done} disabled={card.pending} onCheckedChange={(details) => void change(state.step, { done: details.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {label}
                {optionalSteps.has(state.step) ? (
                  <Text as="span" color="fg.muted" textStyle="xs">{` (${t('projects.step.optional')})`}</Text>
                ) : null}
              </Checkbox.Label>
            </Checkbox.Root>
            <StepDateInput step={state.step} label={label} value={state.date} onSave={(date) => void change(state.step, { date })} />
          </HStack>
        );
      })}
    </Stack>
  );
}

/**
 * When a step is planned: a day, and for a meeting a time on the half hour (spec 2 section 5).
 * A meeting's day without its time is drawn with a red border and says so to assistive
 * technology. Saved when the day is left or the time chosen, if it changed.
 */
function StepDateInput({ step, label, value, onSave }: { step: ProjectStep; label: string; value: string | null; onSave: (date: string | null) => void }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(value);
  const [day, setDay] = useState(splitStepDate(value).day);
  const [time, setTime] = useState(splitStepDate(value).time);
  // A new saved date (this save's answer, a colleague's, a reload) replaces what the inputs show.
  if (shown !== value) {
    setShown(value);
    setDay(splitStepDate(value).day);
    setTime(splitStepDate(value).time);
  }
  const meeting = meetingSteps.has(step);
  const save = (nextDay: string, nextTime: string) => {
    const next = joinStepDate(nextDay, meeting ? nextTime : '');
    if (next !== value) onSave(next);
  };
  const timeMissing = meeting && day !== '' && time === '';
  const missingId = `step-time-missing-${step}`;
  return (
    <HStack gap={1} flexShrink={0}>
      <Input
        type="date"
        size="xs"
        maxW="36"
        aria-label={t('projects.step.date', { step: label })}
        value={day}
        onChange={(event) => setDay(event.currentTarget.value)}
        onBlur={() => save(day, time)}
      />
      {meeting ? (
        <NativeSelect.Root size="xs" width="24" disabled={day === ''}>
          <NativeSelect.Field
            aria-label={t('projects.step.time', { step: label })}
            aria-invalid={timeMissing || undefined}
            aria-describedby={timeMissing ? missingId : undefined}
            borderColor={timeMissing ? 'border.error' : undefined}
            value={time}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setTime(next);
              save(day, next);
            }}
          >
            <option value="">{t('projects.step.noTime')}</option>
            {halfHourTimes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        // The days of all steps line up, whether or not a time follows.
        <Box width="24" aria-hidden="true" />
      )}
      {timeMissing ? (
        <Text id={missingId} srOnly>
          {t('projects.step.timeMissing')}
        </Text>
      ) : null}
    </HStack>
  );
}

function TodoList({ project, edits, onConflict }: { project: Project; edits: ProjectEdits; onConflict: () => Promise<void> }) {
  const { t } = useI18n();
  const update = useImmediate(edits, onConflict);
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const send = (todos: NonNullable<Parameters<typeof update.run>[0]['todos']>) => update.run({ uuid: project.uuid, expectedVersion: edits.version.current, todos });

  return (
    <Stack gap={2}>
      {project.todos.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap={2}>
          {project.todos.map((todo) => (
            <HStack as="li" key={todo.uuid} gap={3} justify="space-between">
              <Checkbox.Root
                checked={todo.done}
                disabled={update.pending}
                onCheckedChange={(details) => void send([{ action: 'UPDATE', uuid: todo.uuid, name: todo.name, date: todo.date, done: details.checked === true }])}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{todo.name}</Checkbox.Label>
              </Checkbox.Root>
              <HStack gap={1}>
                {todo.date ? <Text textStyle="xs" color="fg.muted">{todo.date}</Text> : null}
                <IconButton size="xs" variant="ghost" aria-label={t('projects.todo.delete', { name: todo.name })} onClick={() => void send([{ action: 'DELETE', uuid: todo.uuid }])}>
                  ×
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      ) : null}
      <HStack
        as="form"
        gap={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          void send([{ action: 'CREATE', name, date: date || null }]).then((saved) => {
            if (saved) {
              setName('');
              setDate('');
            }
          });
        }}
      >
        <Input size="sm" placeholder={t('projects.todo.name')} aria-label={t('projects.todo.name')} value={name} maxLength={200} onChange={(event) => setName(event.currentTarget.value)} />
        <Input size="sm" type="date" maxW="40" aria-label={t('projects.todo.date')} value={date} onChange={(event) => setDate(event.currentTarget.value)} />
        <Button size="sm" type="submit" variant="outline" loading={update.pending} disabled={!name.trim()}>
          {t('projects.todo.add')}
        </Button>
      </HStack>
    </Stack>
  );
}

function TeamEditor({ project, staff, edits, onConflict }: { project: Project; staff: readonly AssignableUser[]; edits: ProjectEdits; onConflict: () => Promise<void> }) {
  const update = useImmediate(edits, onConflict);
  const setTeam = (assignedTo: string[]) => void update.run({ uuid: project.uuid, expectedVersion: edits.version.current, assignedTo });
  return <AssigneeList value={project.assignedTo} staff={staff} disabled={update.pending} onChange={setTeam} />;
}

/** The other projects of the same client this one goes with (a footprint and its plan): linked and unlinked at once. */
function LinkedProjects({ project, edits, onConflict }: { project: Project; edits: ProjectEdits; onConflict: () => Promise<void> }) {
  const { t } = useI18n();
  const update = useImmediate(edits, onConflict);
  const siblings = useQuery(queryOptionsFor('project.list', { search: project.assetName }));
  const sameClient = (siblings.data ?? []).filter((other) => other.assetUuid === project.assetUuid && other.uuid !== project.uuid);
  const nameOf = (uuid: string) => {
    const other = sameClient.find((candidate) => candidate.uuid === uuid);
    return other ? projectName(other, t(`projects.type.${other.type}`)) : uuid.slice(0, 8);
  };
  const setLinks = (linkedProjectUuids: string[]) => update.run({ uuid: project.uuid, expectedVersion: edits.version.current, linkedProjectUuids });
  const candidates = sameClient.filter((other) => !project.linkedProjectUuids.includes(other.uuid));
  return (
    <Stack gap={2}>
      <ChosenList
        disabled={update.pending}
        onRemove={(removed) => void setLinks(project.linkedProjectUuids.filter((other) => other !== removed))}
        items={project.linkedProjectUuids.map((uuid) => ({ key: uuid, content: <Text>{nameOf(uuid)}</Text>, removeLabel: t('projects.linked.remove', { name: nameOf(uuid) }) }))}
      />
      <Box maxW="sm">
        <LabelledSelect
          label={t('projects.linked.add')}
          value=""
          emptyLabel={candidates.length === 0 && siblings.isSuccess ? t('projects.linked.none') : '—'}
          disabled={update.pending || siblings.isPending}
          options={candidates.map((other) => ({ value: other.uuid, label: projectName(other, t(`projects.type.${other.type}`)) }))}
          onChange={(chosen) => chosen && void setLinks([...project.linkedProjectUuids, chosen])}
        />
      </Box>
    </Stack>
  );
}

/** The deals the project is sold under: each change is saved at once, as the server's link edits. */
function ProjectDeals({ project, edits, onConflict }: { project: Project; edits: ProjectEdits; onConflict: () => Promise<void> }) {
  const update = useImmediate(edits, onConflict);
  return (
    <DealsField
      value={project.hubspotDeals}
      projectUuid={project.uuid}
      disabled={update.pending}
      onChange={(links) => void update.run({ uuid: project.uuid, expectedVersion: edits.version.current, hubspotDeals: dealEdits(project.hubspotDeals, links) })}
    />
  );
}

/** Delivers the project (FINISHED): enabled once the delivery feedback is complete, as the server also requires. */
function DeliverProject({ project, edits, onConflict }: { project: Project; edits: ProjectEdits; onConflict: () => Promise<void> }) {
  const { t } = useI18n();
  const { canDeliver, reason } = useCanDeliver(project.uuid);
  const mutation = useProcedureMutation('project.deliver', { meta: { inlineErrors: true } });
  if (project.status === 'FINISHED') return null;
  const deliver = async () => {
    try {
      edits.adopt(await mutation.mutateAsync({ uuid: project.uuid, expectedVersion: edits.version.current }));
      toaster.create({ type: 'success', title: t('projects.panel.delivered') });
    } catch (error) {
      const conflict = error instanceof ApiError && error.code === 'CONFLICT';
      toaster.create({ type: 'error', title: conflict ? t('projects.panel.conflict') : errorMessageOf(error as Error, t) });
      if (conflict) await onConflict();
    }
  };
  return (
    <Stack gap={1} align="flex-start">
      <Button size="sm" colorPalette="teal" disabled={!canDeliver} loading={mutation.isPending} onClick={() => void deliver()} aria-describedby={reason ? `deliver-why-${project.uuid}` : undefined}>
        {t('projects.panel.deliver')}
      </Button>
      {reason ? (
        <Text id={`deliver-why-${project.uuid}`} textStyle="xs" color="fg.muted">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The comments a financial institution's portfolio view shows for this project (spec 2 `project.commentForFir`). */
function FirComments({ project, edits }: { project: Project; edits: ProjectEdits }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const mutation = useProcedureMutation('project.commentForFir', { meta: { inlineErrors: true } });
  const send = async (input: InputOf<'project.commentForFir'>) => {
    try {
      edits.adopt(await mutation.mutateAsync(input));
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessageOf(error as Error, t) });
      return false;
    }
  };
  return (
    <Stack gap={2}>
      {project.commentsForFir.map((comment) => (
        <HStack key={comment.uuid} justify="space-between" align="flex-start" borderWidth="1px" borderRadius="md" p={2}>
          <Text whiteSpace="pre-wrap" textStyle="sm">
            {comment.comment}
          </Text>
          <IconButton size="xs" variant="ghost" aria-label={t('projects.comment.delete')} onClick={() => void send({ projectUuid: project.uuid, action: 'DeleteComment', uuid: comment.uuid })}>
            ×
          </IconButton>
        </HStack>
      ))}
      <Stack
        as="form"
        gap={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          void send({ projectUuid: project.uuid, action: 'CreateNewComment', comment: draft }).then((saved) => saved && setDraft(''));
        }}
      >
        <Textarea size="sm" rows={2} maxLength={5000} aria-label={t('projects.comment.placeholder')} placeholder={t('projects.comment.placeholder')} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />
        <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={mutation.isPending} disabled={!draft.trim()}>
          {t('projects.comment.add')}
        </Button>
      </Stack>
    </Stack>
  );
}

function DeleteProject({ project, onDeleted }: { project: Project; onDeleted: () => void }) {
  const { t } = useI18n();
  const allowed = useCanCall('project.delete');
  const [asking, setAsking] = useState(false);
  const mutation = useProcedureMutation('project.delete', {
    meta: { inlineErrors: true },
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('projects.panel.deleted') });
      setAsking(false);
      onDeleted();
    },
  });
  if (!allowed) return null;
  return (
    <Box>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        {t('projects.panel.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('projects.panel.deleteTitle')}
        body={t('projects.panel.deleteBody')}
        cancelLabel={t('projects.panel.cancel')}
        confirmLabel={t('projects.panel.delete')}
        pending={mutation.isPending}
        error={mutation.error ? errorMessageOf(mutation.error, t) : null}
        onCancel={() => {
          setAsking(false);
          mutation.reset();
        }}
        onConfirm={() => mutation.mutate({ uuid: project.uuid, expectedVersion: project.version })}
      />
    </Box>
  );
}
