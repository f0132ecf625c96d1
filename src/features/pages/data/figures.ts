// The marketing figures of activities spec §9, in one place. The spec gives the numbers without
// their sources; each caption below is how Hearth presents the number, and the product owner
// confirms both before the copy changes. No figure outside this list appears on the pages.

export interface Figure {
  value: string;
  caption: string;
}

/** About page: what screen time looks like in families today. */
export const screenTimeFigures: readonly Figure[] = [
  { value: '7.5 hours', caption: 'of screen time a day, on average, for children and teens outside school' },
  { value: '60%', caption: 'of parents say screens are a regular source of arguments at home' },
  { value: '42%', caption: 'of teens say they hide what they do online when the rules feel strict' },
  { value: '20%', caption: 'of family evenings are spent together in the same room, each on a different screen' },
];

/** About page: collaboration versus restriction. */
export const collaborationFigures: readonly Figure[] = [
  { value: '90%', caption: 'of parents want more time together as a family, not just less time on screens' },
  { value: '31%', caption: 'fewer arguments about screens when families create together instead of only setting limits' },
  { value: '47%', caption: 'more conversation at home when a screen becomes something the family shares' },
];

/** The study the About and FAQ pages refer to. */
export const familyStudySize = '2,084 families';

/** Research page: voluntary feedback from early families. */
export const feedbackFamilies = '47 families';
export const feedbackFigures: readonly Figure[] = [
  { value: '89%', caption: 'said they felt more connected after their first week of daily moments' },
  { value: '94%', caption: 'said they would recommend Hearth to another family' },
];

/** Intention page: people who asked to hear about the attention tool. */
export const professionalsFigure = '2,400+ professionals';

/** activities spec §9: daily connection moments take about 2 minutes. */
export const dailyMomentMinutes = '2 minutes';
/** activities spec §9 / core spec §1: the family journey. */
export const journeyDays = 45;
/** activities spec §2.10: the try-it promise. */
export const tryItDays = 7;
