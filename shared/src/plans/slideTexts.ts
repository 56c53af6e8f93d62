import { formatMessage, type MessageText } from '../messageFormat.ts';

/*
 * The words of a plan's slides (`slides.ts`), in the plan languages. One catalogue for the
 * viewer and the PDF, so both say exactly the same: the slides are a document in the plan's
 * language, whoever looks at them (docs/architecture.md, "Decarbonization plan slides").
 */

const en = {
  'slides.cover.kind': 'Decarbonization plan',
  'slides.cover.years': 'Baseline {from} · Target {to}',
  'slides.cover.noYears': 'Baseline and target years not set yet',
  'slides.cover.title': 'Cover',
  'slides.baseline.title': 'Baseline emissions {year}',
  'slides.baseline.titleNoYear': 'Baseline emissions',
  'slides.baseline.total': 'Total: {value}',
  'slides.baseline.none': 'The baseline emissions are not entered yet.',
  'slides.actions.title': 'Selected actions',
  'slides.actions.titlePaged': 'Selected actions ({page}/{pages})',
  'slides.actions.none': 'No decarbonization action selected yet',
  'slides.actions.id': '#{id}',
  'slides.actions.impact': 'Carbon impact: {value} a year',
  'slides.actions.impactHidden': 'Carbon impact not shown yet',
  'slides.actions.qualitative': 'Qualitative action',
  'slides.actions.costScore': 'Cost: {value}',
  'slides.actions.feasibility': 'Feasibility: {value}/10',
  'slides.actions.opportunity': 'Opportunity: {value}',
  'slides.actions.risk': 'Risk: {value}',
  'slides.actions.capex': 'CAPEX: {value}',
  'slides.actions.opex': 'OPEX a year: {value}',
  'slides.actions.savings': 'Savings a year: {value}',
  'slides.actions.noCosts': 'No cost entered',
  'slides.actions.noValue': '–',
  'slides.waterfall.title': 'Absolute decarbonization projection',
  'slides.waterfall.baseline': 'Baseline {year}',
  'slides.waterfall.target': 'Target {year}',
  'slides.trajectory.title': 'Projection per year',
  'slides.trajectory.sbt': 'SBT {scope} · {pathway}',
  'slides.projection.noYears': 'Set the baseline and target years to see the projection.',
  'slides.matrix.title': 'Feasibility and impact',
  'slides.matrix.feasibility': 'Feasibility (0-10)',
  'slides.matrix.impact': 'Avoided emissions (tCO2e a year, logarithmic)',
  'slides.matrix.QUICK_WINS': 'Quick wins',
  'slides.matrix.STRATEGIC_PROJECTS': 'Strategic projects',
  'slides.matrix.FILL_INS': 'Fill-ins',
  'slides.matrix.SECOND_PRIORITY': 'Second priority',
  'slides.matrix.costSize': 'Circle size: cost (low, medium, high)',
  'slides.matrix.none': 'No selected action can be placed yet: each needs a feasibility, a cost score and a carbon impact of more than 1 tCO2e avoided.',
  'slides.calendar.title': 'Implementation calendar',
  'slides.calendar.titlePaged': 'Implementation calendar ({page}/{pages})',
  'slides.calendar.none': 'Add implementation dates to see the calendar and the projections in time',
  'slides.footer.page': '{page} / {pages}',
} as const satisfies Record<string, MessageText>;

export type SlideTextKey = keyof typeof en;

const fr: Record<SlideTextKey, MessageText> = {
  'slides.cover.kind': 'Plan de décarbonation',
  'slides.cover.years': 'Référence {from} · Cible {to}',
  'slides.cover.noYears': 'Années de référence et cible pas encore fixées',
  'slides.cover.title': 'Couverture',
  'slides.baseline.title': 'Émissions de référence {year}',
  'slides.baseline.titleNoYear': 'Émissions de référence',
  'slides.baseline.total': 'Total\u00a0: {value}',
  'slides.baseline.none': 'Les émissions de référence ne sont pas encore saisies.',
  'slides.actions.title': 'Actions retenues',
  'slides.actions.titlePaged': 'Actions retenues ({page}/{pages})',
  'slides.actions.none': 'Aucune action de décarbonation retenue pour l’instant',
  'slides.actions.id': 'n°\u00a0{id}',
  'slides.actions.impact': 'Impact carbone\u00a0: {value} par an',
  'slides.actions.impactHidden': 'Impact carbone pas encore affiché',
  'slides.actions.qualitative': 'Action qualitative',
  'slides.actions.costScore': 'Coût\u00a0: {value}',
  'slides.actions.feasibility': 'Faisabilité\u00a0: {value}/10',
  'slides.actions.opportunity': 'Opportunité\u00a0: {value}',
  'slides.actions.risk': 'Risque\u00a0: {value}',
  'slides.actions.capex': 'CAPEX\u00a0: {value}',
  'slides.actions.opex': 'OPEX par an\u00a0: {value}',
  'slides.actions.savings': 'Économies par an\u00a0: {value}',
  'slides.actions.noCosts': 'Aucun coût saisi',
  'slides.actions.noValue': '–',
  'slides.waterfall.title': 'Projection de décarbonation absolue',
  'slides.waterfall.baseline': 'Référence {year}',
  'slides.waterfall.target': 'Cible {year}',
  'slides.trajectory.title': 'Projection par année',
  'slides.trajectory.sbt': 'SBT {scope} · {pathway}',
  'slides.projection.noYears': 'Fixez les années de référence et cible pour voir la projection.',
  'slides.matrix.title': 'Faisabilité et impact',
  'slides.matrix.feasibility': 'Faisabilité (0-10)',
  'slides.matrix.impact': 'Émissions évitées (tCO2e par an, logarithmique)',
  'slides.matrix.QUICK_WINS': 'Gains rapides',
  'slides.matrix.STRATEGIC_PROJECTS': 'Projets stratégiques',
  'slides.matrix.FILL_INS': 'Compléments',
  'slides.matrix.SECOND_PRIORITY': 'Seconde priorité',
  'slides.matrix.costSize': 'Taille du cercle\u00a0: coût (faible, moyen, élevé)',
  'slides.matrix.none':
    'Aucune action retenue ne peut encore être placée\u00a0: il faut à chacune une faisabilité, un score de coût et un impact carbone de plus de 1 tCO2e évitée.',
  'slides.calendar.title': 'Calendrier de mise en œuvre',
  'slides.calendar.titlePaged': 'Calendrier de mise en œuvre ({page}/{pages})',
  'slides.calendar.none': 'Ajoutez des dates de mise en œuvre pour voir le calendrier et les projections dans le temps',
  'slides.footer.page': '{page} / {pages}',
};

export const slideTexts: Readonly<Record<'en' | 'fr', Readonly<Record<SlideTextKey, MessageText>>>> = { en, fr };

/** A text of a slide: a catalogue key with its parameters (already formatted in the slide's language), or text of the plan itself (names). */
export type SlideText = { key: SlideTextKey; params?: Readonly<Record<string, string>> } | { literal: string };

/** What a slide text says in `language`. */
export function slideTextOf(text: SlideText, language: 'en' | 'fr'): string {
  if ('literal' in text) return text.literal;
  return formatMessage(slideTexts[language][text.key], text.params ?? {}, language);
}
