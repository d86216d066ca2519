/**
 * The people who write the articles: an article's front matter names one by id. Names are facts;
 * job titles are keys of blog.authorTitles, named in each page's language.
 */
export const authors = {
  'sarah-mitchell': { name: 'Sarah Mitchell', titleKey: 'seniorAiStrategist' },
  'daniel-weber': { name: 'Daniel Weber', titleKey: 'headOfImplementation' },
  'claire-dubois': { name: 'Claire Dubois', titleKey: 'aiGovernanceLead' },
  'marcus-chen': { name: 'Marcus Chen', titleKey: 'principalConsultant' },
  'priya-raman': { name: 'Priya Raman', titleKey: 'machineLearningEngineer' },
  'thomas-becker': { name: 'Thomas Becker', titleKey: 'enterpriseArchitect' },
  'elise-martin': { name: 'Élise Martin', titleKey: 'changeManagementLead' },
  'james-okafor': { name: 'James Okafor', titleKey: 'dataScienceDirector' },
  'laura-fischer': { name: 'Laura Fischer', titleKey: 'trainingProgramLead' },
  'antoine-leroy': { name: 'Antoine Leroy', titleKey: 'industryAnalyst' },
} as const;

export type AuthorId = keyof typeof authors;
export type AuthorTitleKey = (typeof authors)[AuthorId]['titleKey'];
export const authorIds = Object.keys(authors) as AuthorId[];
