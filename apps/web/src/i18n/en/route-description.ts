import type { routeDescription as zh } from '../zh-CN/route-description.ts';

/** Each public page's own `<meta name="description">` (route meta `description`); loaded after the first paint. */
export const routeDescription: Record<keyof typeof zh, string> = {
  homepage:
    'One place for university student competitions: contests open for sign-up, latest notices, schedules and award announcements.',
  certificateSearch:
    "Look up and verify a competition award certificate by its number and the winner's name.",
  reviewResult: 'Review scores and award lists of each competition stage, published for everyone to see.',
  reward:
    'Published award lists of each competition: the first, second and third prizes and honourable mentions, with teams, works and advisors.',
  paySuccess: 'The result of your sign-up fee payment and what to do next.',
  cashier: 'Pay your competition sign-up fee online.',
  research:
    'Competition data analysis, joint projects and research support for university teachers and teams.',
  solve: 'Complete competition management solutions for universities, high schools and organisers.',
  could: 'Cloud platform: sign-up, work submission, review and certificates, all online.',
  highSchool: 'For universities: school and college levels, internal selection and recommended entries.',
  dataBase: 'Competition database: past contests, works and awards gathered, searchable and counted.',
  cpNews: 'Competition news: the latest updates, notices and policy explanations of every contest.',
  newsList: 'Competition news and notices, by column, newest first.',
  expertInfo: 'The experts and scholars who set and judge the competitions.',
  expertRecruitment: 'Become a competition judge: requirements, process and the online application.',
  news: 'News centre: competition updates, notices, past works and guides.',
  previousWorks: 'Outstanding works from past competitions, for students and teachers to learn from.',
  competitionInfo: 'Key facts, rules and dates of each competition.',
  competitionGuide: 'How to take part: sign up, form a team, complete your information and submit your work.',
  operatingManual: 'How to use the platform: common tasks for students, teachers and organisers.',
  consultDetails: 'The full text of a competition notice or advisory.',
  newsDetails: 'The full text of a competition news article or notice.',
  searchNews: 'Search competition news, notices and guides by keyword.',
  introductionPlatform:
    'About the platform: organising, sign-up, review and certificates for student competitions.',
  expendingServices: 'Extended services: training, hosting contests and data services.',
  signUp: 'Choose an event and a group, then sign up on your own or as a team.',
  competition:
    'All competitions: filter by level, category and status, see sign-up dates and sign up online.',
  zjCompetition: 'Sign-up entrance: pick a competition that is open and start signing up.',
  competitionDetails: 'About the competition: rules, schedule, stages and how to sign up.',
  teamDetails: "A team's members, advisors, sign-up status and invitations.",
  workDetail: 'A submitted work: its content, files and every version.',
  submitWork:
    'Upload your work as the competition requires; replace it with a new version until the deadline.',
  worksDetail: 'A competition work the organiser has shared publicly.',
  certificateTrace: "Verify the signature behind a certificate's QR code and confirm it is genuine.",
  preview: 'Organisers preview an unpublished page exactly as it will appear.',
  previewDetail: 'Organisers preview an unpublished article exactly as it will appear.',
  pdf: 'Read competition notices, rules and other PDF attachments online.',
  deepChat:
    'Assistant: answers about competitions, rules, schedules and news from what the platform has published.',
  experience: 'Request a trial of the competition platform: sign-up, review and certificates end to end.',
  manual: 'User manual: step-by-step help for every feature, with a table of contents.',
  centerUsers: 'My account: your basic and participant information.',
  centerSet: 'Settings: change your phone, e-mail, password and the bank card for prize money.',
  centerCompetition: 'The competitions you take part in, their state and what to do next.',
  centerWork: 'The works you submitted, their versions and share links.',
  centerTeam: 'Your teams, their members and invitations.',
  centerReward: 'Your awards and their certificates to download.',
  centerNewReward: 'The latest award announcements and your awards.',
  centerStudy: 'Study materials and training resources of your competitions.',
  centerOrder: 'Your sign-up fee orders and their payment state.',
  centerInformationSub:
    'Subscribe to competition notices so you hear of sign-up and schedule changes in time.',
  login: 'Sign in to take part in competitions, submit works and see your results.',
  register: 'Create an account to start signing up for competitions.',
  retrieve: 'Reset your password with a code sent to your phone or e-mail.',
  screenCall: 'The call screen of on-site defences and reviews.',
};
