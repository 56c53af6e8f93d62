import { questionTemplateNames, questionTemplates, selectListUsages, type Actor } from '@cairn/functions/data';
import { selectListsOf } from '@cairn/shared/questionnaires/questionTemplateCatalogue';
import { QuestionTemplateInput } from '@cairn/shared/questionnaires/questionTemplates';
import { demoUuid } from './ids.ts';
import { selectListUuidOf } from './selectLists.ts';

/**
 * The question templates a consultancy's carbon-footprint questionnaires are made of (spec 2
 * "/questions"): energy bills, company vehicles' fuel, freight, business travel and free notes,
 * in English and French. Ids are derived from the names (a column's from its template's and its
 * own, a formula template's from its template's and its place), so the demo's questionnaires can
 * name them; a template an analyst changed, or a name an analyst has given to another template,
 * is left as it is.
 *
 * Gas, electricity and fuel carry formula templates over the factors the demo's reports use
 * (`reports.ts`), so a consultant sees how an answer becomes an entry.
 */

/** Factors of the reference catalogue the demo imports, by the names its formulas read. */
const factor = {
  gas: 'ademe-chauffage.FE.gaz',
  gridFrance: 'electricity.location.FR',
  diesel: 'ademe.transport.voiture.thermique.empreinte-au-litre.gazole-B7-ou-B10',
} as const;
export const demoQuestionTemplates: QuestionTemplateInput[] = [
  {
    name: 'heating',
    type: 'NUMERIC',
    labelEn: 'Natural gas burned for heating',
    labelFr: 'Gaz naturel consommé pour le chauffage',
    unit: 'kWh',
    impactedScopes: ['ONE'],
    important: true,
    allowFiles: true,
    category: 'Energy',
    subcategory: 'Buildings',
    hintEn: 'The total of your **gas bills** over the year, in kWh (higher heating value), for every site you occupy.',
    hintFr: 'Le total de vos **factures de gaz** sur l’année, en kWh PCS, pour tous les sites que vous occupez.',
    faq: [
      {
        questionEn: 'Our landlord pays the gas: what do we enter?',
        questionFr: 'Notre bailleur paie le gaz : que saisir ?',
        answerEn: 'Ask for the share of the building’s consumption charged to you, or your surface’s share of it.',
        answerFr: 'Demandez la part de la consommation de l’immeuble qui vous est refacturée, ou la part de votre surface.',
      },
    ],
    formulaTemplates: [
      {
        labelEn: 'Natural gas for heating',
        labelFr: 'Gaz naturel pour le chauffage',
        type: 'BOTH',
        scope: 'ONE',
        ghgCategory: 'STATIONARY_COMBUSTION',
        begesCategory: 'BEGES_1_1',
        operationalCategory: 'BUILDING',
        eval: `q.heating * ef["${factor.gas}"]`,
        explanationEn: 'The kWh of the gas bills (higher heating value) times ADEME’s factor for natural gas burned in a boiler.',
        explanationFr: 'Les kWh PCS des factures de gaz multipliés par le facteur de l’ADEME pour le gaz naturel brûlé en chaudière.',
      },
    ],
  },
  {
    name: 'electricity',
    type: 'NUMERIC',
    labelEn: 'Electricity bought',
    labelFr: 'Électricité achetée',
    unit: 'kWh',
    impactedScopes: ['TWO'],
    important: true,
    allowFiles: true,
    category: 'Energy',
    subcategory: 'Buildings',
    hintEn: 'Read it on your **electricity bills** or your supplier’s customer area.',
    hintFr: 'À lire sur vos **factures d’électricité** ou sur l’espace client de votre fournisseur.',
    formulaTemplates: [
      {
        labelEn: 'Electricity bought (location-based)',
        labelFr: 'Électricité achetée (méthode localisée)',
        type: 'BOTH',
        scope: 'TWO',
        ghgCategory: 'PURCHASED_ELECTRICITY',
        begesCategory: 'BEGES_2_1',
        operationalCategory: 'BUILDING',
        electricityEmissionsBase: 'LOCATION',
        eval: `q.electricity * ef["${factor.gridFrance}"]`,
        explanationEn: 'The kWh of the electricity bills times the French grid’s average intensity of the year.',
        explanationFr: 'Les kWh des factures d’électricité multipliés par l’intensité moyenne du réseau français de l’année.',
      },
    ],
  },
  {
    name: 'fuel',
    type: 'TABLE',
    labelEn: 'Fuel bought for your vehicles',
    labelFr: 'Carburant acheté pour vos véhicules',
    impactedScopes: ['ONE'],
    important: true,
    category: 'Transport',
    subcategory: 'Company vehicles',
    hintEn: 'One line per fuel, from your **fuel cards’** yearly statements.',
    hintFr: 'Une ligne par carburant, d’après les relevés annuels de vos **cartes carburant**.',
    faq: [
      {
        questionEn: 'Do rental cars count?',
        questionFr: 'Les voitures de location comptent-elles ?',
        answerEn: 'Only those whose fuel you pay for.',
        answerFr: 'Seulement celles dont vous payez le carburant.',
      },
    ],
    columns: [
      { name: 'kind', type: 'SELECT', labelEn: 'Fuel', labelFr: 'Carburant', selectListUuid: selectListUuidOf('Vehicle fuels') },
      { name: 'litres', type: 'NUMERIC', labelEn: 'Quantity', labelFr: 'Quantité', unit: 'L' },
    ],
    formulaTemplates: [
      {
        labelEn: 'Diesel burned by company vehicles',
        labelFr: 'Gazole brûlé par les véhicules de l’entreprise',
        type: 'BOTH',
        scope: 'ONE',
        ghgCategory: 'MOBILE_COMBUSTION',
        begesCategory: 'BEGES_1_2',
        operationalCategory: 'TRAVELS',
        // One entry per line of diesel; a line of another fuel counts nothing here.
        splitTable: true,
        eval: `row.kind == "Diesel" ? row.litres * ef["${factor.diesel}"] : 0`,
        explanationEn: 'The litres of diesel on the fuel cards’ statements times ADEME’s footprint per litre of B7 or B10 diesel.',
        explanationFr: 'Les litres de gazole des relevés de cartes carburant multipliés par l’empreinte par litre de gazole B7 ou B10 de l’ADEME.',
      },
    ],
  },
  {
    name: 'freight',
    type: 'TABLE',
    labelEn: 'Goods shipped by your carriers',
    labelFr: 'Marchandises expédiées par vos transporteurs',
    impactedScopes: ['THREE'],
    category: 'Transport',
    subcategory: 'Freight',
    hintEn: 'One line per mode and route, as your carriers invoice them.',
    hintFr: 'Une ligne par mode et par trajet, comme vos transporteurs les facturent.',
    columns: [
      { name: 'mode', type: 'SELECT', labelEn: 'Mode', labelFr: 'Mode', selectListUuid: selectListUuidOf('Freight modes') },
      { name: 'tonnes', type: 'NUMERIC', labelEn: 'Weight', labelFr: 'Poids', unit: 't' },
      { name: 'distance', type: 'DISTANCE_KMS', labelEn: 'Distance (km)', labelFr: 'Distance (km)' },
      { name: 'carrier', type: 'TEXT', labelEn: 'Carrier', labelFr: 'Transporteur', adminOnly: true },
    ],
  },
  {
    name: 'business_travel',
    type: 'TABLE',
    labelEn: 'Business trips',
    labelFr: 'Déplacements professionnels',
    impactedScopes: ['THREE'],
    category: 'Transport',
    subcategory: 'Business travel',
    hintEn: 'One line per trip from your **travel agency’s** report, return trips counted twice.',
    hintFr: 'Une ligne par trajet d’après le rapport de votre **agence de voyages**, les allers-retours comptés deux fois.',
    columns: [
      { name: 'trip', type: 'TEXT', labelEn: 'Trip', labelFr: 'Trajet' },
      { name: 'distance', type: 'DISTANCE_KMS', labelEn: 'Distance (km)', labelFr: 'Distance (km)' },
      { name: 'travellers', type: 'NUMERIC', labelEn: 'Travellers', labelFr: 'Voyageurs' },
    ],
  },
  {
    name: 'notes',
    type: 'TEXT',
    labelEn: 'Anything else we should know?',
    labelFr: 'Autre chose à nous signaler ?',
    allowFiles: true,
    hintEn: 'Changes of sites or activity during the year, estimates you made, documents that help.',
    hintFr: 'Changements de sites ou d’activité dans l’année, estimations faites, documents utiles.',
  },
];

