/**
 * A NACE Rev. 2 section: its letter, the divisions it spans and its titles. The English titles are
 * Eurostat's (NACE Rev. 2, 2008); the French ones INSEE's (NAF rév. 2, 2008), whose sections are
 * NACE's. The French package the other French titles come from has no sections, so both are typed
 * here.
 */
export interface NaceSection {
  letter: string;
  /** First and last division, inclusive ('01' to '03' for A). */
  firstDivision: number;
  lastDivision: number;
  titleEn: string;
  titleFr: string;
}

export const naceSections: readonly NaceSection[] = [
  { letter: 'A', firstDivision: 1, lastDivision: 3, titleEn: 'Agriculture, forestry and fishing', titleFr: 'Agriculture, sylviculture et pêche' },
  { letter: 'B', firstDivision: 5, lastDivision: 9, titleEn: 'Mining and quarrying', titleFr: 'Industries extractives' },
  { letter: 'C', firstDivision: 10, lastDivision: 33, titleEn: 'Manufacturing', titleFr: 'Industrie manufacturière' },
  {
    letter: 'D',
    firstDivision: 35,
    lastDivision: 35,
    titleEn: 'Electricity, gas, steam and air conditioning supply',
    titleFr: 'Production et distribution d’électricité, de gaz, de vapeur et d’air conditionné',
  },
  {
    letter: 'E',
    firstDivision: 36,
    lastDivision: 39,
    titleEn: 'Water supply; sewerage, waste management and remediation activities',
    titleFr: 'Production et distribution d’eau\u00a0; assainissement, gestion des déchets et dépollution',
  },
  { letter: 'F', firstDivision: 41, lastDivision: 43, titleEn: 'Construction', titleFr: 'Construction' },
  {
    letter: 'G',
    firstDivision: 45,
    lastDivision: 47,
    titleEn: 'Wholesale and retail trade; repair of motor vehicles and motorcycles',
    titleFr: 'Commerce\u00a0; réparation d’automobiles et de motocycles',
  },
  { letter: 'H', firstDivision: 49, lastDivision: 53, titleEn: 'Transportation and storage', titleFr: 'Transports et entreposage' },
  { letter: 'I', firstDivision: 55, lastDivision: 56, titleEn: 'Accommodation and food service activities', titleFr: 'Hébergement et restauration' },
  { letter: 'J', firstDivision: 58, lastDivision: 63, titleEn: 'Information and communication', titleFr: 'Information et communication' },
  { letter: 'K', firstDivision: 64, lastDivision: 66, titleEn: 'Financial and insurance activities', titleFr: 'Activités financières et d’assurance' },
  { letter: 'L', firstDivision: 68, lastDivision: 68, titleEn: 'Real estate activities', titleFr: 'Activités immobilières' },
  { letter: 'M', firstDivision: 69, lastDivision: 75, titleEn: 'Professional, scientific and technical activities', titleFr: 'Activités spécialisées, scientifiques et techniques' },
  { letter: 'N', firstDivision: 77, lastDivision: 82, titleEn: 'Administrative and support service activities', titleFr: 'Activités de services administratifs et de soutien' },
  { letter: 'O', firstDivision: 84, lastDivision: 84, titleEn: 'Public administration and defence; compulsory social security', titleFr: 'Administration publique' },
  { letter: 'P', firstDivision: 85, lastDivision: 85, titleEn: 'Education', titleFr: 'Enseignement' },
  { letter: 'Q', firstDivision: 86, lastDivision: 88, titleEn: 'Human health and social work activities', titleFr: 'Santé humaine et action sociale' },
  { letter: 'R', firstDivision: 90, lastDivision: 93, titleEn: 'Arts, entertainment and recreation', titleFr: 'Arts, spectacles et activités récréatives' },
  { letter: 'S', firstDivision: 94, lastDivision: 96, titleEn: 'Other service activities', titleFr: 'Autres activités de services' },
  {
    letter: 'T',
    firstDivision: 97,
    lastDivision: 98,
    titleEn: 'Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use',
    titleFr:
      'Activités des ménages en tant qu’employeurs\u00a0; activités indifférenciées des ménages en tant que producteurs de biens et services pour usage propre',
  },
  { letter: 'U', firstDivision: 99, lastDivision: 99, titleEn: 'Activities of extraterritorial organisations and bodies', titleFr: 'Activités extra-territoriales' },
];

/** The section of a division number (64 → K); undefined between sections (04, 34…). */
export function sectionOfDivision(division: number): NaceSection | undefined {
  return naceSections.find((section) => division >= section.firstDivision && division <= section.lastDivision);
}
