import { selectListNames, selectLists, type Actor } from '@cairn/functions/data';
import { demoUuid } from './ids.ts';

/**
 * The select lists a consultancy's question templates offer in their SELECT columns (spec 2
 * "/select-lists"), in English and French. Ids are derived from the names, so the questionnaires
 * of the demo can name their options; a list an analyst changed is left as it is.
 */
export const demoSelectLists: { name: string; options: [string, string][] }[] = [
  {
    name: 'Heating fuels',
    options: [
      ['Natural gas', 'Gaz naturel'],
      ['Heating oil', 'Fioul domestique'],
      ['Wood pellets', 'Granulés de bois'],
      ['LPG', 'GPL'],
      ['District heating', 'Réseau de chaleur'],
    ],
  },
  {
    name: 'Vehicle fuels',
    options: [
      ['Diesel', 'Gazole'],
      ['Petrol', 'Essence'],
      ['Electricity', 'Électricité'],
      ['Hybrid (petrol)', 'Hybride (essence)'],
      ['CNG', 'GNV'],
    ],
  },
  {
    name: 'Freight modes',
    options: [
      ['Road', 'Route'],
      ['Rail', 'Rail'],
      ['Sea', 'Mer'],
      ['Air', 'Aérien'],
      ['Inland waterway', 'Fluvial'],
    ],
  },
];

export const selectListUuidOf = (name: string) => demoUuid(`select-list:${name}`);
export const selectOptionUuidOf = (list: string, labelEn: string) => demoUuid(`select-option:${list}:${labelEn}`);

export async function seedSelectLists(actor: Actor): Promise<void> {
  for (const list of demoSelectLists) {
    const uuid = selectListUuidOf(list.name);
    if (await selectLists.get({ uuid }, { consistent: true })) continue;
    const record = {
      uuid,
      name: list.name,
      options: list.options.map(([labelEn, labelFr]) => ({ uuid: selectOptionUuidOf(list.name, labelEn), labelEn, labelFr })),
    };
    await selectListNames.write([selectListNames.claim(record.name, uuid, actor), selectLists.ops.create(record, actor)], record.name, uuid);
  }
}
