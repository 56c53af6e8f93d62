import { Box, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import type { CarbonFootprintStaff } from '@cairn/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { queryOptionsFor } from '../../api/client.ts';
import { adminFootprintTabs, type AdminFootprintTab } from '../../app/routeSearch.ts';
import { ModuleStatusBadge } from '../../features/modules/ModuleStatusBadge.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { shownAdminTab } from './footprintTabs.ts';
import { QuestionnairesTab } from './questionnaires/QuestionnairesTab.tsx';
import { ReportingTab } from './ReportingTab.tsx';
import { SurveysTab } from './surveys/SurveysTab.tsx';

const tabLabels: Record<AdminFootprintTab, PlainKey> = {
  QUESTIONNAIRES: 'adminFootprint.page.tabQuestionnaires',
  SURVEYS: 'adminFootprint.page.tabSurveys',
  REPORTING: 'adminFootprint.page.tabReporting',
};

/**
 * `/carbon-footprints/$uuid` (spec 2 "Staff (admin app) routes"): a carbon footprint as its
 * consultants work on it, the tab and the open report kept in the address. Its route reads the
 * footprint first and says when it is missing or failed (router.tsx).
 */
export function FootprintAdminPage() {
  const { uuid } = useParams({ from: '/app/analyst/carbon-footprints/$uuid' });
  const footprint = useSuspenseQuery(queryOptionsFor('carbonFootprint.get', { uuid }));
  return <FootprintFrame footprint={footprint.data} />;
}

function FootprintFrame({ footprint }: { footprint: CarbonFootprintStaff }) {
  const { t } = useI18n();
  const search = useSearch({ from: '/app/analyst/carbon-footprints/$uuid' });
  const navigate = useNavigate();
  const tab = shownAdminTab(search);
  const selectTab = (next: AdminFootprintTab) =>
    void navigate({ to: '/carbon-footprints/$uuid', params: { uuid: footprint.uuid }, search: (previous) => ({ ...previous, tab: next }), replace: true });
  const yearShown = footprint.year !== null && !footprint.moduleName.includes(String(footprint.year));

  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <Stack gap={6}>
        <Stack gap={2}>
          <HStack gap={3} wrap="wrap">
            <Heading as="h1" size="2xl">
              {footprint.moduleName}
              {yearShown ? ` ${footprint.year}` : ''}
            </Heading>
            <ModuleStatusBadge status={footprint.status} />
          </HStack>
          <Text color="fg.muted">{t('adminFootprint.page.subtitle', { asset: footprint.asset.name })}</Text>
        </Stack>
        {/* Mounted once shown and kept: a draft being edited in Reporting survives a look at another tab. */}
        <Tabs.Root
          value={tab}
          onValueChange={(details) => {
            const next = adminFootprintTabs.find((candidate) => candidate === details.value);
            if (next) selectTab(next);
          }}
          lazyMount
        >
          <Tabs.List>
            {adminFootprintTabs.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {t(tabLabels[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="QUESTIONNAIRES">
            <QuestionnairesTab footprint={footprint} />
          </Tabs.Content>
          <Tabs.Content value="SURVEYS">
            <SurveysTab footprint={footprint} />
          </Tabs.Content>
          <Tabs.Content value="REPORTING">
            <ReportingTab footprint={footprint} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Box>
  );
}

