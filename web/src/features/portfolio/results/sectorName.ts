import { isMessageKey, translateKey, type Translate } from '../../../i18n/translate.ts';

/** A sector's name in the page's language ('No sector' without one); a value newer than the catalogue shows as itself. */
export function sectorName(t: Translate, sector: string | null | undefined): string {
  if (!sector || sector === 'NONE') return t('portfolioResults.charts.noSector');
  const key = `labels.sector.${sector}`;
  return isMessageKey(key) ? translateKey(t, key) : sector;
}
