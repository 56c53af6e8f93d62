import { Badge, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { serverMessageTexts } from '@cairn/shared/errorMessages';
import { formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import { planWorkflowMessages } from '@cairn/shared/plans/model';
import { actionMoves, type MoveOption } from '@cairn/shared/plans/workflow';
import { useState, type ReactNode } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { DataCollection, Implementation } from './ActionImplementation.tsx';
import { ClientScores } from './ClientScores.tsx';
import { shownImpactTonnes, voteToggle, workflowActionOf, workflowPlanOf } from './planModel.ts';

interface ActionPanelProps {
  plan: PlanView;
  actions: ActionView[];
  /** The action shown; null when the address names one the plan does not hold. */
  action: ActionView | null;
  open: boolean;
  editable: boolean;
  onClose: () => void;
}

/** An action's detail (spec 2 "Action detail"): its status buttons, greenhouse gas impact, votes, implementation and data collection. */
export function ActionPanel({ plan, actions, action, open, editable, onClose }: ActionPanelProps) {
  const { t, language } = useI18n();
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      closeLabel={t('plans.panel.close')}
      title={action ? action.name : t('plans.panel.notFound')}
      subtitle={
        action ? (
          <HStack gap={2}>
            <Badge colorPalette="gray" variant="solid">
              #{action.displayId}
            </Badge>
            <Badge colorPalette="teal" variant="subtle">
              {labelOf('actionStatus', action.status, language)}
            </Badge>
          </HStack>
        ) : null
      }
    >
      {action ? <ActionDetail key={action.uuid} plan={plan} actions={actions} action={action} editable={editable} /> : null}
    </SidePanel>
  );
}

function ActionDetail({ plan, actions, action, editable }: { plan: PlanView; actions: ActionView[]; action: ActionView; editable: boolean }) {
  const { t, language } = useI18n();
  const tonnes = shownImpactTonnes(action);
  const none = <Text color="fg.muted">{t('plans.panel.none')}</Text>;
  // A delivered plan's panel holds nothing to focus and may be longer than the window: the detail
  // itself takes the focus so the keyboard can scroll it (WCAG 2.1.1).
  const focusable = editable ? {} : { tabIndex: 0, role: 'group', 'aria-label': action.name };
  return (
    <Stack gap={6} {...focusable}>
      {editable ? <StatusMoves plan={plan} actions={actions} action={action} /> : null}
      <PanelSection title={t('plans.panel.ghgImpact')}>
        <Fact label={t('plans.panel.carbonImpact')}>
          {tonnes !== null ? <Text fontWeight="medium">{`${formatNumber(tonnes, language)} tCO2e`}</Text> : <Text color="fg.muted">{t('plans.panel.impactHidden')}</Text>}
        </Fact>
        <Fact label={t('plans.panel.impactLevel')}>{action.carbonImpactScore ? <Text>{labelOf('level', action.carbonImpactScore, language)}</Text> : none}</Fact>
        <Fact label={t('plans.panel.scopes')}>
          {action.impactedScopes.length > 0 ? <Text>{action.impactedScopes.map((scope) => labelOf('scope', scope, language)).join(' · ')}</Text> : none}
        </Fact>
        <Fact label={t('plans.panel.category')}>{action.categoryLabel ? <Text>{action.categoryLabel}</Text> : none}</Fact>
        {action.actionDescription ? (
          <Fact label={t('plans.panel.description')}>
            <Text whiteSpace="pre-wrap">{action.actionDescription}</Text>
          </Fact>
        ) : null}
      </PanelSection>
      <ClientScores plan={plan} action={action} editable={editable} Section={PanelSection} Fact={Fact} />
      <Votes plan={plan} action={action} editable={editable} />
      <Implementation plan={plan} action={action} editable={editable} Section={PanelSection} Fact={Fact} />
      <DataCollection plan={plan} action={action} editable={editable} Section={PanelSection} Fact={Fact} />
    </Stack>
  );
}

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={3}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0.5}>
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The status buttons `actionMoves` offers (spec 2 section 4): each enabled or disabled with its
 * reason, a trajectory's quantified submit asking first with what is left of the maximum, the
 * waiting indicator, or nothing once workshop three is done. A refusal of the server shows here.
 */
