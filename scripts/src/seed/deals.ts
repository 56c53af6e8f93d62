import type { Actor } from '@cairn/functions/data';
import { dealUuidOf } from '@cairn/functions/crm/dealIdentity';
import { saveDeals } from '@cairn/functions/crm/store';
import { replaceTrackerEntries } from '@cairn/functions/time-tracker/entriesStore';
import type { DealFields } from '@cairn/shared/projects/deal';
import { demoUuid } from './ids.ts';

/*
 * The demonstration deals and time entries: what the sales team sold to the demo clients, and
 * the hours the consultants logged on the projects. Keys are the demo modules' keys (demo.ts),
 * so a seeded project links to its deal with `demoDealUuid(key)` and to its time with
 * `demoTrackerIds[key]`. The CRM ids and tracker ids look like HubSpot's and Clockify's.
 */

interface DemoDeal extends Omit<DealFields, 'uuid' | 'externalId'> {
  key: string;
  crmId: string;
}

export const demoDeals: readonly DemoDeal[] = [
  {
    key: 'client-cf-2024',
    crmId: '31784100012',
    name: 'Bilan carbone 2024 – Transports Vallée du Rhône',
    amount: 16_900,
    currency: 'EURO',
    dealLines: [
      { name: 'Bilan carbone scopes 1, 2 et 3 (méthode BEGES et GHG Protocol)', amount: 13_400 },
      { name: 'Engagement des 25 principaux transporteurs sous-traitants', amount: 3_500 },
    ],
    owner: 'Julien Moreau',
    salesContext: 'Second footprint after 2023. Fleet of 140 trucks; the board wants subcontracted freight measured and a comparison with 2023 before the June meeting.',
    stage: 'CLOSED_WON',
  },
  {
    key: 'client-plan-2024',
    crmId: '31784100019',
    name: 'Plan de transition 2024-2030 – Transports Vallée du Rhône',
    amount: 24_000,
    currency: 'EURO',
    dealLines: [
      { name: 'Trois ateliers de décarbonation avec le comité de direction', amount: 19_500 },
      { name: 'Trajectoire 1,5 °C et dossier SBTi', amount: 4_500 },
    ],
    owner: 'Julien Moreau',
    salesContext: 'Sold with the 2024 footprint. Priorities: biofuel (B100) trucks, a rail leg Lyon–Marseille, electric yard tractors.',
    stage: 'CLOSED_WON',
  },
  {
    key: 'client-cf-2025',
    crmId: '31784100044',
    name: 'Bilan carbone 2025 – Transports Vallée du Rhône',
    amount: 17_500,
    currency: 'EURO',
    dealLines: [{ name: 'Bilan carbone scopes 1, 2 et 3', amount: 17_500 }],
    owner: 'Julien Moreau',
    salesContext: 'Renewal proposal sent in January; decision expected after the March board.',
    stage: 'PROPOSAL_SENT',
  },
  {
    key: 'fi-pai-2024',
    crmId: '31784100027',
    name: 'Reporting SFDR PAI 2024 – Aurore Capital Partners',
    amount: 28_500,
    currency: 'EURO',
    dealLines: [
      { name: 'Collecte des données des 22 participations', amount: 12_000 },
      { name: 'Calcul des indicateurs PAI et annexe SFDR', amount: 9_500 },
      { name: 'Empreinte carbone du portefeuille (PCAF)', amount: 7_000 },
    ],
    owner: 'Julien Moreau',
    salesContext: 'Article 8 fund; the 2023 PAI statement was made in-house. Data collection through the supplier campaign.',
    stage: 'CLOSED_WON',
  },
  {
    key: 'investee-cf-2024',
    crmId: '31784100031',
    name: 'Bilan carbone 2024 – Boulangeries Maison Fournil',
    amount: 7_800,
    currency: 'EURO',
    dealLines: [{ name: 'Bilan carbone simplifié (scopes 1 et 2, achats de farine)', amount: 7_800 }],
    owner: 'Julien Moreau',
    salesContext: 'Requested by Aurore Capital Partners for its portfolio reporting; 14 shops and one central bakery.',
    stage: 'CLOSED_WON',
  },
];

