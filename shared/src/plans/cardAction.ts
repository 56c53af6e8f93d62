import type { Scope } from '../labels/enums.ts';
import { foldText } from '../text/fold.ts';
import type { StoredActionCard } from './actionCards.ts';
import { planLimits, type ActionFields, type Plan } from './model.ts';

/*
 * An action made from an action card (spec 2 "/action-cards", section 3 "Action"): what of the
 * card the plan's new action starts from. Pure: the server adds the evaluation of the formulas
 * against the catalogue of the plan's baseline year, as every formula change does.
 *
 * Decisions the spec leaves open (docs/architecture.md, "Decarbonization plans"):
 * - Texts are taken in the plan's language: the French name and category of the card for a
 *   French plan when it has them, the English ones otherwise.
 * - The card's operational category is matched by name among the plan's categories (case and
 *   accents aside, against the card's English and French names); a category the plan lacks is
 *   added to the plan, so the action is filed where the card files it. A plan already holding
 *   its maximum of categories leaves the action without one.
 * - The scopes the action impacts are those of its formulas.
 */

type CardSource = Pick<
  StoredActionCard,
  'nameEn' | 'nameFr' | 'description' | 'baselineScenario' | 'operationalCategoryEn' | 'operationalCategoryFr' | 'type' | 'imageUuid' | 'parameters' | 'formulas'
>;
type PlanSource = Pick<Plan, 'language' | 'operationalCategories'>;

export interface CardAction {
  /** The action's fields, formulas not yet evaluated. */
  fields: Pick<
    ActionFields,
    'name' | 'actionDescription' | 'baselineScenario' | 'operationalCategoryUuid' | 'imageUuid' | 'type' | 'parameters' | 'formulas' | 'impactedScopes'
  >;
  /** The plan's operational categories when the card's had to be added; null when they stay as they are. */
  operationalCategories: Plan['operationalCategories'] | null;
}

const inPlanLanguage = (plan: PlanSource, en: string | null, fr: string | null) => (plan.language === 'fr' ? (fr ?? en) : en) ?? fr;

/** The action a card gives on a plan, under `name` or the card's own; `newUuid` names its formulas, parameters and any new category. */
export function actionFromCard(card: CardSource, plan: PlanSource, name: string | undefined, newUuid: () => string): CardAction {
  const names = [card.operationalCategoryEn, card.operationalCategoryFr].filter((text): text is string => text !== null).map(foldText);
  const matched = plan.operationalCategories.find((category) => names.includes(foldText(category.name)));
  const categoryName = inPlanLanguage(plan, card.operationalCategoryEn, card.operationalCategoryFr);
  const added = !matched && categoryName !== null && plan.operationalCategories.length < planLimits.operationalCategories ? { uuid: newUuid(), name: categoryName } : null;
  const scopes = [...new Set(card.formulas.map((formula) => formula.scope))] as Scope[];
  return {
    fields: {
      name: name ?? inPlanLanguage(plan, card.nameEn, card.nameFr) ?? card.nameEn,
      actionDescription: card.description,
      baselineScenario: card.baselineScenario,
      operationalCategoryUuid: matched?.uuid ?? added?.uuid ?? null,
      imageUuid: card.imageUuid,
      type: card.type,
      impactedScopes: scopes,
      parameters: card.parameters.map((parameter) => ({
        uuid: newUuid(),
        type: parameter.type,
        name: parameter.name,
        label: parameter.label,
        hint: parameter.hint,
        valueNumber: parameter.valueNumber,
        valueText: parameter.valueText,
        // An action's unit is a short text; a card's longer one keeps its start.
        unit: parameter.unit === null ? null : parameter.unit.slice(0, planLimits.shortText),
        comments: null,
      })),
      formulas: card.formulas.map((formula) => ({
        uuid: newUuid(),
        label: formula.label,
        scope: formula.scope,
        ghgCategory: formula.ghgCategory,
        expression: formula.expression,
        averageImpact: 0,
        carbonImpactStartYear: null,
        carbonImpactEndYear: null,
        noBaselineModification: false,
        comments: null,
        displayedEval: null,
        emissionFactors: [],
        hypotheses: [],
        evaluationError: null,
      })),
    },
    operationalCategories: added ? [...plan.operationalCategories, added] : null,
  };
}
