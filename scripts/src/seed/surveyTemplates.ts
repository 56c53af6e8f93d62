import { surveyQuestionTemplateNames, surveyQuestionTemplates, surveyQuestionTemplateUsages, surveyTemplateNames, surveyTemplates, type Actor } from '@cairn/functions/data';
import { SurveyQuestionTemplateInput, SurveyTemplateInput } from '@cairn/shared/surveys/templates';
import { baseEmpreinteNames } from '../catalogueImport/baseEmpreinte.ts';
import { demoUuid } from './ids.ts';

/**
 * The staff's survey catalogue in the demo (spec 2 "/survey-questions", "/survey-templates"): a
 * question template for every standard question of the employee and supplier surveys, the custom
 * questions the estimate and the dashboard read by name (`wellKnownQuestionNames`), and two survey
 * templates built from them: "Employee commuting and travel" and a small "Supplier" one.
 *
 * The custom questions carry formula templates over the survey's answers (`s.<name>`, the answers'
 * total) and factors the demo imports into the catalogue (catalogueImport/), each with the
 * assumptions it makes written in its explanation. Ids are derived from the names, so seeding twice
 * writes nothing the second time; a template an analyst changed, or a name given to another, is
 * left as it is.
 */

/** Factors of the reference catalogue the formulas read. */
const factor = {
  train: 'ademe.transport.train.impact-par-km',
  hotelNight: 'ademe.logement.vacances.empreinte-hotel-par-nuit',
  smartphone: 'ademe-numerique.acv.smartphone.carbone.fabrication',
  screen: 'ademe-numerique.acv.ecran.carbone.fabrication',
  groundCoffee: 'ademe.alimentation.boisson.tasse-de-cafe.empreinte-carbone-cafe-moulu',
  brewedTea: 'ademe.alimentation.boisson.tasse-de-the.empreinte-carbone-the-infuse',
  carFuel: baseEmpreinteNames.carThermal.fuel,
  carConstruction: baseEmpreinteNames.carThermal.construction,
} as const;