export const questionTemplateUuidOf = (name: string) => demoUuid(`question-template:${name}`);
export const formulaTemplateUuidOf = (template: string, index: number) => demoUuid(`formula-template:${template}:${index}`);
export const questionColumnUuidOf = (template: string, column: string) => demoUuid(`question-column:${template}:${column}`);

/** Writes each demo template missing, with its name's claim and its lists' usage items, in one transaction. */
export async function seedQuestionTemplates(actor: Actor): Promise<void> {
  for (const demo of demoQuestionTemplates) {
    const parsed = QuestionTemplateInput.parse(demo);
    const uuid = questionTemplateUuidOf(parsed.name);
    if (await questionTemplates.get({ uuid }, { consistent: true })) continue;
    if (await questionTemplateNames.isTaken(parsed.name, uuid)) continue;
    const record = {
      ...parsed,
      uuid,
      columns: parsed.columns.map((column) => ({ ...column, uuid: questionColumnUuidOf(parsed.name, column.name) })),
      formulaTemplates: parsed.formulaTemplates.map((formula, index) => ({ ...formula, uuid: formulaTemplateUuidOf(parsed.name, index) })),
    };
    const usages = selectListsOf(record.columns).map((selectListUuid) => selectListUsages.ops.put({ selectListUuid, questionTemplateUuid: uuid }, actor));
    await questionTemplateNames.write([questionTemplateNames.claim(record.name, uuid, actor), questionTemplates.ops.create(record, actor), ...usages], record.name, uuid);
  }
}