function StatusMoves({ plan, actions, action }: { plan: PlanView; actions: ActionView[]; action: ActionView }) {
  const { t, language } = useI18n();
  const [confirming, setConfirming] = useState<MoveOption | null>(null);
  const move = useProcedureMutation('action.updateStatus', {
    onSuccess: (moved) => {
      setConfirming(null);
      toaster.create({ type: 'success', title: t('plans.move.moved', { name: moved.name, status: labelOf('actionStatus', moved.status, language) }) });
    },
  });
  const { options, waiting } = actionMoves(workflowPlanOf(plan), workflowActionOf(action), actions.map(workflowActionOf));
  if (!waiting && options.length === 0) return null;
  const reasons = [...new Set(options.flatMap((option) => (option.disabledBy ? [option.disabledBy] : [])))];
  const send = (option: MoveOption) => move.mutate({ uuid: action.uuid, status: option.to });

  return (
    <Stack gap={3} as="section" aria-label={t('plans.panel.status')}>
      {waiting ? (
        <HStack gap={2} role="status" bg="bg.muted" p={3} borderRadius="md">
          <Text>{t('plans.panel.waiting')}</Text>
        </HStack>
      ) : (
        <HStack gap={2} flexWrap="wrap">
          {options.map((option) => (
            <Button
              key={option.move}
              colorPalette={option.move === 'DISCARD' ? 'red' : 'teal'}
              variant={option.move === 'DISCARD' || option.move === 'UNSELECT' || option.move === 'CANCEL' ? 'outline' : 'solid'}
              disabled={option.disabledBy !== null || move.isPending}
              loading={move.isPending && move.variables.status === option.to && confirming === null}
              onClick={() => (option.confirm ? setConfirming(option) : send(option))}
            >
              {t(`plans.move.${option.move}`)}
            </Button>
          ))}
        </HStack>
      )}
      {reasons.map((reason) => (
        <Text key={reason} textStyle="sm" color="fg.muted">
          {localizeMessage(t, { message: serverMessageTexts[planWorkflowMessages[reason]], key: planWorkflowMessages[reason] })}
        </Text>
      ))}
      {move.isError && confirming === null ? <ErrorBox message={errorMessageOf(move.error, t)} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('plans.confirm.title')}
        body={confirming?.confirm ? t('plans.confirm.body', { remaining: confirming.confirm.remaining, maximum: confirming.confirm.maximum }) : null}
        cancelLabel={t('plans.confirm.cancel')}
        confirmLabel={t('plans.confirm.submit')}
        confirmPalette="teal"
        pending={move.isPending}
        error={move.isError && confirming !== null ? errorMessageOf(move.error, t) : null}
        onCancel={() => {
          setConfirming(null);
          move.reset();
        }}
        onConfirm={() => (confirming ? send(confirming) : undefined)}
      />
    </Stack>
  );
}

/** The team's votes on the action: each member votes or takes their vote back (`action.editVotes`). */
function Votes({ plan, action, editable }: { plan: PlanView; action: ActionView; editable: boolean }) {
  const { t } = useI18n();
  const edit = useProcedureMutation('action.editVotes');
  return (
    <PanelSection title={t('plans.panel.votes')}>
      <Text>{t('plans.card.votes', { count: action.votes.length })}</Text>
      {plan.teamMembers.length === 0 ? (
        <Text color="fg.muted">{t('plans.panel.noTeam')}</Text>
      ) : (
        <List.Root listStyleType="none" gap={2} ms={0}>
          {plan.teamMembers.map((member) => {
            const voted = action.votes.some((vote) => vote.uuid === member.uuid);
            return (
              <List.Item key={member.uuid}>
                <HStack justify="space-between" gap={3} flexWrap="wrap">
                  <HStack gap={2}>
                    <Badge variant="outline" colorPalette="gray" aria-hidden="true">
                      {member.initials}
                    </Badge>
                    <Text>{member.name}</Text>
                    {voted ? (
                      <Badge colorPalette="teal" variant="subtle">
                        {t('plans.panel.voted')}
                      </Badge>
                    ) : null}
                  </HStack>
                  {editable ? (
                    <Button
                      size="sm"
                      variant={voted ? 'outline' : 'solid'}
                      colorPalette="teal"
                      aria-label={t(voted ? 'plans.panel.unvoteOf' : 'plans.panel.voteOf', { name: member.name })}
                      disabled={edit.isPending}
                      onClick={() => edit.mutate({ planUuid: plan.uuid, uuid: action.uuid, ...voteToggle(action, member.uuid) })}
                    >
                      {t(voted ? 'plans.panel.unvote' : 'plans.panel.vote')}
                    </Button>
                  ) : null}
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      {edit.isError ? <ErrorBox message={errorMessageOf(edit.error, t)} /> : null}
    </PanelSection>
  );
}