/** The uuid a seeded project links to a demo deal by. */
export const demoDealUuid = (key: string): string => {
  const deal = demoDeals.find((candidate) => candidate.key === key);
  if (!deal) throw new Error(`No demo deal ${key}`);
  return dealUuidOf(deal.crmId);
};

/** The time tracker's project ids of the demo projects, by module key: the last has no entries ('no entries from clockify'). */
export const demoTrackerIds = {
  'client-cf-2024': '65c0f1a2b3d4e5f6a7b8c901',
  'client-plan-2024': '65c0f1a2b3d4e5f6a7b8c914',
  'investee-cf-2024': '65c0f1a2b3d4e5f6a7b8c927',
  'fi-pai-2024': '65c0f1a2b3d4e5f6a7b8c932',
} as const;

type Entry = [date: string, user: string, hours: number, description: string];

const camille = 'Camille Laurent';
const lea = 'Léa Dubois';

/** Hours logged per project, as the consultants entered them. */
export const demoTimeEntries: Readonly<Record<keyof typeof demoTrackerIds, readonly Entry[]>> = {
  'client-cf-2024': [
    ['2024-02-05', camille, 1.5, 'Appel de lancement avec la direction RSE'],
    ['2024-02-06', camille, 2, 'Préparation des questionnaires (flotte, énergie, achats)'],
    ['2024-02-13', lea, 1, 'Ouverture des accès clients et du module fournisseurs'],
    ['2024-02-20', camille, 0.5, 'Relance collecte de données'],
    ['2024-03-04', camille, 3, 'Analyse des consommations de gazole et de B100'],
    ['2024-03-05', camille, 2.5, 'Fret sous-traité : tonnes-kilomètres par transporteur'],
    ['2024-03-12', lea, 2, 'Contrôle de cohérence des données de flotte'],
    ['2024-03-18', camille, 4, 'Calcul des émissions et choix des facteurs'],
    ['2024-03-19', camille, 3.5, 'Calcul des émissions : achats et immobilisations'],
    ['2024-04-02', lea, 1.5, 'Relecture du rapport'],
    ['2024-04-03', camille, 3, 'Rédaction du rapport et comparaison 2023'],
    ['2024-04-09', camille, 2, 'Réunion de restitution'],
    ['2024-04-10', camille, 0.75, 'Corrections après restitution'],
  ],
  'client-plan-2024': [
    ['2024-05-14', camille, 2, 'Préparation de l’atelier 1 : leviers de la flotte'],
    ['2024-05-16', camille, 3.5, 'Atelier 1 avec le comité de direction'],
    ['2024-06-04', lea, 2.5, 'Chiffrage des leviers : B100, rail, tracteurs électriques'],
    ['2024-06-11', camille, 3.5, 'Atelier 2 : priorisation des actions'],
    ['2024-06-25', camille, 1.5, 'Trajectoire 1,5 °C : premiers scénarios'],
  ],
  'investee-cf-2024': [
    ['2024-09-02', camille, 1, 'Appel de lancement avec Maison Fournil'],
    ['2024-09-16', camille, 2, 'Achats de farine et de beurre : facteurs monétaires et physiques'],
    ['2024-09-17', lea, 1, 'Relevés d’énergie des 14 boutiques'],
    ['2024-10-01', camille, 2.5, 'Calcul et contrôle de cohérence'],
  ],
  'fi-pai-2024': [],
};

/** Writes the demo deals and time entries; a second run changes nothing. */
export async function seedDealsAndTime(actor: Actor): Promise<void> {
  await saveDeals(
    demoDeals.map(({ key: _key, crmId, ...deal }) => ({ uuid: dealUuidOf(crmId), externalId: crmId, ...deal })),
    actor,
  );
  const entries = Object.entries(demoTimeEntries).flatMap(([key, rows]) =>
    rows.map(([date, user, hours, description], index) => ({
      uuid: demoUuid(`time:${key}:${index}`),
      trackerId: demoTrackerIds[key as keyof typeof demoTrackerIds],
      user,
      date,
      hours,
      description,
    })),
  );
  await replaceTrackerEntries(entries, actor);
}
