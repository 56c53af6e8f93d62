import { Badge, Card, Checkbox, chakra, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import { monthDeadline } from '@cairn/shared/plans/actionRules';
import { useId, useState } from 'react';
import { useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { hasImplementation, parseKpiValue } from './viewsModel.ts';

type Step = ActionView['implementationSteps'][number];
type Kpi = ActionView['followUpKPIs'][number];

export interface ImplementationViewProps {
  plan: PlanView;
  actions: ActionView[];
  isStaff: boolean;
  /** Whether the steps and indicators can be changed here; the server has the last word and its refusals show on the row. */
  editable: boolean;
  onViewAction: (actionUuid: string) => void;
  focusActionUuid?: string | undefined;
}

/**
 * The implementation follow-up (spec 2 "Implementation page"): per action with steps or follow-up
 * indicators, its steps to tick with their deadlines (month and year) and its indicators' current
 * values against their targets. Every change is sent at once (`action.updateStep`,
 * `action.updateFollowUpKPI`) and what shows is what the server stored: nothing is shown as done
 * before it answers, and a refusal shows beside the row it concerns.
 */
export function ImplementationView({ plan, actions, editable, onViewAction, focusActionUuid }: ImplementationViewProps) {
  const { t } = useI18n();
  const followed = actions.filter(hasImplementation);
  if (followed.length === 0) {
    return (
      <Card.Root>
        <Card.Body>
          <Text>{t('plans.implementation.empty')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack gap={5}>
      {followed.map((action) => (
        <ActionFollowUp key={action.uuid} plan={plan} action={action} editable={editable} focused={action.uuid === focusActionUuid} onView={() => onViewAction(action.uuid)} />
      ))}
    </Stack>
  );
}

function ActionFollowUp({ plan, action, editable, focused, onView }: { plan: PlanView; action: ActionView; editable: boolean; focused: boolean; onView: () => void }) {
  const { t, language } = useI18n();
  const leader = plan.teamMembers.find((member) => member.uuid === action.actionLeaderUuid);
  const done = action.implementationSteps.filter((step) => step.done).length;
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} borderColor={focused ? 'orange.500' : undefined} borderWidth={focused ? '2px' : undefined}>
      <Card.Body gap={4}>
        <Stack gap={1}>
          <HStack gap={2} flexWrap="wrap">
            <Badge colorPalette="gray" variant="solid">
              #{action.displayId}
            </Badge>
            <Badge colorPalette="teal" variant="subtle">
              {labelOf('actionStatus', action.status, language)}
            </Badge>
          </HStack>
          <Heading as="h2" size="md" id={titleId}>
            <chakra.button type="button" textAlign="start" cursor="pointer" _hover={{ textDecoration: 'underline' }} onClick={onView}>
              {action.name}
            </chakra.button>
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {[leader ? t('plans.implementation.leader', { name: leader.name }) : null, action.implementationSteps.length > 0 ? t('plans.implementation.progress', { count: done, total: action.implementationSteps.length }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {action.implementationSteps.length > 0 ? (
          <Stack gap={2}>
            <Heading as="h3" size="sm">
              {t('plans.implementation.steps')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap={3}>
              {action.implementationSteps.map((step) => (
                <StepRow key={`${step.uuid}-${step.deadline ?? ''}`} action={action} step={step} editable={editable} />
              ))}
            </Stack>
          </Stack>
        ) : null}
        {action.followUpKPIs.length > 0 ? (
          <Stack gap={2}>
            <Heading as="h3" size="sm">
              {t('plans.implementation.kpis')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap={3}>
              {action.followUpKPIs.map((kpi) => (
                <KpiRow key={`${kpi.uuid}-${String(kpi.value)}`} action={action} kpi={kpi} editable={editable} />
              ))}
            </Stack>
          </Stack>
        ) : null}
        {action.implementationTabLastUpdate ? (
          <Text textStyle="xs" color="fg.muted">
            {t('plans.implementation.updated', { date: new Date(action.implementationTabLastUpdate).toLocaleDateString(language) })}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** A step: its checkbox (SetDone) and its deadline's month and year (SetDeadline; both empty clears it). */
function StepRow({ action, step, editable }: { action: ActionView; step: Step; editable: boolean }) {
  const { t, language } = useI18n();
  const update = useProcedureMutation('action.updateStep');
  const [month, setMonth] = useState(step.deadline ? String(Number(step.deadline.slice(5, 7))) : '');
  const [year, setYear] = useState(step.deadline ? step.deadline.slice(0, 4) : '');
  const [incomplete, setIncomplete] = useState(false);
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });

  /** Sends the deadline once it is whole (or wholly cleared); `quiet` waits for the year without a word while it is still empty. */
  const saveDeadline = (nextMonth: string, nextYear: string, quiet = false) => {
    const bothEmpty = nextMonth === '' && nextYear.trim() === '';
    const deadline = bothEmpty ? null : monthDeadline(nextMonth, nextYear);
    if (!bothEmpty && deadline === null) {
      // Half a deadline (or a year that is not one) is not sent: it waits to be completed.
      setIncomplete(!(quiet && nextYear.trim() === ''));
      return;
    }
    setIncomplete(false);
    if (deadline === step.deadline) return;
    update.mutate({ actionUuid: action.uuid, stepUuid: step.uuid, action: 'SetDeadline', deadline });
  };

  return (
    <Stack as="li" gap={2} data-step={step.uuid}>
      <HStack gap={3} justify="space-between" flexWrap="wrap" align="center">
        <Checkbox.Root
          checked={step.done}
          disabled={!editable || update.isPending}
          onCheckedChange={(details) => update.mutate({ actionUuid: action.uuid, stepUuid: step.uuid, action: 'SetDone', done: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label textDecoration={step.done ? 'line-through' : undefined}>{step.name}</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap={2} role="group" aria-label={t('plans.implementation.deadlineOf', { name: step.name })}>
          <Text textStyle="sm" color="fg.muted">
            {t('plans.implementation.deadline')}
          </Text>
          <NativeSelect.Root size="sm" w="9rem" disabled={!editable || update.isPending}>
            <NativeSelect.Field
              aria-label={t('plans.implementation.month')}
              value={month}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setMonth(next);
                saveDeadline(next, year, true);
              }}
            >
              <option value="">{t('plans.implementation.noMonth')}</option>
              {months.map((each) => (
                <option key={each} value={String(each)}>
                  {monthName.format(new Date(Date.UTC(2000, each - 1, 1)))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            size="sm"
            w="5.5rem"
            inputMode="numeric"
            maxLength={4}
            placeholder={t('plans.implementation.yearPlaceholder')}
            aria-label={t('plans.implementation.year')}
            value={year}
            disabled={!editable || update.isPending}
            onChange={(event) => setYear(event.currentTarget.value)}
            onBlur={() => saveDeadline(month, year)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') saveDeadline(month, year);
            }}
          />
        </HStack>
      </HStack>
      {incomplete ? (
        <Text textStyle="sm" color="fg.error">
          {t('plans.implementation.deadlineIncomplete')}
        </Text>
      ) : null}
      {update.isError ? <ErrorBox message={errorMessageOf(update.error, t)} /> : null}
    </Stack>
  );
}

/** A follow-up indicator: its current value (sent when the field is left changed) against its target. */
function KpiRow({ action, kpi, editable }: { action: ActionView; kpi: Kpi; editable: boolean }) {
  const { t, language } = useI18n();
  const update = useProcedureMutation('action.updateFollowUpKPI');
  const [text, setText] = useState(kpi.value === null ? '' : new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 10 }).format(kpi.value));
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const save = () => {
    const value = parseKpiValue(text);
    setInvalid(value === 'INVALID');
    if (value === 'INVALID' || value === kpi.value) return;
    update.mutate({ actionUuid: action.uuid, kpiUuid: kpi.uuid, value });
  };
  const unit = kpi.unit ? ` ${kpi.unit}` : '';
  return (
    <Stack as="li" gap={2}>
      <HStack gap={3} justify="space-between" flexWrap="wrap">
        <chakra.label htmlFor={inputId} fontWeight="medium">
          {kpi.name}
        </chakra.label>
        <HStack gap={2}>
          <Input
            id={inputId}
            size="sm"
            w="8rem"
            inputMode="decimal"
            value={text}
            disabled={!editable || update.isPending}
            aria-invalid={invalid || undefined}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
            }}
          />
          <Text textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            {kpi.targetValue !== null ? t('plans.implementation.target', { value: `${formatNumber(kpi.targetValue, language)}${unit}` }) : kpi.unit}
          </Text>
        </HStack>
      </HStack>
      {invalid ? (
        <Text textStyle="sm" color="fg.error">
          {t('plans.implementation.numberOnly')}
        </Text>
      ) : null}
      {update.isError ? <ErrorBox message={errorMessageOf(update.error, t)} /> : null}
    </Stack>
  );
}
