// The About page lists external references, each opening in a new tab.
// Public, freely readable sources on children, screens and family connection.

export interface Reference {
  title: string;
  publisher: string;
  href: string;
  note: string;
}

export const references: readonly Reference[] = [
  {
    title: 'Family Media Plan',
    publisher: 'American Academy of Pediatrics (HealthyChildren.org)',
    href: 'https://www.healthychildren.org/English/fmp/Pages/MediaPlan.aspx',
    note: 'Paediatricians suggest families plan screen use together rather than only counting minutes.',
  },
  {
    title: 'Serve and Return',
    publisher: 'Center on the Developing Child, Harvard University',
    href: 'https://developingchild.harvard.edu/science/key-concepts/serve-and-return/',
    note: 'Why back-and-forth moments between children and adults matter so much.',
  },
  {
    title: 'The New Coviewing: Designing for Learning through Joint Media Engagement',
    publisher: 'The Joan Ganz Cooney Center',
    href: 'https://joanganzcooneycenter.org/publication/the-new-coviewing-designing-for-learning-through-joint-media-engagement/',
    note: 'What happens when parents and children use media side by side instead of apart.',
  },
  {
    title: 'The Common Sense Census: Media Use by Tweens and Teens',
    publisher: 'Common Sense Media',
    href: 'https://www.commonsensemedia.org/research/the-common-sense-census-media-use-by-tweens-and-teens-2021',
    note: 'How much time young people spend with screens, and on what.',
  },
  {
    title: 'Guidelines on physical activity, sedentary behaviour and sleep for children under 5 years of age',
    publisher: 'World Health Organization',
    href: 'https://www.who.int/publications/i/item/9789241550536',
    note: 'The guidance behind many screen-time rules for young children.',
  },
];
