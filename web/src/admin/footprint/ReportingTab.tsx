import { Button, Card, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { formatEmissions } from '@cairn/shared/format';
import type { CarbonFootprintStaff } from '@cairn/shared/schemas';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { Section } from '../../ui/Section.tsx';
import { ActivityDataButton } from './ActivityDataButton.tsx';
import { NewDraftDialog } from './NewDraftDialog.tsx';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';
import { ReportWorkspace } from './ReportWorkspace.tsx';

/**
 * The Reporting tab: the footprint's reports, drafts and delivered, a way to start a draft, and
 * the report the address names (`?reportUuid=`) open below to be built or read.
 */
export function ReportingTab({ footprint }: { footprint: CarbonFootprintStaff }) {
  const { t } = useI18n();
  const search = useSearch({ from: '/app/analyst/carbon-footprints/$uuid' });
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const openReport = (reportUuid: string) =>
    void navigate({
      to: '/carbon-footprints/$uuid',
      params: { uuid: footprint.uuid },
      search: (previous) => ({ ...previous, tab: 'REPORTING' as const, reportUuid, reportTab: undefined }),
    });

  return (
    <Stack gap={8} pt={2}>
      <Section
        title={t('adminFootprint.reports.title')}
        aside={
          <HStack gap={2}>
            <ActivityDataButton procedure="carbonFootprint.activityData.generateSheet" uuid={footprint.uuid} />
            <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
              {t('adminFootprint.reports.newDraft')}
            </Button>
          </HStack>
        }
      >
        {footprint.reports.length === 0 ? (
          <Card.Root variant="outline">
            <Card.Body>
              <Text color="fg.muted">{t('adminFootprint.reports.none')}</Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <ReportList footprint={footprint} openUuid={search.reportUuid ?? null} />
        )}
      </Section>
      {search.reportUuid ? <ReportWorkspace key={search.reportUuid} footprint={footprint} reportUuid={search.reportUuid} /> : null}
      <NewDraftDialog
        open={creating}
        footprint={footprint}
        onClose={() => setCreating(false)}
        onCreated={(reportUuid) => {
          setCreating(false);
          openReport(reportUuid);
        }}
      />
    </Stack>
  );
}

function ReportList({ footprint, openUuid }: { footprint: CarbonFootprintStaff; openUuid: string | null }) {
  const { t, language } = useI18n();
  return (
    <ScrollTable label={t('adminFootprint.reports.title')}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('adminFootprint.reports.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('adminFootprint.reports.year')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('adminFootprint.reports.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('adminFootprint.reports.total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {footprint.reports.map((report) => {
            const open = report.uuid === openUuid;
            return (
              <Table.Row key={report.uuid} bg={open ? 'teal.subtle' : undefined}>
                <Table.Cell>
                  <Link asChild colorPalette="teal" fontWeight="medium">
                    <RouterLink
                      to="/carbon-footprints/$uuid"
                      params={{ uuid: footprint.uuid }}
                      search={(previous) => ({ ...previous, tab: 'REPORTING' as const, reportUuid: report.uuid, reportTab: undefined })}
                      aria-current={open ? 'true' : undefined}
                    >
                      {report.name}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{report.year}</Table.Cell>
                <Table.Cell>
                  <ReportStatusBadge status={report.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">{formatEmissions(report.total, language).text}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
