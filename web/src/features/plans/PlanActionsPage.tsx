import { Badge, Box, Button, Card, chakra, Container, Heading, HStack, Link, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { formatNumber } from '@cairn/shared/format';
import { labelOf, type ActionStatus } from '@cairn/shared/labels';
import { statusTabs } from '@cairn/shared/plans/workflow';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { useDashboard } from '../../app/dashboard.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { ActionPanel } from './ActionPanel.tsx';
import { PlanNav } from './PlanNav.tsx';
import { shownImpactTonnes } from './planModel.ts';
import { SuggestActionDialog } from './SuggestActionDialog.tsx';
import { TeamDialog } from './TeamDialog.tsx';

const route = '/app/decarbonization/$uuid/actions';

/**
 * `/decarbonization/$uuid/actions` (spec 2 "Decarbonization client pages"): the plan's actions
 * under status tabs with their counts (`statusTabs`: only non-empty ones, the address's or the
 * first), each card opening the action's panel (`?viewActionUuid=`), the team and the
 * suggestion dialogs. Its route reads the plan first and says when it is missing.
 */
export function PlanActionsPage() {
  const { uuid } = useParams({ from: route });
  const { data } = useSuspenseQuery(queryOptionsFor('decarbonizationPlan.get.client', { uuid }));
  return <PlanActions plan={data.plan} actions={data.actions} isSnapshot={data.isSnapshot} />;
}

function PlanActions({ plan, actions, isSnapshot }: { plan: PlanView; actions: ActionView[]; isSnapshot: boolean }) {
  const { t, language } = useI18n();
  const search = useSearch({ from: route });
  const navigate = useNavigate({ from: '/decarbonization/$uuid/actions' });
  const dashboard = useDashboard();
  const [dialog, setDialog] = useState<'team' | 'suggest' | null>(null);
  const { tabs, selected } = statusTabs(actions, search.status ?? null);
  const module = dashboard.data?.modules.find((each) => each.uuid === plan.uuid);
  const kindLabel = t(plan.isTrajectory ? 'plans.page.trajectory' : 'plans.page.plan');
  const title = module?.moduleName || kindLabel;
  const viewed = search.viewActionUuid ? (actions.find((action) => action.uuid === search.viewActionUuid) ?? null) : null;
  // A delivered plan is read as it was delivered: nothing on it changes from here.
  const editable = !isSnapshot;

  const chooseStatus = (status: ActionStatus) => void navigate({ search: (previous) => ({ ...previous, status }), replace: true });
  const view = (actionUuid: string | undefined) => void navigate({ search: (previous) => ({ ...previous, viewActionUuid: actionUuid }) });
  // A suggestion shows in the Suggested tab once its dialog is gone: while the form is mounted,
  // its leave guard would take the change of address for leaving it.
  const [showSuggested, setShowSuggested] = useState(false);
  useEffect(() => {
    if (!showSuggested || dialog !== null) return;
    setShowSuggested(false);
    void navigate({ search: (previous) => ({ ...previous, status: 'SUGGESTED' }), replace: true });
  }, [showSuggested, dialog, navigate]);

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/decarbonization">
              <ArrowLeftIcon boxSize="4" />
              {t('plans.page.back')}
            </RouterLink>
          </Link>
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap={3}>
            <Stack gap={1}>
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              <Text color="fg.muted">
                {module?.moduleName ? kindLabel : null}
                {plan.isTrajectory && plan.maximumActionCount !== null ? `${module?.moduleName ? ' · ' : ''}${t('plans.actions.maximum', { count: plan.maximumActionCount })}` : null}
              </Text>
            </Stack>
            {editable ? (
              <HStack gap={2} flexWrap="wrap">
                <Button variant="outline" onClick={() => setDialog('team')}>
                  {t('plans.actions.team')}
                </Button>
                <Button colorPalette="teal" onClick={() => setDialog('suggest')}>
                  {t('plans.actions.suggest')}
                </Button>
              </HStack>
            ) : null}
          </Stack>
        </Stack>
        <PlanNav plan={plan} actions={actions} current="actions" />

        {tabs.length === 0 || selected === null ? (
          <Card.Root>
            <Card.Body>
              <Stack gap={4} align="flex-start">
                <Text>{t('plans.actions.empty')}</Text>
                {editable ? (
                  <Button colorPalette="teal" onClick={() => setDialog('suggest')}>
                    {t('plans.actions.add')}
                  </Button>
                ) : null}
              </Stack>
            </Card.Body>
          </Card.Root>
        ) : (
          <Tabs.Root value={selected} onValueChange={(details) => chooseStatus(details.value as ActionStatus)} variant="line" colorPalette="teal" lazyMount unmountOnExit>
            <Box overflowX="auto">
              <Tabs.List aria-label={t('plans.actions.tabs')}>
                {tabs.map((tab) => (
                  <Tabs.Trigger key={tab.status} value={tab.status}>
                    {t(`plans.status.${tab.status}`)}
                    <Badge variant="subtle" colorPalette={tab.status === selected ? 'teal' : 'gray'}>
                      {formatNumber(tab.count, language)}
                    </Badge>
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {tabs.map((tab) => (
              <Tabs.Content key={tab.status} value={tab.status} pt={6}>
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={4}>
                  {actions
                    .filter((action) => action.status === tab.status)
                    .map((action) => (
                      <ActionCard key={action.uuid} action={action} onOpen={() => view(action.uuid)} />
                    ))}
                </SimpleGrid>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Stack>

      <ActionPanel plan={plan} actions={actions} action={viewed} open={search.viewActionUuid !== undefined} editable={editable} onClose={() => view(undefined)} />
      {editable ? (
        <>
          <TeamDialog open={dialog === 'team'} plan={plan} onClose={() => setDialog(null)} />
          <SuggestActionDialog
            open={dialog === 'suggest'}
            plan={plan}
            onClose={() => setDialog(null)}
            onSuggested={() => {
              setDialog(null);
              setShowSuggested(true);
            }}
          />
        </>
      ) : null}
    </Container>
  );
}

/** An action's card: its id, image, name, votes, shown impact, impact level, category and scopes; the name opens its panel. */
function ActionCard({ action, onOpen }: { action: ActionView; onOpen: () => void }) {
  const { t, language } = useI18n();
  const tonnes = shownImpactTonnes(action);
  return (
    <Card.Root as="li" position="relative" overflow="hidden" _hover={{ borderColor: 'teal.solid' }} _focusWithin={{ outline: '2px solid', outlineColor: 'teal.focusRing' }}>
      <Card.Body gap={3} p={4}>
        <HStack justify="space-between" align="flex-start" gap={3}>
          <Stack gap={2} minW={0}>
            <HStack gap={2} flexWrap="wrap">
              <Badge colorPalette="gray" variant="solid">
                #{action.displayId}
              </Badge>
              {action.type === 'QUALITATIVE' ? (
                <Badge colorPalette="purple" variant="subtle">
                  {t('plans.card.qualitative')}
                </Badge>
              ) : null}
            </HStack>
            <Heading as="h2" size="md" overflowWrap="anywhere">
              {/* The whole card answers the click; the name is what the keyboard and screen readers reach. */}
              <chakra.button
                type="button"
                onClick={onOpen}
                textAlign="start"
                cursor="pointer"
                _focusVisible={{ outline: 'none' }}
                _after={{ content: '""', position: 'absolute', inset: 0 }}
              >
                {action.name}
              </chakra.button>
            </Heading>
          </Stack>
          {action.imageUuid ? (
            <chakra.img src={`/api/images/${action.imageUuid}.webp`} alt="" width="64px" height="64px" objectFit="contain" flexShrink={0} borderRadius="md" />
          ) : null}
        </HStack>
        <HStack gap={2} flexWrap="wrap">
          <Badge variant="outline" colorPalette="gray">
            {t('plans.card.votes', { count: action.votes.length })}
          </Badge>
          {tonnes !== null ? (
            <Badge variant="subtle" colorPalette={tonnes <= 0 ? 'green' : 'orange'}>
              {t('plans.card.impact', { value: `${formatNumber(tonnes, language)} tCO2e` })}
            </Badge>
          ) : null}
          {action.carbonImpactScore ? (
            <Badge variant="subtle" colorPalette="blue">
              {t('plans.card.impactLevel', { level: labelOf('level', action.carbonImpactScore, language) })}
            </Badge>
          ) : null}
        </HStack>
        {action.categoryLabel ? (
          <Text textStyle="sm" color="fg.muted">
            {action.categoryLabel}
          </Text>
        ) : null}
        {action.impactedScopes.length > 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {action.impactedScopes.map((scope) => labelOf('scope', scope, language)).join(' · ')}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