const businessTravel = { type: 'BOTH', scope: 'THREE', ghgCategory: 'BUSINESS_TRAVEL', begesCategory: 'BEGES_3_5', operationalCategory: 'TRAVELS' } as const;
const purchases = { type: 'BOTH', scope: 'THREE', ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', begesCategory: 'BEGES_4_1' } as const;
const equipment = { type: 'BOTH', scope: 'THREE', ghgCategory: 'CAPITAL_GOODS', begesCategory: 'BEGES_4_2', operationalCategory: 'IT' } as const;

export const demoSurveyQuestionTemplates: SurveyQuestionTemplateInput[] = [
  // The employee survey's standard questions.
  {
    name: 'daysInOffice',
    type: 'COMMUTE_DAYS_PER_WEEK',
    labelEn: 'How many days a week do you usually work at the office?',
    labelFr: 'Combien de jours par semaine travaillez-vous habituellement sur site ?',
    subtitleEn: 'Count the days you travel to a company site, whatever the site.',
    subtitleFr: 'Comptez les jours où vous vous rendez sur un site de l’entreprise, quel qu’il soit.',
    required: true,
  },
  {
    name: 'commuteRoundTrips',
    type: 'COMMUTE_ROUND_TRIPS_PER_WEEK',
    labelEn: 'How many round trips between home and work do you make in a week?',
    labelFr: 'Combien d’allers-retours domicile-travail faites-vous par semaine ?',
    subtitleEn: 'Coming home for lunch counts as a second round trip.',
    subtitleFr: 'Rentrer déjeuner chez soi compte pour un second aller-retour.',
    required: true,
  },
  {
    name: 'commute',
    type: 'COMMUTE_DISTANCE',
    labelEn: 'How do you mostly get to work, and how far is it?',
    labelFr: 'Comment venez-vous le plus souvent au travail, et à quelle distance ?',
    subtitleEn: 'The one-way distance of your usual route.',
    subtitleFr: 'La distance aller de votre trajet habituel.',
    required: true,
    commuteLabels: { OTHER: { en: 'Company shuttle', fr: 'Navette d’entreprise' } },
  },
  {
    name: 'remoteCountry',
    type: 'REMOTE_COUNTRY',
    labelEn: 'In which country do you work from home?',
    labelFr: 'Dans quel pays télétravaillez-vous ?',
    subtitleEn: 'Its electricity grid gives the emissions of your home office.',
    subtitleFr: 'Son réseau électrique donne les émissions de votre bureau à domicile.',
  },
  {
    name: 'businessFlights',
    type: 'FLIGHTS',
    labelEn: 'Which business flights did you take this year?',
    labelFr: 'Quels vols professionnels avez-vous pris cette année ?',
    subtitleEn: 'One line per route, with the number of trips.',
    subtitleFr: 'Une ligne par trajet, avec le nombre de voyages.',
  },
  {
    name: 'workdayLunches',
    type: 'MEALS',
    labelEn: 'How many of your workday lunches include meat in a typical week?',
    labelFr: 'Combien de vos déjeuners en semaine comportent de la viande, une semaine habituelle ?',
    required: true,
  },
  // The employee survey's custom questions that the estimate and the dashboard read by name.
  {
    name: 'workedDaysPerWeek',
    type: 'NUMERIC',
    labelEn: 'How many days a week do you work?',
    labelFr: 'Combien de jours par semaine travaillez-vous ?',
    subtitleEn: 'For part-time work; 5 for a full-time job.',
    subtitleFr: 'Pour un temps partiel ; 5 pour un temps plein.',
    unit: 'days',
  },
  {
    name: 'remoteDaysPerWeek',
    type: 'NUMERIC',
    labelEn: 'How many days a week do you work from home?',
    labelFr: 'Combien de jours par semaine télétravaillez-vous ?',
    unit: 'days',
  },
  {
    name: 'trainHoursPerYear',
    type: 'NUMERIC',
    labelEn: 'How many hours did you travel by train for work this year?',
    labelFr: 'Combien d’heures avez-vous voyagé en train pour le travail cette année ?',
    unit: 'h',
    formulaTemplates: [
      {
        ...businessTravel,
        labelEn: 'Business train travel',
        labelFr: 'Déplacements professionnels en train',
        eval: `s.trainHoursPerYear * 120 * ef["${factor.train}"]`,
        explanationEn: 'Hours on board times an average of 120 km an hour (high-speed and regional lines together), times ADEME’s average factor for a train passenger-km in France.',
        explanationFr: 'Les heures de trajet multipliées par une moyenne de 120 km par heure (grandes lignes et TER confondus), puis par le facteur moyen de l’ADEME pour un voyageur-km en train en France.',
      },
    ],
  },
  {
    name: 'hotelNightsPerYear',
    type: 'NUMERIC',
    labelEn: 'How many nights did you spend in a hotel for work this year?',
    labelFr: 'Combien de nuits avez-vous passées à l’hôtel pour le travail cette année ?',
    unit: 'nights',
    formulaTemplates: [
      {
        ...businessTravel,
        labelEn: 'Business hotel nights',
        labelFr: 'Nuits d’hôtel professionnelles',
        eval: `s.hotelNightsPerYear * ef["${factor.hotelNight}"]`,
        explanationEn: 'Nights times ADEME’s footprint of a hotel night.',
        explanationFr: 'Les nuits multipliées par l’empreinte d’une nuit d’hôtel selon l’ADEME.',
      },
    ],
  },
  {
    name: 'businessCarKmPerYear',
    type: 'NUMERIC',
    labelEn: 'How many kilometres did you drive your own car for work this year?',
    labelFr: 'Combien de kilomètres avez-vous parcourus avec votre voiture pour le travail cette année ?',
    subtitleEn: 'Trips paid as mileage allowance, not your commute.',
    subtitleFr: 'Les trajets remboursés en indemnités kilométriques, pas vos trajets domicile-travail.',
    unit: 'km',
    formulaTemplates: [
      {
        ...businessTravel,
        labelEn: 'Business travel by car',
        labelFr: 'Déplacements professionnels en voiture',
        eval: `s.businessCarKmPerYear * (ef["${factor.carFuel}"] + ef["${factor.carConstruction}"])`,
        explanationEn: 'Kilometres times Base Empreinte’s factors for a combustion-engine car: its fuel and its construction, per vehicle-km.',
        explanationFr: 'Les kilomètres multipliés par les facteurs de la Base Empreinte pour une voiture thermique : son carburant et sa construction, par véhicule-km.',
      },
    ],
  },
  {
    name: 'professionalSmartphone',
    type: 'YES_NO',
    labelEn: 'Does the company give you a smartphone for work?',
    labelFr: 'L’entreprise vous fournit-elle un smartphone professionnel ?',
    inline: true,
    formulaTemplates: [
      {
        ...equipment,
        labelEn: 'Professional smartphones',
        labelFr: 'Smartphones professionnels',
        eval: `s.professionalSmartphone * ef["${factor.smartphone}"] / 3`,
        explanationEn: 'The smartphones counted by the answers, each one’s manufacture (ADEME) spread over a three-year use.',
        explanationFr: 'Les smartphones comptés par les réponses, la fabrication de chacun (ADEME) répartie sur trois ans d’usage.',
      },
    ],
  },
  {
    name: 'computerScreens',
    type: 'NUMERIC',
    labelEn: 'How many computer screens do you use at work, besides a laptop’s own?',
    labelFr: 'Combien d’écrans d’ordinateur utilisez-vous au travail, en plus de celui d’un portable ?',
    unit: 'screens',
    formulaTemplates: [
      {
        ...equipment,
        labelEn: 'Computer screens',
        labelFr: 'Écrans d’ordinateur',
        eval: `s.computerScreens * ef["${factor.screen}"] / 6`,
        explanationEn: 'Screens times the manufacture of a computer monitor (ADEME), spread over a six-year use.',
        explanationFr: 'Les écrans multipliés par la fabrication d’un écran d’ordinateur (ADEME), répartie sur six ans d’usage.',
      },
    ],
  },
  {
    name: 'coffeeCupsPerDay',
    type: 'NUMERIC',
    labelEn: 'How many cups of coffee do you drink on a working day?',
    labelFr: 'Combien de tasses de café buvez-vous par jour de travail ?',
    unit: 'cups',
    formulaTemplates: [
      {
        ...purchases,
        operationalCategory: 'CONSUMABLES',
        labelEn: 'Coffee at work',
        labelFr: 'Café au travail',
        eval: `s.coffeeCupsPerDay * 218 * 0.007 * ef["${factor.groundCoffee}"]`,
        explanationEn: 'Cups a day over 218 working days, 7 g of ground coffee a cup, times ADEME’s footprint of a kilogram of ground coffee.',
        explanationFr: 'Les tasses par jour sur 218 jours travaillés, 7 g de café moulu par tasse, multipliés par l’empreinte d’un kilogramme de café moulu selon l’ADEME.',
      },
    ],
  },
  {
    name: 'teaCupsPerDay',
    type: 'NUMERIC',
    labelEn: 'How many cups of tea do you drink on a working day?',
    labelFr: 'Combien de tasses de thé buvez-vous par jour de travail ?',
    unit: 'cups',
    formulaTemplates: [
      {
        ...purchases,
        operationalCategory: 'CONSUMABLES',
        labelEn: 'Tea at work',
        labelFr: 'Thé au travail',
        eval: `s.teaCupsPerDay * 218 * 0.25 * ef["${factor.brewedTea}"]`,
        explanationEn: 'Cups a day over 218 working days, 0.25 kg of brewed tea a cup, times ADEME’s footprint of a kilogram of brewed tea.',
        explanationFr: 'Les tasses par jour sur 218 jours travaillés, 0,25 kg de thé infusé par tasse, multipliés par l’empreinte d’un kilogramme de thé infusé selon l’ADEME.',
      },
    ],
  },
  {
    name: 'lunchPlace',
    type: 'SELECT',
    labelEn: 'Where do you usually have lunch on a working day?',
    labelFr: 'Où déjeunez-vous habituellement un jour de travail ?',
    radio: true,
    options: [
      { id: 'canteen', labelEn: 'Company canteen', labelFr: 'Restaurant d’entreprise' },
      { id: 'restaurant', labelEn: 'Restaurant or take-away', labelFr: 'Restaurant ou vente à emporter' },
      { id: 'packed', labelEn: 'A packed lunch', labelFr: 'Un repas apporté' },
      { id: 'home', labelEn: 'At home', labelFr: 'À la maison' },
    ],
  },
  {
    name: 'commuteAlternatives',
    type: 'MULTI_SELECT',
    labelEn: 'What would help you commute with less carbon?',
    labelFr: 'Qu’est-ce qui vous aiderait à venir au travail en émettant moins ?',
    options: [
      { id: 'bikeParking', labelEn: 'Safe bike parking and showers', labelFr: 'Un parking à vélos sûr et des douches' },
      { id: 'transitPass', labelEn: 'A larger share of my transit pass', labelFr: 'Une plus grande prise en charge de mon abonnement' },
      { id: 'carpool', labelEn: 'A carpooling scheme', labelFr: 'Un dispositif de covoiturage' },
      { id: 'remote', labelEn: 'More days of remote work', labelFr: 'Davantage de jours de télétravail' },
    ],
  },
  {
    name: 'comments',
    type: 'TEXT',
    labelEn: 'Anything else you would like to tell us?',
    labelFr: 'Autre chose à nous dire ?',
  },
  // The supplier survey's questions.
  {
    name: 'products',
    type: 'PRODUCTS_TABLE',
    labelEn: 'The carbon footprint of the products you sell us',
    labelFr: 'L’empreinte carbone des produits que vous nous vendez',
    subtitleEn: 'One line per product, with its footprint per unit and the year it was measured.',
    subtitleFr: 'Une ligne par produit, avec son empreinte par unité et l’année de la mesure.',
  },
  {
    name: 'companyCarbonIntensity',
    type: 'COMPANY_CARBON_INTENSITY',
    labelEn: 'Your company’s carbon intensity',
    labelFr: 'L’intensité carbone de votre entreprise',
    subtitleEn: 'Your emissions per million of turnover, from your latest footprint.',
    subtitleFr: 'Vos émissions par million de chiffre d’affaires, d’après votre dernier bilan.',
  },
  {
    name: 'averageProductCarbonIntensity',
    type: 'AVERAGE_PRODUCT_CARBON_INTENSITY',
    labelEn: 'The average carbon footprint of your products',
    labelFr: 'L’empreinte carbone moyenne de vos produits',
  },
  {
    name: 'supplierCarbonReport',
    type: 'FILES',
    labelEn: 'Your latest carbon footprint report',
    labelFr: 'Votre dernier bilan carbone',
    subtitleEn: 'PDF or spreadsheet, 40 MB at most.',
    subtitleFr: 'PDF ou tableur, 40 Mo au plus.',
  },
];

export const demoSurveyTemplates: (Omit<SurveyTemplateInput, 'questionTemplateUuids'> & { questions: string[] })[] = [
  {
    name: 'Employee commuting and travel',
    labelEn: 'Your commute and business travel',
    labelFr: 'Vos trajets domicile-travail et vos déplacements professionnels',
    type: 'EMPLOYEE',
    intro: {
      en: 'This five-minute survey measures the carbon footprint of how we get to work and travel for work. Answers are anonymous and only used in aggregate.',
      fr: 'Cette enquête de cinq minutes mesure l’empreinte carbone de nos trajets domicile-travail et de nos déplacements professionnels. Les réponses sont anonymes et exploitées uniquement de façon agrégée.',
    },
    footer: {
      en: 'Thank you! At the end you will see an estimate of your own footprint for these activities.',
      fr: 'Merci ! À la fin, vous verrez une estimation de votre propre empreinte pour ces activités.',
    },
    mail: {
      en: 'Hello,\n\nWe are measuring our carbon footprint this year. Could you spare five minutes to tell us how you commute and travel for work? The survey is anonymous.\n\nThank you!',
      fr: 'Bonjour,\n\nNous mesurons cette année notre empreinte carbone. Pourriez-vous prendre cinq minutes pour nous dire comment vous venez au travail et vous déplacez pour le travail ? L’enquête est anonyme.\n\nMerci !',
    },
    affiliationLabel: { en: 'Which site do you work at?', fr: 'Sur quel site travaillez-vous ?' },
    affiliationSubtitle: { en: 'The one you go to most often.', fr: 'Celui où vous allez le plus souvent.' },
    questions: [
      'workedDaysPerWeek',
      'daysInOffice',
      'remoteDaysPerWeek',
      'commuteRoundTrips',
      'commute',
      'remoteCountry',
      'businessFlights',
      'trainHoursPerYear',
      'hotelNightsPerYear',
      'businessCarKmPerYear',
      'workdayLunches',
      'lunchPlace',
      'coffeeCupsPerDay',
      'teaCupsPerDay',
      'professionalSmartphone',
      'computerScreens',
      'commuteAlternatives',
      'comments',
    ],
  },
  {
    name: 'Supplier',
    labelEn: 'Supplier carbon data',
    labelFr: 'Données carbone fournisseur',
    type: 'SUPPLIER',
    intro: {
      en: 'We are measuring the footprint of what we buy. Please share what you know of your own; estimates are welcome.',
      fr: 'Nous mesurons l’empreinte de nos achats. Merci de nous transmettre ce que vous savez de la vôtre ; les estimations sont bienvenues.',
    },
    mail: {
      en: 'Hello,\n\nAs part of our carbon footprint, we would be grateful for your company’s carbon data. The form takes a few minutes.\n\nBest regards',
      fr: 'Bonjour,\n\nDans le cadre de notre bilan carbone, nous vous serions reconnaissants de nous transmettre les données carbone de votre entreprise. Le formulaire prend quelques minutes.\n\nBien cordialement',
    },
    questions: ['companyCarbonIntensity', 'averageProductCarbonIntensity', 'products', 'supplierCarbonReport', 'comments'],
  },
];

export const surveyQuestionTemplateUuidOf = (name: string) => demoUuid(`survey-question-template:${name}`);
export const surveyFormulaTemplateUuidOf = (question: string, index: number) => demoUuid(`survey-formula-template:${question}:${index}`);
export const surveyTemplateUuidOf = (name: string) => demoUuid(`survey-template:${name}`);

/**
 * Writes each demo question template and survey template missing, each with its name's claim (and
 * a survey template with its usage items) in one transaction. The API draws new ids, so the writes
 * are spelled out here with the stable ones.
 */
export async function seedSurveyTemplates(actor: Actor): Promise<void> {
  for (const demo of demoSurveyQuestionTemplates) {
    const parsed = SurveyQuestionTemplateInput.parse(demo);
    const uuid = surveyQuestionTemplateUuidOf(parsed.name);
    if (await surveyQuestionTemplates.get({ uuid }, { consistent: true })) continue;
    if (await surveyQuestionTemplateNames.isTaken(parsed.name, uuid)) continue;
    const record = { ...parsed, uuid, formulaTemplates: parsed.formulaTemplates.map((formula, index) => ({ ...formula, uuid: surveyFormulaTemplateUuidOf(parsed.name, index) })) };
    await surveyQuestionTemplateNames.write([surveyQuestionTemplateNames.claim(record.name, uuid, actor), surveyQuestionTemplates.ops.create(record, actor)], record.name, uuid);
  }
  for (const { questions, ...demo } of demoSurveyTemplates) {
    const uuid = surveyTemplateUuidOf(demo.name);
    // Only the questions still there: an analyst may have deleted or renamed one of the demo's.
    const wanted = questions.map(surveyQuestionTemplateUuidOf);
    const present = await surveyQuestionTemplates.batchGet(wanted.map((questionUuid) => ({ uuid: questionUuid })), { consistent: true });
    const parsed = SurveyTemplateInput.parse({ ...demo, questionTemplateUuids: wanted.filter((_, index) => present[index] !== null) });
    if (await surveyTemplates.get({ uuid }, { consistent: true })) continue;
    if (await surveyTemplateNames.isTaken(parsed.name, uuid)) continue;
    const usages = parsed.questionTemplateUuids.map((surveyQuestionTemplateUuid) => surveyQuestionTemplateUsages.ops.put({ surveyQuestionTemplateUuid, surveyTemplateUuid: uuid }, actor));
    await surveyTemplateNames.write([surveyTemplateNames.claim(parsed.name, uuid, actor), surveyTemplates.ops.create({ ...parsed, uuid }, actor), ...usages], parsed.name, uuid);
  }
}
