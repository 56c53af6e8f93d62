/**
 * Messages of a plan's slide viewer (`planSlides.<view>.<element>`): its buttons and what it
 * announces. The slides' own words are the plan's language, in `@cairn/shared/plans/slideTexts`.
 * Spread into the decarbonization pages' part (plans.ts).
 */
export const enPlanSlides = {
  'planSlides.page.title': 'Slides',
  'planSlides.viewer.list': 'Slides',
  'planSlides.viewer.thumbnail': '{index}. {title}',
  'planSlides.viewer.slide': 'Slide {index} of {count}: {title}',
  'planSlides.viewer.position': 'Slide {index} of {count}',
  'planSlides.viewer.previous': 'Previous',
  'planSlides.viewer.next': 'Next',
  'planSlides.viewer.present': 'Present',
  'planSlides.viewer.exit': 'Leave the presentation',
  'planSlides.viewer.keys': 'Arrow keys or Space move between slides; Escape leaves the presentation.',
  'planSlides.viewer.download': 'Download PDF',
  'planSlides.viewer.downloadFailed': 'The PDF could not be downloaded',
} as const;
