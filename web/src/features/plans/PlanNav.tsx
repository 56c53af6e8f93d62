import { Box, HStack, Link, Text } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { Link as RouterLink } from '@tanstack/react-router';
import { useI18n } from '../../i18n/i18nContext.ts';
import { planTabs, type PlanTab } from './views/viewsModel.ts';


/**
 * The client's plan pages as a row of links (spec 2 section 4, "Tab gating", via `planTabs`): a
 * page that cannot be opened yet shows greyed with why; the current one is marked.
 */
export function PlanNav({ plan, actions, current }: { plan: PlanView; actions: readonly ActionView[]; current: PlanTab }) {
  const { t } = useI18n();
  const tabs = planTabs(plan, actions, false);
  return (
    <Box as="nav" aria-label={t('plans.nav.label')} borderBottomWidth="1px">
      <HStack as="ul" listStyleType="none" gap={1} flexWrap="wrap">
        {tabs.map((tab) => {
          const active = tab.tab === current;
          const label = t(`plans.nav.${tab.tab}`);
          return (
              <Box as="li" key={tab.tab}>
                {tab.disabledBy !== null ? (
                  <Text
                    as="span"
                    display="inline-block"
                    px={3}
                    py={2}
                    color="fg.muted"
                    cursor="not-allowed"
                    aria-disabled="true"
                    title={t(`plans.navDisabled.${tab.disabledBy}`)}
                  >
                    {label}
                    <Text as="span" srOnly>{` (${t(`plans.navDisabled.${tab.disabledBy}`)})`}</Text>
                  </Text>
                ) : (
                  <Link
                    asChild
                    display="inline-block"
                    px={3}
                    py={2}
                    fontWeight={active ? 'semibold' : 'medium'}
                    color={active ? 'teal.fg' : 'fg'}
                    borderBottomWidth="3px"
                    borderColor={active ? 'teal.solid' : 'transparent'}
                    textDecoration="none"
                    _hover={{ color: 'teal.fg' }}
                  >
                    <RouterLink
                      to={tab.tab === 'actions' ? '/decarbonization/$uuid/actions' : '/decarbonization/$uuid/$page'}
                      params={{ uuid: plan.uuid, page: tab.tab }} aria-current={active ? 'page' : undefined}>
                      {label}
                    </RouterLink>
                  </Link>
                )}
              </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
