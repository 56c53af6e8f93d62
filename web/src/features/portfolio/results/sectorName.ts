import { AssetSector } from '@cairn/shared/schemas/enums';
import { labelOf } from '@cairn/shared/labels';
import type { Translate } from '../../../i18n/translate.ts';

/** A sector's name in the page's language ('No sector' without one); a value newer than the label table shows as itself. */
export function sectorName(t: Translate, language: string, sector: string | null | undefined): string {
  if (!sector || sector === 'NONE') return t('portfolioResults.charts.noSector');
  const known = AssetSector.safeParse(sector);
  return known.success ? labelOf('sector', known.data, language) : sector;
}
