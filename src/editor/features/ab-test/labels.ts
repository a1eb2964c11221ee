// The words of a section's A/B test in the editor.
const percent = (share: number) => `${share} %`;
const whole = (n: number) => n.toLocaleString('en-US');

export const testLabels = {
  heading: 'A/B test',
  testVariant: 'Test a variant…',
  startTitle: 'Test a variant of this section',
  startIntro: 'B starts as a copy of this section for you to change. Visitors are split between A (the section as it is) and B; the goal is a lead from its visitors, sent from this page or another (the contact page). The test starts with the next publish.',
  shareLabel: 'Visitors who see B (%)',
  shareHint: 'A whole number from 1 to 99; 50 splits them evenly.',
  start: 'Start test',
  changeShare: 'Change share',
  shareChanged: (share: number) => `B is now shown to ${share} % of visitors from the next publish.`,
  started: 'Test made: B is a copy to edit. Publish to start it.',
  notOnShared: 'A shared section cannot be tested: it shows on every page that uses it. Detach it on this page first.',
  oneAPage: (section: number) => `This page already tests its section ${section}: one test per page. End that test first.`,
  running: (share: number) => `Under test: B is shown to ${percent(share)} of visitors, A to the others.`,
  editing: 'Edit variant',
  variantA: 'A: the section as it is',
  variantB: 'B: the variant',
  results: 'Results',
  resultsTitle: 'Results of the test',
  endTest: 'End test…',
  endTitle: 'End the test',
  endIntro: 'Choose what every visitor sees from the next publish on. The test and its B are then gone from the draft.',
  keepA: 'Keep A',
  makeB: 'Make B the section',
  endedA: 'Test ended: A stays. Publish to make it live.',
  endedB: 'Test ended: B is now the section. Publish to make it live.',
  mark: 'A/B test',
  pageMark: 'under A/B test',
  loading: 'Loading the results…',
  devServer: 'Results are counted by the live site: open the editor there to see them.',
  since: (time: string) => `Since ${time}, when the test was made`,
  sinceEver: 'Since the page was first under test',
  columns: { variant: 'Variant', visitors: 'Visitors', leads: 'Leads', conversion: 'Conversion' },
  conversion: (rate: number) => `${(rate * 100).toFixed(1)} %`,
  whole,
  /** The plain-words reading of a test: who is ahead, how likely, and how much longer. */
  reading(probability: number, needed: number, visitors: number): string {
    if (visitors === 0) return 'No visitor has seen the page since the test started.';
    const leader = probability >= 0.5 ? 'B' : 'A';
    const likely = Math.round((leader === 'B' ? probability : 1 - probability) * 100);
    const ahead = Math.abs(probability - 0.5) < 0.005 ? 'A and B are level' : `${leader} is ahead, ${likely} % likely better`;
    return needed > 0 ? `${ahead}; about ${whole(needed)} more visitors per variant for a clear answer.` : `${ahead}: a clear answer.`;
  },
};
