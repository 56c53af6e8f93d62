import type { Language } from '@cairn/shared/schemas';
import {
  resourceCatalogue,
  type ResourceCategory,
  type ResourceSlug,
} from '@cairn/web/resources-catalogue';

/**
 * The text of the five documents of the Resources page, in English and French, as structured
 * data that `npm run resources` turns into PDF. Titles, summaries, slugs and categories come
 * from the web catalogue (one list for the page and the files); the sections live here.
 *
 * French is written with ordinary spaces and straight apostrophes and typeset by
 * `frenchTypography` (no-break spaces before ; : ! ? », after «, in 10 000 and before %, €, °C
 * and units; ’ for '). Keep to the characters of the standard PDF fonts (WinAnsi): no
 * narrow no-break space, no minus sign (use –), no subscript digits (CO2e).
 */

/** A bullet: plain text, or a bold lead-in followed by text. */
export type Bullet = string | { readonly term: string; readonly text: string };

export type Block =
  | { readonly kind: 'paragraph'; readonly text: string }
  /** A highlighted line: a formula or a key rule. */
  | { readonly kind: 'note'; readonly text: string }
  | { readonly kind: 'bullets'; readonly items: readonly Bullet[] }
  | { readonly kind: 'numbered'; readonly start: number; readonly items: readonly string[] };

