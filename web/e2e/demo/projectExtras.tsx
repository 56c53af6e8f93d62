// A test-only page (projectExtras.e2e.test.ts serves it with Vite): the parts the project dialog
// embeds, on their own, for a project named in the address, with the signed-in user's token.
import '../../src/zodWithoutEval.ts';
import { Box, Button, ChakraProvider, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { DealLink } from '@cairn/shared/projects/changes';
import { createQueryClient } from '../../src/api/queryClient.ts';
import { DataImportDialog } from '../../src/admin/projects/deals/DataImportDialog.tsx';
import { DealsField } from '../../src/admin/projects/deals/DealsField.tsx';
import { dealEdits } from '../../src/admin/projects/deals/dealsField.ts';
import { DeliveryFeedbackPanel } from '../../src/admin/projects/feedback/DeliveryFeedbackPanel.tsx';
import { useCanDeliver } from '../../src/admin/projects/feedback/useCanDeliver.ts';
import { ProjectTimePanel } from '../../src/admin/projects/time/ProjectTimePanel.tsx';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { useI18n } from '../../src/i18n/i18nContext.ts';
import { initialLanguage, readLanguage } from '../../src/i18n/languageStore.ts';
import { loadStaffMessages } from '../../src/i18n/translate.ts';
import { browserStorage } from '../../src/lib/browserStorage.ts';
import { system } from '../../src/ui/system.ts';

const search = new URLSearchParams(window.location.search);
const projectUuid = search.get('project') ?? '';
const storedLinks = JSON.parse(search.get('deals') ?? '[]') as DealLink[];

function DeliverButton() {
  const { canDeliver, reason } = useCanDeliver(projectUuid);
  return (
    <Stack gap={1} align="flex-start">
      <Button colorPalette="teal" disabled={!canDeliver}>
        Deliver
      </Button>
      {reason ? (
        <Text textStyle="xs" color="fg.muted" data-testid="deliver-reason">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

function Demo() {
  const { language } = useI18n();
  const [links, setLinks] = useState<DealLink[]>(storedLinks);
  return (
    <Container maxW="xl" py={6}>
      <Stack gap={8}>
        <Heading as="h1" size="md">
          {language === 'fr' ? 'Projet (démonstration de test)' : 'Project (test demo)'}
        </Heading>
        <Stack direction="row" gap={2}>
          <DataImportDialog kind="deals" />
          <DataImportDialog kind="timeEntries" />
        </Stack>
        <DealsField value={links} onChange={setLinks} projectUuid={projectUuid} />
        <Box as="pre" data-testid="deal-edits" textStyle="xs">
          {JSON.stringify(dealEdits(storedLinks, links))}
        </Box>
        <ProjectTimePanel projectUuid={projectUuid} trackerId={search.get('trackerId') ?? undefined} />
        <DeliveryFeedbackPanel projectUuid={projectUuid} />
        <DeliverButton />
      </Stack>
    </Container>
  );
}

const language = initialLanguage(window.location, readLanguage(browserStorage('localStorage')));
document.documentElement.lang = language;
void loadStaffMessages(language).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <I18nProvider>
          <QueryClientProvider client={createQueryClient({ onInvalidToken: () => undefined, onMutationError: () => undefined })}>
            <Box as="main">
              <Demo />
            </Box>
          </QueryClientProvider>
        </I18nProvider>
      </ChakraProvider>
    </StrictMode>,
  ),
);
