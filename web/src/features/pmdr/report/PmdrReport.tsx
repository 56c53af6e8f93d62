import type { PmdrClientView } from '@cairn/shared/contract/pmdr';
import { Heading } from '@chakra-ui/react';
import type { JSX } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';

/**
 * The PMDR report of one year (spec 3 section 2.4 "Report"), built in its own module; the frame
 * shows it for a year whose dashboard is available and whose data is complete. `investeePath` is
 * an investee's data-collection address, for the panel's 'Update data collection'.
 */
export function PmdrReport(props: { view: PmdrClientView; year: number; investeePath: (investeeUuid: string) => string }): JSX.Element {
  const { t } = useI18n();
  return (
    <Heading as="h2" size="lg">
      {t('pmdrCollection.frame.report')} {props.year}
    </Heading>
  );
}