export interface Section {
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export interface DocumentText {
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly Section[];
}

export interface ResourceDocument {
  readonly slug: ResourceSlug;
  readonly category: ResourceCategory;
  readonly text: Readonly<Record<Language, DocumentText>>;
}

const p = (text: string): Block => ({ kind: 'paragraph', text });
const note = (text: string): Block => ({ kind: 'note', text });
const ul = (...items: Bullet[]): Block => ({ kind: 'bullets', items });
const ol = (start: number, ...items: string[]): Block => ({ kind: 'numbered', start, items });
const t = (term: string, text: string): Bullet => ({ term, text });
const section = (heading: string, ...blocks: Block[]): Section => ({ heading, blocks });

/** Straight apostrophes become typographic ones, in both languages. */
function apostrophes(text: string): string {
  return text.replace(/'/g, '\u2019');
}

/** English: typographic apostrophes and “double quotes”. */
export function englishTypography(text: string): string {
  return apostrophes(text).replace(/"([^"]*)"/g, '\u201c$1\u201d');
}

const units = ['%', 'M€', '€', '°C', 'tCO2e', 'kgCO2e', 'kWh', 'MWh', 'km', 'kg'];

/** French spacing rules, with U+00A0 (the standard fonts have no narrow no-break space). */
export function frenchTypography(text: string): string {
  return apostrophes(text)
    .replace(/ ([;:!?»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0')
    .replace(new RegExp(`(\\d) (?=(?:${units.join('|')})(?![A-Za-z]))`, 'g'), '$1\u00a0');
}

function typeset(sections: readonly Section[], typography: (text: string) => string): Section[] {
  const bullet = (item: Bullet): Bullet =>
    typeof item === 'string' ? typography(item) : { term: typography(item.term), text: typography(item.text) };
  const block = (b: Block): Block => {
    switch (b.kind) {
      case 'paragraph':
      case 'note':
        return { ...b, text: typography(b.text) };
      case 'bullets':
        return { ...b, items: b.items.map(bullet) };
      case 'numbered':
        return { ...b, items: b.items.map(typography) };
    }
  };
  return sections.map((s) => ({ heading: typography(s.heading), blocks: s.blocks.map(block) }));
}

type Sections = Readonly<Record<Language, readonly Section[]>>;

/* ------------------------------------------------------------------------------------------ */
/* METHODOLOGY: measuring a carbon footprint                                                  */
/* ------------------------------------------------------------------------------------------ */

const measuring: Sections = {
  en: [
    section(
      'What a carbon footprint measures',
      p(
        "A carbon footprint, or greenhouse gas (GHG) inventory, adds up the greenhouse gases released over one year by an organisation's own operations and by its value chain, upstream and downstream. Results are expressed in tonnes of CO2 equivalent (tCO2e): each gas is weighted by its global warming potential over 100 years (GWP100), as published by the IPCC.",
      ),
      p(
        'The seven gases of the Kyoto Protocol are covered: carbon dioxide (CO2), methane (CH4), nitrous oxide (N2O), hydrofluorocarbons (HFCs), perfluorocarbons (PFCs), sulphur hexafluoride (SF6) and nitrogen trifluoride (NF3). Over 100 years, one tonne of methane warms about as much as 27 to 30 tonnes of CO2, depending on the IPCC report used and on whether the methane is of fossil origin; one tonne of nitrous oxide, about 265 to 273 tonnes.',
      ),
      p(
        'Two frameworks structure our work. The GHG Protocol Corporate Standard is the international reference, also used by CDP, the Science Based Targets initiative (SBTi) and the European Sustainability Reporting Standards (ESRS E1). The BEGES method is the French regulatory framework. Both rest on the same data: only the way results are grouped differs, and a Cairn report can be read either way.',
      ),
    ),
    section(
      'Setting the boundaries',
      p('Three choices are agreed before any data is collected.'),
      ul(
        t(
          'Organisational boundary:',
          'which entities and sites are included. Under the operational control approach, the most common, you report 100% of the emissions of the entities you operate; under financial control, those of the entities you control financially; under the equity share approach, your share of each entity\'s emissions. The approach is stated in the report and kept from one year to the next.',
        ),
        t('Operational boundary:', 'which emission sources are counted, sorted into scopes and categories (see below).'),
        t('Reporting period:', 'usually the calendar or financial year, the same for every piece of data.'),
      ),
      p(
        'The GHG Protocol asks for relevance, completeness, consistency, transparency and accuracy. In practice completeness comes first: a careful estimate of a large source is worth more than a precise figure for a small one, and every excluded source must be justified.',
      ),
    ),
    section(
      'The three scopes',
      ul(
        t(
          'Scope 1, direct emissions:',
          'fuel burnt on your sites (boilers, furnaces, generators) and in the vehicles you own or control, industrial process emissions, and leaks of refrigerants from air-conditioning and refrigeration.',
        ),
        t(
          'Scope 2, indirect emissions from energy:',
          'the generation of the electricity, heat, steam and cooling you buy. Since the 2015 Scope 2 Guidance it is reported twice: location-based, with the average emission factor of the grid you draw from, and market-based, reflecting your contracts (guarantees of origin, power purchase agreements, supplier-specific factors).',
        ),
        t(
          'Scope 3, other indirect emissions:',
          'all the other emissions of the value chain, from the goods you buy to the use and end of life of what you sell. It is usually the largest part of a company\'s footprint, and the hardest to measure.',
        ),
      ),
    ),
    section(
      'The 15 scope 3 categories of the GHG Protocol',
      p(
        'The Corporate Value Chain (Scope 3) Standard divides the value chain into 15 categories. Each one is either reported or excluded with a stated reason. Upstream, categories 1 to 8:',
      ),
      ol(
        1,
        'Purchased goods and services',
        'Capital goods (buildings, machines, vehicles, IT equipment)',
        'Fuel- and energy-related activities not included in scopes 1 and 2 (extraction, refining and transport of fuels, grid losses)',
        'Upstream transportation and distribution',
        'Waste generated in operations',
        'Business travel',
        'Employee commuting',
        'Upstream leased assets',
      ),
      p('Downstream, categories 9 to 15:'),
      ol(
        9,
        'Downstream transportation and distribution',
        'Processing of sold products',
        'Use of sold products',
        'End-of-life treatment of sold products',
        'Downstream leased assets',
        'Franchises',
        'Investments (the financed emissions of banks, insurers and investors: see our document on PCAF)',
      ),
    ),
    section(
      'The French regulatory BEGES',
      p(
        'Article L. 229-25 of the French Environmental Code requires a regulatory greenhouse gas report, the BEGES (bilan des émissions de gaz à effet de serre), from companies with more than 500 employees (250 in the overseas regions), public bodies with more than 250 staff, the State, and local authorities of more than 50,000 inhabitants. Companies update it every four years, public bodies every three years, and publish it with a transition plan on the ADEME platform. Since 1 January 2023, significant indirect emissions must be included, which in practice means most of scope 3. Failing to comply can be fined up to €10,000, or €20,000 if repeated.',
      ),
      p(
        'Version 5 of the regulatory method (2022), aligned with the ISO 14064-1 standard, sorts emissions into 6 categories and 22 items:',
      ),
      ul(
        t(
          '1. Direct emissions:',
          '1.1 stationary combustion, 1.2 mobile combustion, 1.3 non-energy processes, 1.4 fugitive emissions, 1.5 biomass (soils and forests).',
        ),
        t('2. Indirect emissions from energy:', '2.1 electricity, 2.2 energy other than electricity (heat, steam, cooling).'),
        t(
          '3. Indirect emissions from transport:',
          '3.1 upstream freight, 3.2 downstream freight, 3.3 commuting, 3.4 visitor and customer travel, 3.5 business travel.',
        ),
        t(
          '4. Indirect emissions from purchased products:',
          '4.1 purchased goods, 4.2 capital goods, 4.3 waste, 4.4 upstream leased assets, 4.5 purchased services.',
        ),
        t(
          '5. Indirect emissions from sold products:',
          '5.1 use of sold products, 5.2 downstream leased assets, 5.3 end of life of sold products, 5.4 investments.',
        ),
        t('6. Other indirect emissions:', '6.1 other indirect emissions.'),
      ),
    ),
    section(
      'From one framework to the other',
      p(
        'Categories 1 and 2 of the BEGES match scopes 1 and 2; categories 3 to 6 cover scope 3, grouped differently. A few differences are worth knowing:',
      ),
      ul(
        'Upstream emissions of energy (GHG Protocol category 3) go to item 4.1, purchased goods.',
        'The BEGES gathers all transport in its category 3, whatever its place in the value chain, where the GHG Protocol spreads it over categories 4, 6, 7 and 9. Visitor and customer travel (item 3.4) has no category of its own in the GHG Protocol.',
        'Purchased goods and services, a single GHG Protocol category, are split between items 4.1 and 4.5.',
        'Franchises (category 14) fall under item 6.1.',
        'CO2 from burning biomass is reported separately from the totals in both frameworks.',
      ),
      p(
        'The BEGES only covers activities carried out in France; a GHG Protocol inventory covers the whole organisational boundary, abroad included.',
      ),
    ),
    section(
      'What your Cairn report shows',
      p(
        'Each emission in your report is an entry linked to a GHG Protocol category, a BEGES category and a scope, so results can be displayed by scope, by GHG Protocol category, by BEGES category or by our operational categories (energy, travel, purchases and so on). Each entry lists the emission factors and assumptions behind it. Ratios per employee and per million euros of turnover, and a data-quality score, help you compare years and peers; a comparison between two years states the organisational boundaries of each.',
      ),
    ),
  ],
  fr: [
    section(
      'Ce que mesure un bilan carbone',
      p(
        "Un bilan carbone, ou inventaire des émissions de gaz à effet de serre (GES), additionne les gaz à effet de serre émis en un an par les activités propres d'une organisation et par sa chaîne de valeur, en amont comme en aval. Il s'exprime en tonnes d'équivalent CO2 (tCO2e) : chaque gaz est pondéré par son pouvoir de réchauffement global à 100 ans (PRG), tel que publié par le GIEC.",
      ),
      p(
        "Les sept gaz du protocole de Kyoto sont couverts : dioxyde de carbone (CO2), méthane (CH4), protoxyde d'azote (N2O), hydrofluorocarbures (HFC), perfluorocarbures (PFC), hexafluorure de soufre (SF6) et trifluorure d'azote (NF3). Sur 100 ans, une tonne de méthane réchauffe autant que 27 à 30 tonnes de CO2, selon le rapport du GIEC retenu et selon que le méthane est d'origine fossile ou non ; une tonne de protoxyde d'azote, environ 265 à 273 tonnes.",
      ),
      p(
        "Deux référentiels encadrent nos travaux. Le GHG Protocol (Corporate Standard) est la référence internationale, reprise par le CDP, l'initiative Science Based Targets (SBTi) et les normes européennes d'information en matière de durabilité (ESRS E1). La méthode BEGES est le cadre réglementaire français. Tous deux s'appuient sur les mêmes données ; seul le regroupement des résultats change, et un rapport Cairn se lit dans l'un comme dans l'autre.",
      ),
    ),
    section(
      'Fixer les périmètres',
      p('Trois choix sont arrêtés avant toute collecte.'),
      ul(
        t(
          'Périmètre organisationnel :',
          "les entités et les sites retenus. Selon l'approche par le contrôle opérationnel, la plus courante, on comptabilise 100 % des émissions des entités que l'on exploite ; selon le contrôle financier, celles des entités que l'on contrôle financièrement ; selon l'approche par la part du capital, sa quote-part des émissions de chaque entité. L'approche retenue figure dans le rapport et reste la même d'une année sur l'autre.",
        ),
        t('Périmètre opérationnel :', "les sources d'émission comptabilisées, classées par scope et par catégorie (voir plus bas)."),
        t('Période de reporting :', "en général l'année civile ou l'exercice comptable, la même pour toutes les données."),
      ),
      p(
        "Le GHG Protocol pose cinq principes : pertinence, exhaustivité, cohérence, transparence et exactitude. En pratique, l'exhaustivité prime : une estimation soignée d'un poste important vaut mieux qu'un chiffre précis sur un poste marginal, et toute exclusion doit être justifiée.",
      ),
    ),
    section(
      'Les trois scopes',
      ul(
        t(
          'Scope 1, émissions directes :',
          'combustibles brûlés sur vos sites (chaudières, fours, groupes électrogènes) et dans les véhicules que vous possédez ou contrôlez, émissions des procédés industriels et fuites de fluides frigorigènes des climatisations et installations de froid.',
        ),
        t(
          "Scope 2, émissions indirectes liées à l'énergie :",
          "production de l'électricité, de la chaleur, de la vapeur et du froid que vous achetez. Depuis le guide Scope 2 de 2015, il est publié de deux façons : selon la localisation (location-based), avec le facteur moyen du réseau qui vous alimente, et selon le marché (market-based), en tenant compte de vos contrats (garanties d'origine, contrats d'achat direct d'électricité, facteurs propres au fournisseur).",
        ),
        t(
          'Scope 3, autres émissions indirectes :',
          "toutes les autres émissions de la chaîne de valeur, des biens achetés jusqu'à l'utilisation et à la fin de vie de ce que vous vendez. C'est en général la plus grande part du bilan d'une entreprise, et la plus difficile à mesurer.",
        ),
      ),
    ),
    section(
      'Les 15 catégories du scope 3 selon le GHG Protocol',
      p(
        'Le standard Scope 3 (Corporate Value Chain Standard) découpe la chaîne de valeur en 15 catégories. Chacune est soit comptabilisée, soit exclue avec une justification. En amont, catégories 1 à 8 :',
      ),
      ol(
        1,
        'Achats de biens et services',
        "Biens d'équipement (bâtiments, machines, véhicules, matériel informatique)",
        "Activités liées aux combustibles et à l'énergie non incluses dans les scopes 1 et 2 (extraction, raffinage et transport des combustibles, pertes en ligne)",
        'Transport et distribution amont',
        'Déchets générés par les activités',
        'Déplacements professionnels',
        'Déplacements domicile-travail',
        'Actifs loués en amont',
      ),
      p('En aval, catégories 9 à 15 :'),
      ol(
        9,
        'Transport et distribution aval',
        'Transformation des produits vendus',
        'Utilisation des produits vendus',
        'Fin de vie des produits vendus',
        'Actifs loués en aval',
        'Franchises',
        'Investissements (les émissions financées des banques, assureurs et investisseurs : voir notre document sur le PCAF)',
      ),
    ),
    section(
      'Le BEGES réglementaire',
      p(
        "L'article L. 229-25 du code de l'environnement impose un bilan des émissions de gaz à effet de serre (BEGES) aux entreprises de plus de 500 salariés (250 en outre-mer), aux personnes morales de droit public de plus de 250 agents, à l'État et aux collectivités de plus de 50 000 habitants. Le bilan est mis à jour tous les quatre ans pour les entreprises, tous les trois ans pour les acteurs publics, et publié avec un plan de transition sur la plateforme de l'ADEME. Depuis le 1er janvier 2023, les émissions indirectes significatives doivent y figurer, c'est-à-dire en pratique l'essentiel du scope 3. Le manquement est passible d'une amende pouvant atteindre 10 000 €, et 20 000 € en cas de récidive.",
      ),
      p(
        'La méthode réglementaire, dans sa version 5 (2022), alignée sur la norme ISO 14064-1, répartit les émissions en 6 catégories et 22 postes :',
      ),
      ul(
        t(
          '1. Émissions directes :',
          '1.1 sources fixes de combustion, 1.2 sources mobiles de combustion, 1.3 procédés hors énergie, 1.4 émissions fugitives, 1.5 biomasse (sols et forêts).',
        ),
        t(
          "2. Émissions indirectes associées à l'énergie :",
          "2.1 consommation d'électricité, 2.2 consommation d'énergie autre que l'électricité (chaleur, vapeur, froid).",
        ),
        t(
          '3. Émissions indirectes associées au transport :',
          '3.1 transport de marchandises amont, 3.2 transport de marchandises aval, 3.3 déplacements domicile-travail, 3.4 déplacements des visiteurs et des clients, 3.5 déplacements professionnels.',
        ),
        t(
          '4. Émissions indirectes associées aux produits achetés :',
          '4.1 achats de biens, 4.2 immobilisations de biens, 4.3 gestion des déchets, 4.4 actifs en leasing amont, 4.5 achats de services.',
        ),
        t(
          '5. Émissions indirectes associées aux produits vendus :',
          '5.1 utilisation des produits vendus, 5.2 actifs en leasing aval, 5.3 fin de vie des produits vendus, 5.4 investissements.',
        ),
        t('6. Autres émissions indirectes :', '6.1 autres émissions indirectes.'),
      ),
    ),
    section(
      "D'un référentiel à l'autre",
      p(
        'Les catégories 1 et 2 du BEGES correspondent aux scopes 1 et 2 ; les catégories 3 à 6 couvrent le scope 3, regroupé autrement. Quelques différences sont à connaître :',
      ),
      ul(
        "Les émissions amont de l'énergie (catégorie 3 du GHG Protocol) sont rattachées au poste 4.1, achats de biens.",
        'Le BEGES regroupe tous les transports dans sa catégorie 3, quelle que soit leur place dans la chaîne de valeur, là où le GHG Protocol les répartit entre les catégories 4, 6, 7 et 9. Les déplacements des visiteurs et des clients (poste 3.4) n\'ont pas de catégorie propre dans le GHG Protocol.',
        'Les achats de biens et services, une seule catégorie du GHG Protocol, se répartissent entre les postes 4.1 et 4.5.',
        'Les franchises (catégorie 14) relèvent du poste 6.1.',
        'Le CO2 issu de la combustion de biomasse est présenté à part, hors total, dans les deux référentiels.',
      ),
      p(
        "Le BEGES ne porte que sur les activités exercées en France ; un inventaire selon le GHG Protocol couvre tout le périmètre organisationnel, à l'étranger compris.",
      ),
    ),
    section(
      'Ce que montre votre rapport Cairn',
      p(
        "Chaque émission de votre rapport est une ligne rattachée à une catégorie du GHG Protocol, à une catégorie du BEGES et à un scope : les résultats s'affichent par scope, par catégorie du GHG Protocol, par catégorie du BEGES ou selon nos catégories opérationnelles (énergie, déplacements, achats, etc.). Chaque ligne indique les facteurs d'émission et les hypothèses qui la fondent. Des ratios par salarié et par million d'euros de chiffre d'affaires, ainsi qu'un score de qualité des données, facilitent la comparaison entre années et avec vos pairs ; la comparaison de deux années précise le périmètre organisationnel de chacune.",
      ),
    ),
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* METHODOLOGY: emission factors and data quality                                             */
/* ------------------------------------------------------------------------------------------ */

const factors: Sections = {
  en: [
    section(
      'Activity data × emission factor',
      p(
        'Nearly every line of a carbon footprint is the product of two numbers: a quantity of activity data, which measures what you did (kilowatt-hours consumed, litres of fuel, kilometres travelled, tonnes of steel bought, euros spent), and an emission factor, which converts that quantity into greenhouse gases (kgCO2e per kWh, per litre, per km, per tonne, per euro).',
      ),
      note('emissions (kgCO2e) = activity data (unit) × emission factor (kgCO2e per unit)'),
      p(
        "For example, 1,000 litres of diesel burnt by a company van, multiplied by a factor of roughly 3 kgCO2e per litre once the production of the fuel is included, give about 3 tCO2e. A few emissions are measured or computed directly instead: refrigerant leaks, for instance, are taken from the quantities recharged during maintenance, multiplied by the fluid's global warming potential.",
      ),
      p(
        'A factor always has a unit, a scope (combustion only, or including upstream production, "well-to-wheel" for fuels), a geography and a year. Choosing a factor is first of all matching these four to the activity data.',
      ),
    ),
    section(
      'Where the factors come from',
      ul(
        t(
          'ADEME Base Empreinte:',
          'the French public database, which includes the former Base Carbone. Free to use, it is the reference for French regulatory reports and covers energy, transport, materials, food, waste and monetary ratios, with an uncertainty for many factors.',
        ),
        t(
          'UK Government conversion factors ("DEFRA" factors, now published by DESNZ):',
          'updated every year for company reporting, free to reuse, and well suited to activities in the United Kingdom and to international travel.',
        ),
        t(
          'ecoinvent:',
          'a life-cycle inventory database covering thousands of industrial processes and materials. It is licensed: results computed with it can appear in your report, but its factors cannot be redistributed, which is why the value of some factors is not displayed.',
        ),
        t(
          'Other public sources:',
          'national electricity grid factors, the IPCC guidelines, the emission factor hub of the US Environmental Protection Agency, sector references.',
        ),
        t(
          'Supplier data:',
          'product carbon footprints, environmental product declarations (EPDs) or a supplier\'s own carbon intensity, provided the method and boundaries are documented.',
        ),
      ),
      p(
        'For each factor we keep its source, its version and the period it applies to, so that a report can be recalculated identically and factor changes from one year to the next remain visible.',
      ),
    ),
    section(
      'Physical and monetary factors',
      p(
        'Physical factors relate emissions to a physical quantity: kWh, litres, kilometres, tonne-kilometres, kilograms of material. Monetary factors (spend-based) relate them to the money spent: kgCO2e per euro excluding VAT, by type of purchase. They come from environmentally extended input-output models, which spread the emissions of each economic sector over its sales.',
      ),
      p(
        'Monetary factors make it possible to cover every purchase quickly, straight from the accounts, and are the usual starting point for services and capital goods. Their limits are real:',
      ),
      ul(
        'they reflect an average supplier of the sector, so choosing a lower-carbon supplier or product does not show;',
        'they follow prices: inflation, a discount or a price rise change the result while emissions do not, so factors must be adjusted for inflation between their reference year and yours;',
        'their uncertainty is high, often 50% or more.',
      ),
      p(
        'The GHG Protocol ranks methods from the most to the least specific: supplier-specific data, then average physical data, then spend-based data. We start from what you can provide and, year after year, replace monetary estimates with physical data on the heaviest items. In your report, entries computed with generic monetary factors are marked with an asterisk.',
      ),
    ),
    section(
      'The data-quality score',
      p(
        'Every factor and assumption we use carries a quality percentage: 100% for a factor applied to physical activity data, less for a monetary ratio. The data-quality score of a report is the average of these percentages weighted by emissions, shown on a gauge from 0 to 100%. A high score means that most of the tonnes rest on physical data; a low score points to the items where better data would change the result most.',
      ),
      p(
        'The score is not a measure of accuracy on its own: a physical figure can still be wrong if a meter was misread. It tells you how much of the result rests on measured quantities rather than on spending ratios, and it lets you follow progress from one footprint to the next. For the assets of a portfolio, the PCAF score plays the same role (see our document on PCAF).',
      ),
    ),
    section(
      'Uncertainty',
      p(
        'Every carbon footprint is an estimate. Uncertainty comes from the activity data (missing months, estimates, extrapolations), from the emission factors (an average applied to a particular case) and from the choice of method. Indicative orders of magnitude:',
      ),
      ul(
        'fuel and electricity from invoices, with well-established factors: around 5 to 10%;',
        'travel and freight computed from distances: often 10 to 30%;',
        'purchases computed with monetary ratios: 50% or more.',
      ),
      p(
        'The uncertainty of a total is lower than that of its most uncertain lines, because independent errors partly cancel out. This is why we focus on the heaviest items: improving the data of a category that weighs 40% of the total reduces the overall uncertainty far more than perfecting one that weighs 2%.',
      ),
      p(
        'Consistency matters as much as precision: to compare two years, use the same methods and sources, or restate the earlier year. A new version of the emission factors alone can move a result by several per cent.',
      ),
    ),
    section(
      'How you can improve quality',
      ul(
        'Give quantities rather than amounts wherever you can: kWh rather than the total of the energy bill, litres rather than fuel spend, tonnes of material rather than the value of purchases.',
        "Ask your main suppliers for carbon data on their products or company; Cairn's supplier engagement module is designed to collect it.",
        'Document estimates and assumptions in your answers, so that they can be reviewed and improved the following year.',
        'Keep the same perimeter and the same sources from one year to the next.',
      ),
    ),
  ],
  fr: [
    section(
      "Données d'activité × facteur d'émission",
      p(
        "Presque chaque ligne d'un bilan carbone est le produit de deux nombres : une donnée d'activité, qui mesure ce que vous avez fait (kilowattheures consommés, litres de carburant, kilomètres parcourus, tonnes d'acier achetées, euros dépensés), et un facteur d'émission, qui convertit cette quantité en gaz à effet de serre (kgCO2e par kWh, par litre, par km, par tonne, par euro).",
      ),
      note("émissions (kgCO2e) = donnée d'activité (unité) × facteur d'émission (kgCO2e par unité)"),
      p(
        "Par exemple, 1 000 litres de gazole consommés par une camionnette, multipliés par un facteur d'environ 3 kgCO2e par litre, production du carburant comprise, donnent environ 3 tCO2e. Quelques émissions sont mesurées ou calculées directement : les fuites de fluides frigorigènes, par exemple, se déduisent des quantités rechargées lors de la maintenance, multipliées par le PRG du fluide.",
      ),
      p(
        "Un facteur a toujours une unité, un périmètre (combustion seule, ou amont compris : « du puits à la roue » pour les carburants), une zone géographique et une année. Choisir un facteur, c'est d'abord faire correspondre ces quatre éléments à la donnée d'activité.",
      ),
    ),
    section(
      "D'où viennent les facteurs",
      ul(
        t(
          "Base Empreinte de l'ADEME :",
          "la base publique française, qui intègre l'ancienne Base Carbone. Gratuite, elle fait référence pour les bilans réglementaires et couvre l'énergie, les transports, les matériaux, l'alimentation, les déchets et des ratios monétaires, avec une incertitude pour de nombreux facteurs.",
        ),
        t(
          'Facteurs du gouvernement britannique (dits « DEFRA », publiés aujourd\'hui par le DESNZ) :',
          'mis à jour chaque année pour le reporting des entreprises, librement réutilisables, adaptés aux activités au Royaume-Uni et aux déplacements internationaux.',
        ),
        t(
          'ecoinvent :',
          "une base d'inventaires de cycle de vie couvrant des milliers de procédés et de matériaux. Elle est sous licence : les résultats calculés avec elle peuvent figurer dans votre rapport, mais ses facteurs ne peuvent pas être rediffusés ; c'est pourquoi la valeur de certains facteurs n'est pas affichée.",
        ),
        t(
          'Autres sources publiques :',
          "facteurs nationaux des réseaux électriques, lignes directrices du GIEC, base de facteurs de l'agence américaine de protection de l'environnement (EPA), référentiels sectoriels.",
        ),
        t(
          'Données des fournisseurs :',
          'empreintes carbone de produits, déclarations environnementales de produits (EPD, ou FDES dans le bâtiment) ou intensité carbone propre au fournisseur, dès lors que la méthode et le périmètre sont documentés.',
        ),
      ),
      p(
        "Pour chaque facteur, nous conservons la source, la version et la période de validité : un rapport peut ainsi être recalculé à l'identique, et les changements de facteurs d'une année sur l'autre restent visibles.",
      ),
    ),
    section(
      'Facteurs physiques et facteurs monétaires',
      p(
        "Les facteurs physiques rapportent les émissions à une quantité physique : kWh, litres, kilomètres, tonnes-kilomètres, kilogrammes de matière. Les facteurs monétaires (ou ratios monétaires) les rapportent à la dépense : kgCO2e par euro hors taxes, par type d'achat. Ils sont issus de modèles entrées-sorties étendus à l'environnement, qui répartissent les émissions de chaque secteur économique sur ses ventes.",
      ),
      p(
        'Les ratios monétaires permettent de couvrir rapidement tous les achats, directement à partir de la comptabilité ; ils sont le point de départ habituel pour les services et les immobilisations. Leurs limites sont réelles :',
      ),
      ul(
        'ils reflètent un fournisseur moyen du secteur : choisir un fournisseur ou un produit moins carboné ne se voit pas ;',
        "ils suivent les prix : l'inflation, une remise ou une hausse de tarif modifient le résultat sans que les émissions changent ; il faut donc corriger l'inflation entre l'année du facteur et la vôtre ;",
        'leur incertitude est élevée, souvent 50 % ou plus.',
      ),
      p(
        "Le GHG Protocol classe les méthodes de la plus spécifique à la moins spécifique : données propres au fournisseur, puis données physiques moyennes, puis données monétaires. Nous partons de ce que vous pouvez fournir et remplaçons, d'une année sur l'autre, les estimations monétaires par des données physiques sur les postes les plus lourds. Dans votre rapport, les lignes calculées avec des ratios monétaires génériques sont signalées par un astérisque.",
      ),
    ),
    section(
      'Le score de qualité des données',
      p(
        "Chaque facteur et chaque hypothèse que nous utilisons porte un pourcentage de qualité : 100 % pour un facteur appliqué à une donnée d'activité physique, moins pour un ratio monétaire. Le score de qualité d'un rapport est la moyenne de ces pourcentages pondérée par les émissions, affichée sur une jauge de 0 à 100 %. Un score élevé signifie que l'essentiel des tonnes repose sur des données physiques ; un score faible désigne les postes où de meilleures données changeraient le plus le résultat.",
      ),
      p(
        "Ce score ne mesure pas à lui seul l'exactitude : une donnée physique peut être fausse si un compteur a été mal relevé. Il indique quelle part du résultat repose sur des quantités mesurées plutôt que sur des ratios de dépense, et permet de suivre les progrès d'un bilan à l'autre. Pour les actifs d'un portefeuille, le score PCAF joue le même rôle (voir notre document sur le PCAF).",
      ),
    ),
    section(
      "L'incertitude",
      p(
        "Tout bilan carbone est une estimation. L'incertitude vient des données d'activité (mois manquants, estimations, extrapolations), des facteurs d'émission (une moyenne appliquée à un cas particulier) et des choix de méthode. Quelques ordres de grandeur indicatifs :",
      ),
      ul(
        "combustibles et électricité issus des factures, avec des facteurs bien établis : de l'ordre de 5 à 10 % ;",
        'déplacements et fret calculés à partir des distances : souvent 10 à 30 % ;',
        'achats calculés avec des ratios monétaires : 50 % ou plus.',
      ),
      p(
        "L'incertitude d'un total est plus faible que celle de ses lignes les plus incertaines, car des erreurs indépendantes se compensent en partie. C'est pourquoi nous concentrons les efforts sur les postes les plus lourds : améliorer les données d'une catégorie qui pèse 40 % du total réduit bien plus l'incertitude globale que peaufiner une catégorie qui en pèse 2 %.",
      ),
      p(
        "La cohérence compte autant que la précision : pour comparer deux années, il faut les mêmes méthodes et les mêmes sources, ou recalculer l'année antérieure. Une nouvelle version des facteurs d'émission suffit à déplacer un résultat de plusieurs pour cent.",
      ),
    ),
    section(
      'Comment améliorer la qualité',
      ul(
        "Donnez des quantités plutôt que des montants chaque fois que possible : des kWh plutôt que le total de la facture d'énergie, des litres plutôt que la dépense de carburant, des tonnes de matière plutôt que la valeur des achats.",
        "Demandez à vos principaux fournisseurs des données carbone sur leurs produits ou leur entreprise ; le module d'engagement des fournisseurs de Cairn est conçu pour les collecter.",
        "Documentez estimations et hypothèses dans vos réponses, pour qu'elles puissent être revues et améliorées l'année suivante.",
        "Gardez le même périmètre et les mêmes sources d'une année sur l'autre.",
      ),
    ),
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* METHODOLOGY: financed emissions with PCAF                                                  */
/* ------------------------------------------------------------------------------------------ */

const pcaf: Sections = {
  en: [
    section(
      'Why financed emissions',
      p(
        'For a bank, an insurer or an investor, most of the climate impact lies not in offices or business travel but in the companies and projects it finances. These financed emissions are category 15 (investments) of scope 3 in the GHG Protocol. To measure them, the Partnership for Carbon Accounting Financials (PCAF) has published the Global GHG Accounting and Reporting Standard for the Financial Industry, reviewed by the GHG Protocol for this category and now the common reference.',
      ),
    ),
    section(
      'The principle: attribution',
      p("A financial institution accounts for a share of each counterparty's emissions, in proportion to its financing:"),
      note('financed emissions = attribution factor × emissions of the company or project'),
      p('The attribution factor divides the outstanding amount (what you hold or have lent) by the value of the counterparty:'),
      ul(
        t(
          'Listed companies:',
          'outstanding amount ÷ EVIC. EVIC, the enterprise value including cash, adds up the market capitalisation of ordinary and preferred shares, the book value of total debt and minority interests, with no deduction of cash.',
        ),
        t('Private companies:', 'outstanding amount ÷ (total equity + debt) from the balance sheet.'),
        t('Project finance:', 'outstanding amount ÷ (total equity + debt) of the project.'),
        t('Commercial real estate and mortgages:', 'outstanding amount ÷ value of the property at origination.'),
        t('Sovereign debt:', 'outstanding amount ÷ GDP adjusted for purchasing power parity.'),
      ),
      p(
        'Example: a fund holds €5 million of shares in a listed company whose EVIC is €500 million and whose scope 1 and 2 emissions are 20,000 tCO2e. The attribution factor is 1%, and the fund\'s financed emissions are 200 tCO2e.',
      ),
      p(
        "The counterparty's emissions cover its scopes 1 and 2, and its scope 3 where available. PCAF has phased scope 3 in sector by sector, and financed scope 3 emissions are reported separately, because the scope 3 emissions of different companies overlap.",
      ),
    ),
    section(
      'The asset classes',
      p('The 2022 edition of the standard (Part A, financed emissions) covers seven asset classes:'),
      ul(
        'listed equity and corporate bonds;',
        'business loans and unlisted equity;',
        'project finance;',
        'commercial real estate;',
        'mortgages;',
        'motor vehicle loans;',
        'sovereign debt.',
      ),
      p(
        'Each class has its own attribution rule and data options. PCAF keeps extending the standard to other products; we apply the edition in force for your reporting year.',
      ),
    ),
    section(
      'Data-quality scores 1 to 5',
      p(
        'Each counterparty receives a PCAF data-quality score, from 1 (best) to 5 (least precise), according to the data behind its emissions. For listed equity, bonds, business loans and unlisted equity:',
      ),
      ul(
        t('Score 1:', 'emissions reported by the company and verified by a third party (option 1a).'),
        t('Score 2:', "reported emissions that are not verified (1b), or emissions computed from the company's actual energy consumption (2a)."),
        t(
          'Score 3:',
          'emissions estimated from its physical production, such as tonnes of steel or megawatt-hours generated, with factors per unit produced (2b).',
        ),
        t('Score 4:', "emissions estimated from the company's revenue, with sector averages per euro of revenue (3a)."),
        t(
          'Score 5:',
          'emissions estimated from its assets, with sector averages per euro of assets (3b), or from a revenue derived from its assets through a sector asset turnover ratio (3c).',
        ),
      ),
      p(
        'The portfolio score is the average of the counterparties\' scores weighted by outstanding amounts. The aim is to improve it over time: encouraging the largest emitters to measure and verify their footprint is usually the most effective step.',
      ),
    ),
    section(
      'Portfolio indicators',
      ul(
        t(
          'Financed emissions (tCO2e):',
          'the sum over counterparties of attribution factor × emissions; an absolute figure, the basis for targets and trajectories.',
        ),
        t(
          'Investment carbon intensity (tCO2e per € million invested):',
          'financed emissions divided by the amount invested; it makes portfolios of different sizes comparable.',
        ),
        t(
          'Weighted average carbon intensity, WACI (tCO2e per € million of revenue):',
          "the average of each counterparty's emissions per million euros of revenue, weighted by its share of the portfolio. It measures exposure to carbon-intensive companies and does not depend on EVIC.",
        ),
      ),
      p(
        'These indicators leave out counterparties without emissions data or, for intensities, without revenue; the share of the portfolio covered is always stated alongside them.',
      ),
    ),
    section(
      'SFDR principal adverse impacts in brief',
      p(
        'Under the Sustainable Finance Disclosure Regulation (SFDR), financial market participants that consider the principal adverse impacts (PAI) of their investments publish an annual statement. Its first three mandatory indicators (Delegated Regulation (EU) 2022/1288, Annex I, Table 1) rest on the same data:',
      ),
      ul(
        t(
          'PAI 1, GHG emissions:',
          "financed scope 1, 2 and 3 emissions and their total, each investee's emissions being attributed by the value of the investment divided by the investee's EVIC.",
        ),
        t(
          'PAI 2, carbon footprint:',
          'those financed emissions divided by the current value of all investments, in tCO2e per € million invested.',
        ),
        t(
          'PAI 3, GHG intensity of investee companies:',
          "the weighted average of investees' emissions per million euros of revenue: a WACI including scope 3.",
        ),
      ),
      p(
        'The other climate indicators cover exposure to the fossil fuel sector (PAI 4), the share of non-renewable energy consumed and produced (PAI 5) and energy consumption intensity per high-impact climate sector (PAI 6). The statement is published by 30 June for the previous calendar year, each value being the average of the four quarter-end values. These rules are being reviewed at European level: we apply the texts in force at your reporting date.',
      ),
    ),
    section(
      'In Cairn',
      p(
        'The portfolio emissions module gathers, for each counterparty, its emissions (from a footprint made in Cairn, a published report or an estimate), its financial data and your outstanding amount. It computes financed emissions, investment carbon intensity, WACI and the PCAF score by fund and by sector, and shows the score and source of every asset, so that you can see where better data would help most.',
      ),
    ),
  ],
  fr: [
    section(
      'Pourquoi les émissions financées',
      p(
        "Pour une banque, un assureur ou un investisseur, l'essentiel de l'impact climatique ne se trouve ni dans les bureaux ni dans les déplacements, mais dans les entreprises et les projets financés. Ces émissions financées correspondent à la catégorie 15 (investissements) du scope 3 du GHG Protocol. Pour les mesurer, le Partnership for Carbon Accounting Financials (PCAF) a publié un standard mondial de comptabilité carbone pour le secteur financier, revu par le GHG Protocol pour cette catégorie et devenu la référence commune.",
      ),
    ),
    section(
      "Le principe : l'attribution",
      p("Une institution financière comptabilise une part des émissions de chaque contrepartie, proportionnelle à son financement :"),
      note("émissions financées = facteur d'attribution × émissions de l'entreprise ou du projet"),
      p("Le facteur d'attribution rapporte l'encours (ce que vous détenez ou avez prêté) à la valeur de la contrepartie :"),
      ul(
        t(
          'Entreprises cotées :',
          "encours ÷ EVIC. L'EVIC, valeur d'entreprise trésorerie incluse, additionne la capitalisation boursière des actions ordinaires et privilégiées, la valeur comptable de la dette totale et les intérêts minoritaires, sans déduction de la trésorerie.",
        ),
        t('Entreprises non cotées :', 'encours ÷ (capitaux propres + dettes) inscrits au bilan.'),
        t('Financement de projets :', 'encours ÷ (capitaux propres + dettes) du projet.'),
        t('Immobilier commercial et prêts immobiliers :', "encours ÷ valeur du bien à l'octroi."),
        t('Dette souveraine :', "encours ÷ PIB en parité de pouvoir d'achat."),
      ),
      p(
        "Exemple : un fonds détient 5 M€ d'actions d'une société cotée dont l'EVIC est de 500 M€ et dont les émissions des scopes 1 et 2 s'élèvent à 20 000 tCO2e. Le facteur d'attribution est de 1 % et les émissions financées du fonds de 200 tCO2e.",
      ),
      p(
        "Les émissions de la contrepartie couvrent ses scopes 1 et 2, et son scope 3 lorsqu'il est disponible. Le PCAF a introduit le scope 3 progressivement, secteur par secteur, et les émissions financées de scope 3 sont publiées à part, car les scopes 3 des différentes entreprises se recoupent.",
      ),
    ),
    section(
      "Les classes d'actifs",
      p("L'édition 2022 du standard (partie A, émissions financées) couvre sept classes d'actifs :"),
      ul(
        "actions cotées et obligations d'entreprises ;",
        'prêts aux entreprises et actions non cotées ;',
        'financement de projets ;',
        'immobilier commercial ;',
        'prêts immobiliers aux particuliers ;',
        'prêts automobiles ;',
        'dette souveraine.',
      ),
      p(
        "Chaque classe a sa règle d'attribution et ses options de données. Le PCAF étend progressivement le standard à d'autres produits ; nous appliquons l'édition en vigueur pour votre année de reporting.",
      ),
    ),
    section(
      'Les scores de qualité de 1 à 5',
      p(
        "Chaque contrepartie reçoit un score de qualité PCAF, de 1 (le meilleur) à 5 (le moins précis), selon les données qui fondent ses émissions. Pour les actions cotées, les obligations, les prêts aux entreprises et les actions non cotées :",
      ),
      ul(
        t('Score 1 :', "émissions publiées par l'entreprise et vérifiées par un tiers (option 1a)."),
        t('Score 2 :', "émissions publiées non vérifiées (1b), ou calculées à partir de la consommation réelle d'énergie de l'entreprise (2a)."),
        t(
          'Score 3 :',
          'émissions estimées à partir de sa production physique, tonnes d\'acier ou mégawattheures produits par exemple, avec des facteurs par unité produite (2b).',
        ),
        t('Score 4 :', "émissions estimées à partir de son chiffre d'affaires, avec des moyennes sectorielles par euro de chiffre d'affaires (3a)."),
        t(
          'Score 5 :',
          "émissions estimées à partir de ses actifs, avec des moyennes sectorielles par euro d'actif (3b), ou à partir d'un chiffre d'affaires déduit des actifs par un ratio sectoriel de rotation des actifs (3c).",
        ),
      ),
      p(
        "Le score du portefeuille est la moyenne des scores des contreparties pondérée par les encours. L'objectif est de l'améliorer dans le temps : inciter les plus gros émetteurs à mesurer leur bilan et à le faire vérifier est en général le levier le plus efficace.",
      ),
    ),
    section(
      'Les indicateurs du portefeuille',
      ul(
        t(
          'Émissions financées (tCO2e) :',
          "somme, sur les contreparties, du facteur d'attribution multiplié par leurs émissions ; un chiffre absolu, base des objectifs et des trajectoires.",
        ),
        t(
          'Intensité carbone des investissements (tCO2e par M€ investi) :',
          'émissions financées divisées par le montant investi ; elle rend comparables des portefeuilles de tailles différentes.',
        ),
        t(
          "Intensité carbone moyenne pondérée, ou WACI (tCO2e par M€ de chiffre d'affaires) :",
          "moyenne des émissions par million d'euros de chiffre d'affaires de chaque contrepartie, pondérée par son poids dans le portefeuille. Elle mesure l'exposition aux entreprises intensives en carbone et ne dépend pas de l'EVIC.",
        ),
      ),
      p(
        "Ces indicateurs laissent de côté les contreparties sans données d'émissions ou, pour les intensités, sans chiffre d'affaires ; la part du portefeuille couverte est toujours indiquée.",
      ),
    ),
    section(
      'Les indicateurs PAI du règlement SFDR en bref',
      p(
        "Au titre du règlement SFDR (Sustainable Finance Disclosure Regulation), les acteurs des marchés financiers qui prennent en compte les principales incidences négatives (PAI) de leurs investissements publient une déclaration annuelle. Ses trois premiers indicateurs obligatoires (règlement délégué (UE) 2022/1288, annexe I, tableau 1) reposent sur les mêmes données :",
      ),
      ul(
        t(
          'PAI 1, émissions de GES :',
          "émissions financées des scopes 1, 2 et 3 et leur total, les émissions de chaque entreprise étant attribuées selon la valeur de l'investissement rapportée à son EVIC.",
        ),
        t(
          'PAI 2, empreinte carbone :',
          "ces émissions financées divisées par la valeur actuelle de l'ensemble des investissements, en tCO2e par M€ investi.",
        ),
        t(
          'PAI 3, intensité de GES des sociétés bénéficiaires des investissements :',
          "moyenne pondérée des émissions des entreprises par million d'euros de chiffre d'affaires, soit une WACI incluant le scope 3.",
        ),
      ),
      p(
        "Les autres indicateurs climatiques portent sur l'exposition au secteur des combustibles fossiles (PAI 4), la part d'énergie non renouvelable consommée et produite (PAI 5) et l'intensité de consommation d'énergie par secteur à fort impact climatique (PAI 6). La déclaration est publiée au plus tard le 30 juin pour l'année civile précédente, chaque valeur étant la moyenne des valeurs aux quatre fins de trimestre. Ces règles font l'objet de révisions au niveau européen : nous appliquons les textes en vigueur à votre date de reporting.",
      ),
    ),
    section(
      'Dans Cairn',
      p(
        "Le module d'émissions du portefeuille rassemble, pour chaque contrepartie, ses émissions (issues d'un bilan réalisé dans Cairn, d'un rapport publié ou d'une estimation), ses données financières et votre encours. Il calcule les émissions financées, l'intensité carbone des investissements, la WACI et le score PCAF par fonds et par secteur, et indique pour chaque actif son score et sa source, pour montrer où de meilleures données seraient les plus utiles.",
      ),
    ),
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* RESOURCES: answering a data collection                                                     */
/* ------------------------------------------------------------------------------------------ */

const dataCollection: Sections = {
  en: [
    section(
      'How the data collection works',
      p(
        'A footprint is only as good as the data behind it. The data collection is the stage where you send us what describes your activity over the reporting year; your consultant then turns it into emissions. It usually starts with an onboarding call, where we agree on the perimeter, the reporting year and the list of contacts, and then runs in the Cairn questionnaire.',
      ),
      ul(
        'Questions are grouped by topic and show the scopes they affect. Priority questions carry a banner: they weigh most in the result, so answer them first, with the best data you have.',
        'The information button of each question opens a panel with guidance, frequently asked questions and a discussion thread with your consultant. Ask there rather than by email: the answer stays with the question.',
        'You can save and come back as often as you need. Once everything is answered, validate the questionnaire: it becomes read-only and we start the consistency checks.',
      ),
    ),
    section(
      'What to gather',
      p(
        'The list depends on your activity, but most companies need the following, always for the whole reporting year and for every site within the perimeter.',
      ),
      ul(
        t(
          'Electricity, gas and heating:',
          "consumption in kWh per site and per meter, from invoices or from your supplier's or grid operator's customer portal; for a heating network, its name; for fuel oil, the litres delivered. Mention any renewable electricity contract and its guarantees of origin.",
        ),
        t(
          'Vehicles:',
          'litres of fuel per fuel type, from fuel cards, or kilometres per vehicle with its model and engine type; for electric vehicles, the kWh charged if you know them.',
        ),
        t(
          'Refrigerants:',
          "the maintenance company's intervention records for air-conditioning and cold rooms, which give the fluid (R410A, R32, R134a…) and the kilograms recharged.",
        ),
        t(
          'Business travel:',
          "the travel agency's annual report (flights with origin, destination and class, train journeys, hotel nights), and expense claims for the rest (mileage allowances, taxis, rental cars).",
        ),
        t(
          'Commuting and remote work:',
          'usually estimated with a short employee survey, for which we send you a link (distance, means of transport, days on site).',
        ),
        t(
          'Purchases:',
          'an extract of the general ledger or purchase ledger for the year, with supplier, account, description and amount excluding VAT. Quantities of the main materials (tonnes of steel, paper, plastics, food…) are a real plus.',
        ),
        t(
          'Capital goods:',
          'the fixed-asset register (buildings, machines, vehicles, IT equipment) with the year and value of acquisition; failing that, an inventory of equipment by type.',
        ),
        t(
          'Freight:',
          "for the transport you pay for, tonnes carried and distances, or tonne-kilometres, by mode; or your carriers' own emissions reports.",
        ),
        t(
          'Waste:',
          "your waste contractors' annual reports, with tonnes by type (general waste, cardboard, metals, hazardous waste…) and by treatment (recycling, incineration, landfill).",
        ),
        t(
          'Sold products:',
          'quantities sold and, where relevant, their energy use and lifetime, and their weight and materials for end of life.',
        ),
        t('Key figures:', 'headcount (full-time equivalent) and turnover, used for ratios.'),
      ),
    ),
    section(
      'Units and conventions',
      ul(
        'Use the unit asked for by the question, or state the one you give: kWh and MWh, litres and cubic metres, kilometres and miles are easily confused.',
        'French natural gas invoices are expressed in kWh of gross calorific value (PCS): give the figure as invoiced, and we convert it if needed.',
        'Give amounts excluding VAT, in the currency of the accounts, and state the currency if it is not the euro.',
        'Stick to the reporting year: an invoice straddling two years is split in proportion to the number of days.',
        'Do not count the same thing twice: fuel paid with fuel cards also appears in the accounts, so tell us which source you used.',
        'Do not round too early: send the raw figures, with the documents they come from when you can.',
      ),
    ),
    section(
      'When data is missing',
      p(
        'Missing data is normal, especially for a first footprint. Do not leave the question empty: an estimate with its explanation is far more useful than a blank, which forces us back onto generic ratios.',
      ),
      ul(
        t(
          'Part of the year is missing:',
          'extrapolate from the months you have (for example 10 months × 12/10), taking seasons into account for heating.',
        ),
        t('A site has no meter of its own:', "share the building's consumption by floor area, or use the data of a comparable site."),
        t(
          'No physical data:',
          'give the amount spent; we apply a monetary factor and flag the entry so that you can improve it the following year.',
        ),
        t(
          'No data at all:',
          'tell your consultant in the discussion thread; together we will agree on a proxy, such as a sector ratio or a sample of sites.',
        ),
      ),
      p(
        'Whatever the method, write it in the comment of your answer: source, assumption, period covered. This is what makes the footprint auditable, and the next one faster.',
      ),
    ),
    section(
      'Who to ask in your organisation',
      ul(
        t('Finance and accounting:', 'general ledger, fixed-asset register, turnover, and often energy and fuel invoices.'),
        t('Facilities or general services:', 'energy, leases, floor areas, maintenance contracts, waste.'),
        t('Fleet manager:', 'list of vehicles and fuel cards.'),
        t('Human resources:', 'headcount, remote-work policy, and relaying the employee survey.'),
        t('Purchasing:', 'main suppliers, and quantities of the main materials and services.'),
        t('Travel manager or executive assistants:', 'travel agency reports.'),
        t('IT:', 'equipment inventory, data centres and cloud services.'),
        t('Logistics and sales:', 'freight, volumes sold, product characteristics.'),
      ),
      p('Name one coordinator who follows progress, chases answers and is our single point of contact.'),
    ),
    section(
      'Keeping to the deadline',
      ul(
        'Allow several weeks: most of the time goes into waiting for other departments and service providers.',
        'Send your requests to internal contacts and service providers in the first week; travel agencies and waste contractors often need time to produce their reports.',
        'Answer the priority questions first, then the rest. Partial answers saved early let your consultant start checking sooner.',
        'If a deadline is at risk, say so early: agreeing on estimates for the missing items is better than delaying the whole footprint.',
      ),
      p(
        'After validation, your consultant checks consistency (orders of magnitude, changes from the previous year, duplicates) and may come back to you with questions. Quick answers at that stage keep the delivery date.',
      ),
    ),
  ],
  fr: [
    section(
      'Comment se déroule la collecte',
      p(
        "Un bilan carbone ne vaut que par les données qui le fondent. La collecte est l'étape où vous nous transmettez ce qui décrit votre activité sur l'année de reporting ; votre consultant la traduit ensuite en émissions. Elle commence en général par un appel de lancement, où nous arrêtons ensemble le périmètre, l'année de reporting et la liste des contacts, puis se déroule dans le questionnaire Cairn.",
      ),
      ul(
        'Les questions sont regroupées par thème et indiquent les scopes concernés. Les questions prioritaires portent un bandeau : elles pèsent le plus dans le résultat, répondez-y en premier et avec les meilleures données dont vous disposez.',
        "Le bouton d'information de chaque question ouvre un panneau avec des explications, une foire aux questions et un fil de discussion avec votre consultant. Posez vos questions là plutôt que par courriel : la réponse reste attachée à la question.",
        'Vous pouvez enregistrer et revenir aussi souvent que nécessaire. Une fois tout renseigné, validez le questionnaire : il passe en lecture seule et nous commençons les contrôles de cohérence.',
      ),
    ),
    section(
      "Ce qu'il faut rassembler",
      p(
        "La liste dépend de votre activité, mais la plupart des entreprises ont besoin des éléments suivants, toujours sur toute l'année de reporting et pour tous les sites du périmètre.",
      ),
      ul(
        t(
          'Électricité, gaz et chauffage :',
          "consommations en kWh par site et par compteur, d'après les factures ou l'espace client du fournisseur ou du gestionnaire de réseau ; pour un réseau de chaleur, son nom ; pour le fioul, les litres livrés. Signalez tout contrat d'électricité renouvelable et ses garanties d'origine.",
        ),
        t(
          'Véhicules :',
          "litres de carburant par type, d'après les cartes carburant, ou kilomètres par véhicule avec son modèle et sa motorisation ; pour les véhicules électriques, les kWh rechargés si vous les connaissez.",
        ),
        t(
          'Fluides frigorigènes :',
          "les fiches d'intervention du mainteneur des climatisations et chambres froides, qui indiquent le fluide (R410A, R32, R134a…) et les kilogrammes rechargés.",
        ),
        t(
          'Déplacements professionnels :',
          "le relevé annuel de l'agence de voyages (vols avec origine, destination et classe, trajets en train, nuitées d'hôtel), et les notes de frais pour le reste (indemnités kilométriques, taxis, locations de voitures).",
        ),
        t(
          'Trajets domicile-travail et télétravail :',
          'en général estimés grâce à un court questionnaire aux salariés, dont nous vous envoyons le lien (distance, mode de transport, jours sur site).',
        ),
        t(
          'Achats :',
          "un extrait du grand livre ou du journal des achats de l'année, avec fournisseur, compte, libellé et montant hors taxes. Les quantités des principales matières (tonnes d'acier, de papier, de plastique, denrées…) sont un vrai plus.",
        ),
        t(
          'Immobilisations :',
          "le tableau des immobilisations (bâtiments, machines, véhicules, matériel informatique) avec l'année et la valeur d'acquisition ; à défaut, un inventaire des équipements par type.",
        ),
        t(
          'Fret :',
          'pour les transports que vous payez, les tonnes transportées et les distances, ou les tonnes-kilomètres, par mode ; ou les relevés d\'émissions de vos transporteurs.',
        ),
        t(
          'Déchets :',
          'les bilans annuels de vos prestataires, avec les tonnes par type (déchets non dangereux en mélange, cartons, métaux, déchets dangereux…) et par traitement (recyclage, incinération, enfouissement).',
        ),
        t(
          'Produits vendus :',
          "quantités vendues et, si c'est pertinent, consommation d'énergie et durée de vie, masse et matériaux pour la fin de vie.",
        ),
        t('Chiffres clés :', "effectif (en équivalent temps plein) et chiffre d'affaires, qui servent aux ratios."),
      ),
    ),
    section(
      'Unités et conventions',
      ul(
        "Utilisez l'unité demandée par la question, ou précisez celle que vous donnez : kWh et MWh, litres et mètres cubes, kilomètres et miles se confondent facilement.",
        "Les factures de gaz naturel sont exprimées en kWh PCS (pouvoir calorifique supérieur) : donnez le chiffre tel qu'il est facturé, nous faisons la conversion si nécessaire.",
        "Indiquez les montants hors taxes, dans la devise des comptes, et précisez-la si ce n'est pas l'euro.",
        "Restez sur l'année de reporting : une facture à cheval sur deux années se répartit au prorata des jours.",
        'Ne comptez pas deux fois la même chose : le carburant payé par carte apparaît aussi en comptabilité ; dites-nous quelle source vous avez retenue.',
        "N'arrondissez pas trop tôt : envoyez les chiffres bruts, avec les justificatifs dont ils sont tirés quand c'est possible.",
      ),
    ),
    section(
      'Quand une donnée manque',
      p(
        "Les données manquantes sont normales, surtout pour un premier bilan. Ne laissez pas la question vide : une estimation expliquée est bien plus utile qu'un blanc, qui nous oblige à retomber sur des ratios génériques.",
      ),
      ul(
        t(
          "Une partie de l'année manque :",
          'extrapolez à partir des mois connus (par exemple 10 mois × 12/10), en tenant compte des saisons pour le chauffage.',
        ),
        t(
          "Un site n'a pas de compteur propre :",
          'répartissez la consommation du bâtiment au prorata des surfaces, ou reprenez les données d\'un site comparable.',
        ),
        t(
          'Pas de donnée physique :',
          "donnez le montant dépensé ; nous appliquons un ratio monétaire et signalons la ligne pour que vous puissiez l'améliorer l'année suivante.",
        ),
        t(
          'Aucune donnée :',
          "prévenez votre consultant dans le fil de discussion ; nous conviendrons ensemble d'une approximation, comme un ratio sectoriel ou un échantillon de sites.",
        ),
      ),
      p(
        "Quelle que soit la méthode, notez-la dans le commentaire de la réponse : source, hypothèse, période couverte. C'est ce qui rend le bilan vérifiable, et le suivant plus rapide.",
      ),
    ),
    section(
      "À qui s'adresser dans votre organisation",
      ul(
        t('Finance et comptabilité :', "grand livre, tableau des immobilisations, chiffre d'affaires, et souvent factures d'énergie et de carburant."),
        t('Services généraux :', 'énergie, baux, surfaces, contrats de maintenance, déchets.'),
        t('Gestionnaire de flotte :', 'liste des véhicules et cartes carburant.'),
        t('Ressources humaines :', 'effectifs, politique de télétravail, relais du questionnaire aux salariés.'),
        t('Achats :', 'principaux fournisseurs, quantités des principales matières et prestations.'),
        t('Responsable des déplacements ou assistants de direction :', "relevés de l'agence de voyages."),
        t('Informatique :', 'inventaire des équipements, centres de données et services cloud.'),
        t('Logistique et commerce :', 'fret, volumes vendus, caractéristiques des produits.'),
      ),
      p("Désignez un coordinateur qui suit l'avancement, relance les contributeurs et reste notre interlocuteur unique."),
    ),
    section(
      'Tenir les délais',
      ul(
        "Prévoyez plusieurs semaines : l'essentiel du temps passe à attendre les autres services et les prestataires.",
        'Envoyez vos demandes aux contacts internes et aux prestataires dès la première semaine ; agences de voyages et collecteurs de déchets ont souvent besoin de temps pour produire leurs relevés.',
        "Répondez d'abord aux questions prioritaires, puis au reste. Des réponses partielles enregistrées tôt permettent à votre consultant de commencer ses contrôles plus vite.",
        "Si une échéance est menacée, dites-le tôt : mieux vaut convenir d'estimations pour les éléments manquants que retarder tout le bilan.",
      ),
      p(
        "Après validation, votre consultant vérifie la cohérence (ordres de grandeur, évolutions par rapport à l'année précédente, doublons) et peut revenir vers vous avec des questions. Des réponses rapides à ce stade préservent la date de livraison.",
      ),
    ),
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* RESOURCES: building a decarbonization trajectory                                           */
/* ------------------------------------------------------------------------------------------ */

const trajectory: Sections = {
  en: [
    section(
      'From footprint to trajectory',
      p(
        'A footprint tells you where your emissions come from; a trajectory says how far and how fast they will fall, and the action plan says how. To be credible, a trajectory is anchored on a base year, aligned with climate science, and broken down into actions whose effect can be measured.',
      ),
    ),
    section(
      'Science-based targets',
      p(
        'The Science Based Targets initiative (SBTi) validates company targets consistent with the Paris Agreement. Its main rules, in its Corporate Net-Zero Standard and target-setting criteria, are:',
      ),
      ul(
        t(
          'Near-term targets:',
          'covering 5 to 10 years from the date of submission. Scope 1 and 2 targets must be aligned with 1.5°C. A scope 3 target is required when scope 3 is at least 40% of total emissions, and must be at least "well-below 2°C".',
        ),
        t(
          'Coverage:',
          'at least 95% of scope 1 and 2 emissions, and at least 67% of scope 3 emissions for near-term targets (90% for long-term targets).',
        ),
        t(
          'Long term and net zero:',
          'reduce emissions by at least 90% by 2050 in most sectors, then neutralise the residual emissions with permanent carbon removals. Carbon credits do not count as reductions.',
        ),
      ),
      p(
        'In the cross-sector absolute contraction approach, a 1.5°C target means cutting absolute emissions by at least 4.2% a year, in a straight line from the base year: 42% over ten years. Well-below 2°C means at least 2.5% a year. Sectors with their own pathways, such as power, cement, steel, buildings or transport, use the Sectoral Decarbonization Approach, in which intensities converge towards a sector benchmark.',
      ),
      p('SBTi revises its criteria regularly: your consultant checks those in force when you submit.'),
    ),
    section(
      'Absolute or intensity targets',
      ul(
        t(
          'Absolute target:',
          'a cut in total tonnes, for example 42% on scopes 1 and 2 between 2024 and 2034. It is the most direct form, and the easiest to communicate.',
        ),
        t(
          'Physical intensity target:',
          'tonnes per unit produced (per tonne of product, per square metre, per passenger-kilometre). It suits companies with a homogeneous product and a growing activity, but absolute emissions can still rise if volumes grow faster than intensity falls.',
        ),
        t(
          'Economic intensity target:',
          'tonnes per million euros of value added or revenue. SBTi accepts it only in limited cases, mainly for scope 3, and with a steep yearly reduction rate, because prices and growth would otherwise hide the real trend.',
        ),
        t(
          'Supplier or customer engagement target:',
          'for scope 3, a commitment that a share of your suppliers, by emissions or by spend, will set their own science-based targets within five years.',
        ),
      ),
      p(
        'In Cairn, a trajectory can combine several targets, by scope (1, 1 and 2, 2, or 3) and by method (absolute, physical intensity, economic intensity); scope 3 targets apply to a chosen list of GHG Protocol categories.',
      ),
    ),
    section(
      'Choosing the base year',
      ul(
        'Choose a recent, representative year with complete and verifiable data; SBTi does not accept base years earlier than 2015. Avoid a year heavily disrupted by an exceptional event, as 2020 was for many companies.',
        'Set a recalculation policy: when an acquisition, a disposal, outsourcing or a change of method changes base-year emissions significantly (SBTi uses a 5% threshold), the base year is restated so that progress is measured like for like.',
        'Project the business-as-usual path: the growth of your activity (revenue, production, headcount) shows how much emissions would rise without action, and therefore the real effort the target requires.',
      ),
    ),
    section(
      'Reduction levers',
      p(
        'Actions are identified with your teams, then quantified: tonnes avoided per year, investment, operating cost or saving, implementation dates. Common levers:',
      ),
      ul(
        t('Energy:', 'insulation, heat pumps replacing gas or oil boilers, building management systems, more efficient processes, on-site solar.'),
        t(
          'Electricity:',
          'renewable supply through power purchase agreements or guarantees of origin; both only lower market-based scope 2.',
        ),
        t(
          'Mobility:',
          'electric or lighter fleet, a travel policy favouring rail over short flights, fewer trips, support for cycling, public transport and car sharing.',
        ),
        t(
          'Purchasing:',
          'supplier engagement, lower-carbon materials (recycled, bio-based, low-carbon steel or cement), fewer IT devices kept longer, carbon criteria in tenders.',
        ),
        t('Products and logistics:', 'eco-design, energy efficiency of products in use, modal shift to rail or waterways, better load factors.'),
        t('Refrigerants:', 'leak detection and fluids with a low global warming potential.'),
      ),
      p(
        'Do not count the same tonne twice: actions on the same source (better insulation and a new heat pump, for example) interact, and their combined effect is smaller than the sum of their separate effects.',
      ),
    ),
    section(
      'Marginal abatement cost',
      p('To rank actions, compare their cost per tonne avoided:'),
      note('cost per tonne = (annualised investment + change in operating costs) ÷ tCO2e avoided per year'),
      p(
        'Example, without discounting: a heat pump costing €60,000 spread over 15 years (€4,000 a year), which saves €1,000 of energy a year and avoids 20 tCO2e a year, costs (4,000 – 1,000) ÷ 20 = €150 per tonne.',
      ),
      p(
        'An action that saves money, such as cutting energy waste, has a negative cost per tonne. On a marginal abatement cost curve, actions are sorted from the cheapest to the most expensive: the width of each bar is the tonnes avoided, its height the cost per tonne. The curve shows which actions pay for themselves, how far they take you towards the target and what the remaining tonnes will cost. It is an aid to ranking, not a verdict: feasibility, lead times and co-benefits count too, and a prioritisation matrix (impact against ease) helps weigh them.',
      ),
    ),
    section(
      'Following up',
      p('A trajectory is only useful if it is followed. We recommend a yearly review with a few indicators:'),
      ul(
        'absolute emissions by scope against the trajectory, from an updated footprint;',
        'an intensity ratio suited to your business (per million euros of revenue, per unit produced, per employee);',
        'the progress of each action: status, date and its own indicator (share of renewable electricity, share of electric vehicles in the fleet, kWh per m², share of suppliers with targets);',
        'the share of the action plan\'s tonnes already achieved and the gap to the target, with the decisions taken to close it.',
      ),
      p(
        'Restate the base year when the perimeter changes, and update the plan when actions slip: a trajectory is a management tool, revised every year, not a promise set in stone.',
      ),
    ),
  ],
  fr: [
    section(
      'Du bilan à la trajectoire',
      p(
        "Le bilan carbone dit d'où viennent vos émissions ; la trajectoire dit de combien et à quel rythme elles vont baisser, et le plan d'actions dit comment. Pour être crédible, une trajectoire s'appuie sur une année de référence, s'aligne sur la science du climat et se décline en actions dont l'effet se mesure.",
      ),
    ),
    section(
      'Des objectifs fondés sur la science',
      p(
        "L'initiative Science Based Targets (SBTi) valide les objectifs des entreprises compatibles avec l'accord de Paris. Ses principales règles, dans son standard Net-Zero et ses critères de fixation d'objectifs, sont les suivantes :",
      ),
      ul(
        t(
          'Objectifs de court terme :',
          'sur 5 à 10 ans à compter de leur soumission. Les objectifs des scopes 1 et 2 doivent être alignés sur 1,5 °C. Un objectif de scope 3 est exigé lorsque le scope 3 représente au moins 40 % des émissions totales ; il doit être au moins « nettement sous 2 °C ».',
        ),
        t(
          'Couverture :',
          'au moins 95 % des émissions des scopes 1 et 2, et au moins 67 % de celles du scope 3 pour les objectifs de court terme (90 % pour le long terme).',
        ),
        t(
          'Long terme et neutralité :',
          "réduire les émissions d'au moins 90 % d'ici 2050 dans la plupart des secteurs, puis neutraliser les émissions résiduelles par des absorptions durables de carbone. Les crédits carbone ne comptent pas comme des réductions.",
        ),
      ),
      p(
        "Dans l'approche intersectorielle de contraction absolue, un objectif 1,5 °C suppose de réduire les émissions absolues d'au moins 4,2 % par an, de façon linéaire depuis l'année de référence : 42 % en dix ans. « Nettement sous 2 °C » suppose au moins 2,5 % par an. Les secteurs dotés de trajectoires propres, comme l'électricité, le ciment, l'acier, le bâtiment ou les transports, utilisent l'approche sectorielle (Sectoral Decarbonization Approach), où les intensités convergent vers une référence du secteur.",
      ),
      p('La SBTi révise régulièrement ses critères : votre consultant vérifie ceux en vigueur au moment de votre soumission.'),
    ),
    section(
      'Objectif absolu ou en intensité',
      ul(
        t(
          'Objectif absolu :',
          "une baisse du total des tonnes, par exemple de 42 % sur les scopes 1 et 2 entre 2024 et 2034. C'est la forme la plus directe, et la plus simple à communiquer.",
        ),
        t(
          'Objectif en intensité physique :',
          "des tonnes par unité produite (par tonne de produit, par mètre carré, par passager-kilomètre). Il convient aux entreprises au produit homogène et à l'activité en croissance, mais les émissions absolues peuvent augmenter si les volumes croissent plus vite que l'intensité ne baisse.",
        ),
        t(
          'Objectif en intensité économique :',
          "des tonnes par million d'euros de valeur ajoutée ou de chiffre d'affaires. La SBTi ne l'accepte que dans des cas limités, surtout pour le scope 3, et avec un rythme de baisse annuel élevé, car les prix et la croissance masqueraient sinon la tendance réelle.",
        ),
        t(
          "Objectif d'engagement des fournisseurs ou des clients :",
          "pour le scope 3, l'engagement qu'une part de vos fournisseurs, en émissions ou en dépenses, se fixe ses propres objectifs fondés sur la science d'ici cinq ans.",
        ),
      ),
      p(
        'Dans Cairn, une trajectoire peut combiner plusieurs objectifs, par scope (1, 1 et 2, 2 ou 3) et par méthode (absolue, intensité physique, intensité économique) ; les objectifs de scope 3 portent sur une liste choisie de catégories du GHG Protocol.',
      ),
    ),
    section(
      "Choisir l'année de référence",
      ul(
        "Retenez une année récente et représentative, aux données complètes et vérifiables ; la SBTi n'accepte pas d'année de référence antérieure à 2015. Évitez une année fortement perturbée par un événement exceptionnel, comme 2020 pour de nombreuses entreprises.",
        "Fixez une règle de recalcul : quand une acquisition, une cession, une externalisation ou un changement de méthode modifie sensiblement les émissions de l'année de référence (la SBTi retient un seuil de 5 %), celle-ci est recalculée pour mesurer les progrès à périmètre constant.",
        "Projetez le scénario tendanciel : la croissance de l'activité (chiffre d'affaires, production, effectifs) montre de combien les émissions augmenteraient sans action, et donc l'effort réel qu'exige l'objectif.",
      ),
    ),
    section(
      'Les leviers de réduction',
      p(
        "Les actions sont identifiées avec vos équipes, puis quantifiées : tonnes évitées par an, investissement, coût ou économie d'exploitation, dates de mise en œuvre. Leviers fréquents :",
      ),
      ul(
        t(
          'Énergie :',
          'isolation, pompes à chaleur à la place des chaudières au gaz ou au fioul, gestion technique du bâtiment, procédés plus efficaces, solaire sur site.',
        ),
        t(
          'Électricité :',
          "approvisionnement renouvelable par contrat d'achat direct (PPA) ou garanties d'origine ; ces deux leviers ne réduisent que le scope 2 calculé selon le marché.",
        ),
        t(
          'Mobilité :',
          'flotte électrique ou plus légère, politique de voyage qui privilégie le train aux vols courts, moins de déplacements, soutien au vélo, aux transports en commun et au covoiturage.',
        ),
        t(
          'Achats :',
          "engagement des fournisseurs, matériaux moins carbonés (recyclés, biosourcés, acier ou ciment bas carbone), matériel informatique moins nombreux et gardé plus longtemps, critères carbone dans les appels d'offres.",
        ),
        t(
          'Produits et logistique :',
          "écoconception, efficacité énergétique des produits à l'usage, report modal vers le rail ou le fluvial, meilleur taux de remplissage.",
        ),
        t('Fluides frigorigènes :', 'détection des fuites et fluides à faible PRG.'),
      ),
      p(
        'Attention à ne pas compter deux fois la même tonne : des actions qui portent sur la même source (mieux isoler et installer une pompe à chaleur, par exemple) interagissent, et leur effet combiné est inférieur à la somme de leurs effets séparés.',
      ),
    ),
    section(
      "Le coût marginal d'abattement",
      p('Pour classer les actions, comparez leur coût par tonne évitée :'),
      note("coût par tonne = (investissement annualisé + variation des coûts d'exploitation) ÷ tCO2e évitées par an"),
      p(
        "Exemple, sans actualisation : une pompe à chaleur de 60 000 € répartis sur 15 ans (4 000 € par an), qui fait économiser 1 000 € d'énergie par an et évite 20 tCO2e par an, coûte (4 000 – 1 000) ÷ 20 = 150 € par tonne.",
      ),
      p(
        "Une action qui fait gagner de l'argent, comme la chasse au gaspillage d'énergie, a un coût par tonne négatif. Sur une courbe des coûts marginaux d'abattement, les actions sont classées de la moins chère à la plus chère : la largeur de chaque barre représente les tonnes évitées, sa hauteur le coût par tonne. La courbe montre quelles actions se financent elles-mêmes, jusqu'où elles mènent vers l'objectif et ce que coûteront les tonnes restantes. C'est une aide au classement, pas un verdict : faisabilité, délais et co-bénéfices comptent aussi, et une matrice de priorisation (impact contre facilité) aide à les mettre en balance.",
      ),
    ),
    section(
      'Le suivi',
      p("Une trajectoire n'est utile que si elle est suivie. Nous recommandons une revue annuelle avec quelques indicateurs :"),
      ul(
        'les émissions absolues par scope comparées à la trajectoire, d\'après un bilan mis à jour ;',
        "un ratio d'intensité adapté à votre activité (par million d'euros de chiffre d'affaires, par unité produite, par salarié) ;",
        "l'avancement de chaque action : statut, date et indicateur propre (part d'électricité renouvelable, part de véhicules électriques dans la flotte, kWh par m², part des fournisseurs dotés d'objectifs) ;",
        "la part des tonnes du plan d'actions déjà obtenue et l'écart à l'objectif, avec les décisions prises pour le combler.",
      ),
      p(
        "Recalculez l'année de référence quand le périmètre change et mettez à jour le plan quand des actions prennent du retard : une trajectoire est un outil de pilotage, revu chaque année, pas une promesse gravée dans le marbre.",
      ),
    ),
  ],
};

const sectionsBySlug: Readonly<Record<ResourceSlug, Sections>> = {
  'measuring-a-carbon-footprint': measuring,
  'emission-factors-and-data-quality': factors,
  'financed-emissions-pcaf': pcaf,
  'answering-a-data-collection': dataCollection,
  'building-a-decarbonization-trajectory': trajectory,
};

/** The five documents, in the order of the catalogue (the order of the cards). */
export const resourceDocuments: readonly ResourceDocument[] = resourceCatalogue.map((entry) => ({
  slug: entry.slug,
  category: entry.category,
  text: {
    en: { title: entry.title.en, summary: entry.summary.en, sections: typeset(sectionsBySlug[entry.slug].en, englishTypography) },
    fr: { title: entry.title.fr, summary: entry.summary.fr, sections: typeset(sectionsBySlug[entry.slug].fr, frenchTypography) },
  },
}));
