// The figures Hearth's pages show. A figure is either a number with its real, checkable
// source (shown on the page with a link), or a question Hearth is asking, which claims nothing and
// says so with `source: null`. Every figure names its `source` field; a test checks that no number
// goes without one. The original product's marketing numbers had no source and are gone.

export interface FigureSource {
  /** The publication, as its publisher titles it. */
  title: string;
  publisher: string;
  year: number;
  href: string;
}

export type Figure =
  | { kind: 'measured'; value: string; caption: string; source: FigureSource }
  | { kind: 'question'; value: string; caption: string; source: null };

const commonSenseCensus2021: FigureSource = {
  title: 'The Common Sense Census: Media Use by Tweens and Teens, 2021',
  publisher: 'Common Sense Media',
  year: 2022,
  href: 'https://www.commonsensemedia.org/research/the-common-sense-census-media-use-by-tweens-and-teens-2021',
};

const whoUnderFive: FigureSource = {
  title: 'Guidelines on physical activity, sedentary behaviour and sleep for children under 5 years of age',
  publisher: 'World Health Organization',
  year: 2019,
  href: 'https://www.who.int/publications/i/item/9789241550536',
};

/** About page: what screen time looks like in families today. */
export const screenTimeFigures: readonly Figure[] = [
  {
    kind: 'measured',
    value: '8 h 39 min',
    caption: 'a day of entertainment screen media, on average, for US teens aged 13 to 18 in 2021',
    source: commonSenseCensus2021,
  },
  {
    kind: 'measured',
    value: '5 h 33 min',
    caption: 'a day for US tweens aged 8 to 12, in the same survey',
    source: commonSenseCensus2021,
  },
  {
    kind: 'measured',
    value: '1 hour',
    caption: 'a day at most of sitting screen time for children aged 2 to 4 (less is better), and none for children under 2',
    source: whoUnderFive,
  },
];

/**
 * About page: what Hearth hopes collaboration does. These are questions, not results: Hearth has
 * measured nothing yet, and a family can answer them for itself.
 */
export const collaborationQuestions: readonly Figure[] = [
  { kind: 'question', value: 'Fewer arguments?', caption: 'Do screens cause fewer arguments when your family makes something with them together?', source: null },
  { kind: 'question', value: 'More talk?', caption: 'Does your family talk more when a screen is something you share rather than something you ration?', source: null },
  { kind: 'question', value: 'Closer?', caption: 'After seven days of daily moments, does your family feel a little closer?', source: null },
];

/** Daily connection moments take about 2 minutes. */
export const dailyMomentMinutes = '2 minutes';
/** The family journey. */
export const journeyDays = 45;
/** The try-it promise. */
export const tryItDays = 7;
