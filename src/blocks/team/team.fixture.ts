import type { Team, TeamMember } from '@/generated/site';

const member = (name: string, role: string, file: string): TeamMember => ({
  name,
  role,
  image: { src: `/images/team/${file}.svg`, alt: `Portrait of ${name}`, width: 240, height: 240 },
});

export const fixture: Team = {
  type: 'team',
  eyebrow: 'Our team',
  heading: 'The people you will work with',
  text: 'No hand-offs to strangers: the designers, engineers and consultants you meet in the first workshop stay with your project long after launch.',
  members: [
    member('Vikram Chaturvedi', 'Founder & CEO', 'vikram'),
    member('Ananya Agarwal', 'Co-founder & Head of Delivery', 'ananya'),
    member('Farhan Qureshi', 'Lead Software Architect', 'farhan'),
    member('Priya Saxena', 'Head of Design', 'priya'),
    member('Rohan Verma', 'Mobile Engineering Lead', 'rohan'),
    member('Neha Kushwaha', 'QA & Client Success Manager', 'neha'),
  ],
};
